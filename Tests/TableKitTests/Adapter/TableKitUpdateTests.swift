import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitUpdateTests {
  @Test func changedRowsAreReconfiguredInsideTheUpdateThatMovesRows() {
    let view = inWindow(UpdateRecordingTableView(frame: .zero, style: .plain))
    let kit = TableKit(table: messages([1, 2, 3, 4]), view: view)
    view.layoutIfNeeded()
    let cell = view.cellForRow(at: IndexPath(row: 1, section: 0))
    kit.table.value = Table(rows: [Message(0), Message(1), Message(3), Message(2, "edited")])
    #expect(view.batchCount == 1)
    #expect(view.loneReconfigures == 0)
    // Reconfigures name rows by their paths before the update, as reloads do.
    #expect(view.reconfiguresInBatches == [[IndexPath(row: 1, section: 0)]])
    #expect(renderedRows(view) == ["0-0 m0", "0-1 m1", "0-2 m3", "0-3 edited"])
    #expect(view.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
  }

  @Test func aRowWhoseViewTypeChangedIsReloaded() {
    typealias Row = Either<Message, Banner>
    let kit = TableKit(
      table: Table(rows: [Row.left(Message(1))]), view: windowedTableView(),
      rowIdentity: { _ in 0 }, rowsEqual: { $0 == $1 }, sectionIdentity: { _ in 0 },
      sectionsEqual: { _, _ in true })
    kit.view.layoutIfNeeded()
    let before = kit.view.cellForRow(at: IndexPath(row: 0, section: 0))
    kit.table.value = Table(rows: [Row.right(Banner(id: "x"))])
    #expect(renderedRows(kit.view) == ["0-0 [x]"])
    #expect(kit.view.cellForRow(at: IndexPath(row: 0, section: 0)) !== before)
  }

  /// After every batch, the view's counts and its visible cells equal the model, over seeded
  /// random sequences of tables with duplicates, empty sections and moves across sections.
  @Test(arguments: 0..<90)
  func randomTableSequencesKeepTheViewEqualToTheModel(seed: Int) {
    var random = RandomTables(seed: UInt64(seed), scale: 1 + seed % 3)
    let view = windowedTableView(height: 300)
    let kit = TableKit(
      table: random.pair().old, view: view, rowIdentity: \.id, rowsEqual: { $0 == $1 },
      sectionIdentity: \.id, sectionsEqual: { $0 == $1 })
    let rejected = Recorder(
      kit.diagnostics.compactMap { diagnostic -> String? in
        if case .rejectedBatch = diagnostic { return diagnostic.description }
        return nil
      })
    func expectViewShows(_ table: TestTable, _ label: String) {
      let rendered = renderedRows(view)
      let counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
      #expect(counts == table.sections.map(\.rows.count), "seed \(seed) \(label): counts")
      let expected = renderedRowsOf(table, visible: view.indexPathsForVisibleRows ?? [])
      #expect(rendered == expected, "seed \(seed) \(label): cells")
    }
    for step in 0..<6 {
      // An arbitrary table, then an edit of it (moves across sections, duplicates, updates).
      let (arbitrary, edited) = random.pair()
      kit.table.value = arbitrary
      view.finishAnimations()
      expectViewShows(arbitrary, "step \(step) arbitrary")
      kit.table.value = edited
      view.finishAnimations()
      expectViewShows(edited, "step \(step) edited")
      let maxOffset = max(0, view.contentSize.height - view.bounds.height)
      let offset = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random.random))
      scroll(view, toY: offset)
      expectViewShows(edited, "step \(step) scrolled to \(offset)")
    }
    #expect(rejected.values.isEmpty, "seed \(seed)")
  }

  private func renderedRowsOf(_ table: TestTable, visible: [IndexPath]) -> [String] {
    visible.map { "\($0.section)-\($0.row) \(table[$0].description)" }
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitFirstUpdateTests {
  @Test func theFirstUpdateOfAViewThatNeverLoadedItsCountsIsValid() {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    view.rowHeight = 44
    let kit = TableKit<EmptySection, Message>(view: view)
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = messages([1, 2])
    kit.table.value = messages([2, 3])
    view.finishAnimations()
    #expect(renderedRows(view) == ["0-0 m2", "0-1 m3"])
    #expect(diagnostics.values.isEmpty)
  }
}
