import TableKitTesting
import Testing

@testable import TableKit

/// Random trees, random toggles by the user and the app, and random new trees, on both kits,
/// with updates left animating or finished: the rows shown are always the tree flattened by the
/// expansion state, and the view accepts every batch (HeadlessUIKit stops on one UIKit rejects;
/// the kit reports none rejected by its own check).
@MainActor @Suite(.keepsWindows) struct OutlinePropertyTests {
  @Test(arguments: KitKind.allCases)
  func theShownRowsAreAlwaysTheFlatteningOfTheTreeByExpansion(kind: KitKind) async {
    for seed in UInt64(1)...12 {
      var random = SplitMix64(seed: seed &* 7919 &+ (kind == .table ? 0 : 1))
      let fixture = OutlineFixture(kind, randomTree(&random), height: 300)
      var rejected: [String] = []
      let bag = DisposeBag()
      bag += fixture.driver.kit.diagnostics.onValue { diagnostic in
        if case .rejectedBatch(let reason) = diagnostic { rejected.append(reason) }
      }
      for step in 0..<30 {
        let action = Int.random(in: 0..<100, using: &random)
        if action < 35 {
          // The user taps a visible parent (or a leaf, which selects it).
          let visible = fixture.driver.visiblePaths
          if let path = visible.randomElement(using: &random) {
            fixture.driver.tap(path)
          }
        } else if action < 55 {
          // The user's toggle through the entry point an accessory calls.
          fixture.outline.toggle(Int.random(in: 1...30, using: &random))
        } else if action < 75 {
          // The app sets the expansion.
          fixture.outline.expanded.value = Set((1...30).filter { _ in random.chance(40) })
        } else {
          fixture.tree.value = randomTree(&random)
        }
        if random.chance(50) { await waitForDeferredUpdates() }
        let expected = flattened(fixture.tree.value, fixture.outline.expanded.value)
        // The latest table the kit was given is always the flattening...
        #expect(
          fixture.tableNames == expected, "seed \(seed), step \(step): the table")
      }
      // ...and the view shows it once updates settle.
      await waitForDeferredUpdates()
      fixture.driver.view.finishAnimations()
      let expected = flattened(fixture.tree.value, fixture.outline.expanded.value)
      #expect(fixture.driver.rowCounts == [expected.count], "seed \(seed)")
      #expect(fixture.driver.kit.shown.map(\.text) == expected, "seed \(seed)")
      #expect(rejected.isEmpty, "seed \(seed): \(rejected)")
    }
  }

  /// A tree of up to 30 nodes with identities 1...30, up to 4 levels deep.
  private func randomTree(_ random: inout SplitMix64) -> [Folder] {
    var ids = Array(1...30).shuffled(using: &random)[..<Int.random(in: 0...30, using: &random)]
    func nodes(level: Int) -> [Folder] {
      var made: [Folder] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        guard let id = ids.popLast() else { break }
        if level < 4, random.chance(50) {
          made.append(.folder(id, "f\(id)", nodes(level: level + 1)))
        } else {
          made.append(.file(id, "f\(id)"))
        }
      }
      return made
    }
    return nodes(level: 0)
  }

  /// The names shown for a tree and expansion, written plainly (recursion) to check the kit.
  private func flattened(_ nodes: [Folder], _ expanded: Set<Int>) -> [String] {
    nodes.flatMap { node -> [String] in
      guard let children = node.children, expanded.contains(node.id) else { return [node.name] }
      return [node.name] + flattened(children, expanded)
    }
  }
}
