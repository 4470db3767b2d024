import TableKitTesting
import Testing

@testable import TableKit

/// After every batch, the collection view's counts and its visible cells equal the model, over
/// seeded random sequences of tables with duplicates, empty sections and moves across sections.
@MainActor @Suite(.keepsWindows) struct CollectionKitRandomUpdateTests {
  @Test(arguments: 0..<60)
  func randomTableSequencesKeepTheViewEqualToTheModel(seed: Int) {
    var random = RandomTables(seed: UInt64(seed), scale: 1 + seed % 3)
    let view = windowedCollectionView(height: 300)
    let kit = CollectionKit(
      table: random.pair().old, view: view, rowIdentity: \.id, rowsEqual: { $0 == $1 },
      sectionIdentity: \.id, sectionsEqual: { $0 == $1 })
    let rejected = Recorder(
      kit.diagnostics.compactMap { diagnostic -> String? in
        if case .rejectedBatch = diagnostic { return diagnostic.description }
        return nil
      })
    func expectViewShows(_ table: TestTable, _ label: String) {
      let rendered = renderedItems(view)
      let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
      #expect(counts == table.sections.map(\.rows.count), "seed \(seed) \(label): counts")
      let expected = view.indexPathsForVisibleItems.sorted().map {
        "\($0.section)-\($0.item) \(table[$0].description)"
      }
      #expect(rendered == expected, "seed \(seed) \(label): cells")
    }
    for step in 0..<6 {
      let (arbitrary, edited) = random.pair()
      kit.table.value = arbitrary
      view.finishAnimations()
      expectViewShows(arbitrary, "step \(step) arbitrary")
      kit.table.value = edited
      view.finishAnimations()
      expectViewShows(edited, "step \(step) edited")
      let maxOffset = max(0, view.contentSize.height - view.bounds.height)
      let offset = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random.random))
      view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      expectViewShows(edited, "step \(step) scrolled to \(offset)")
    }
    #expect(rejected.values.isEmpty, "seed \(seed)")
  }
}
