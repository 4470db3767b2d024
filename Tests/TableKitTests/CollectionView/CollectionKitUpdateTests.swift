import TableKitTesting
import Testing

@testable import TableKit

/// A collection view shows the table as a grid, in any layout, and UIKit's reconfigures see the
/// grid's old shape with the new content (the updates both kits share are contract tests).
@MainActor @Suite(.keepsWindows) struct CollectionKitUpdateTests {
  @Test func showsTheTableAsAGridOfItems() {
    let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
    #expect(kit.view.renderedText() == "  t1 | t2 | t3\n  t4")
  }

  @Test func ownsAFlowLayoutViewByDefault() {
    let kit = CollectionKit(table: tiles([1]))
    #expect(kit.view.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(kit.view.numberOfItems(inSection: 0) == 1)
  }

  @Test func adoptsAViewWithAnyLayout() {
    let layout = UICollectionViewLayout()
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let kit = CollectionKit(table: tiles([1, 2]), view: view)
    #expect(kit.view === view)
    #expect(view.collectionViewLayout === layout)
    #expect(view.numberOfItems(inSection: 0) == 2)
  }

  /// UIKit resolves a reconfigure at the call, at the before-update path (Rules.md R-time-1):
  /// the data source must answer the old shape with the new content then.
  @Test func aReconfigureSeesTheOldShapeWithTheNewContentAtUIKitsTime() {
    let view = deferredCollectionView()
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: view)
    view.layoutIfNeeded()
    var seen: [String] = []
    view.onReconfigure = { [unowned kit] paths in
      seen = paths.map { "\($0.item) \(kit.shown[$0].text) of \(kit.shown.count)" }
    }
    kit.table.value = Table(rows: [Tile(0), Tile(1), Tile(3, "three"), Tile(4), Tile(5)])
    kit.view.finishAnimations()
    #expect(seen == ["2 three of 3"])
    #expect(renderedItems(view) == ["0-0 t0", "0-1 t1", "0-2 three", "0-3 t4", "0-4 t5"])
  }
}
