import TableKitTesting
import Testing

@testable import TableKit

/// Setting the table animates the diff through the shared pipeline: kept cells stay, changed
/// rows are reconfigured in place, observers hear once the view has the rows.
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

  @Test func settingATableAnimatesTheDiffAndKeepsTheCellsOfKeptRows() {
    let view = deferredCollectionView()
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: view)
    view.layoutIfNeeded()
    let cellOf2 = view.cellForItem(at: IndexPath(item: 1, section: 0))
    kit.table.value = tiles([0, 2, 3, 4])
    kit.view.finishAnimations()
    #expect(view.batchCount == 1)
    #expect(renderedItems(view) == ["0-0 t0", "0-1 t2", "0-2 t3", "0-3 t4"])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf2)
  }

  @Test func aChangedRowIsReconfiguredInItsOwnCell() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    let cell = kit.view.cellForItem(at: IndexPath(item: 1, section: 0))
    kit.table.value = Table(rows: [Tile(1), Tile(2, "two"), Tile(3)])
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 two", "0-2 t3"])
    #expect(kit.view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
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

  @Test func aRowThatMovesAndChangesShowsItsNewContentAtItsNewPlace() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [Tile(3, "three"), Tile(1), Tile(2)])
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 three", "0-1 t1", "0-2 t2"])
  }

  @Test func observersHearOfATableOnceTheViewHasItsRows() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    var counts: [Int] = []
    let bag = DisposeBag()
    bag += kit.table.onValue { _ in counts.append(kit.view.numberOfItems(inSection: 0)) }
    kit.table.value = tiles([1, 2, 3])
    kit.view.finishAnimations()
    #expect(counts == [3])
  }

  @Test func tablesSetWhileAnUpdateAnimatesAreCoalescedLatestWins() {
    let view = deferredCollectionView()
    let kit = CollectionKit(table: tiles([1]), view: view)
    view.layoutIfNeeded()
    let tables = Recorder(kit.table)
    kit.table.value = tiles([1, 2])
    kit.view.finishAnimations()
    kit.table.value = tiles([1, 2, 3])
    kit.view.finishAnimations()
    kit.table.value = tiles([1, 2, 3, 4])
    kit.view.finishAnimations()
    #expect(kit.table.value == tiles([1, 2, 3, 4]))
    #expect(view.batchCount == 1)
    view.finishDeferredAnimations()
    #expect(view.batchCount == 2)
    #expect(tables.values == [tiles([1, 2]), tiles([1, 2, 3, 4])])
    #expect(renderedItems(view).count == 4)
  }

  @Test func aTableSetFromAConfigureClosureWaitsForUIKitsPass() async {
    let kit = CollectionKit<EmptySection, Tile>(
      table: tiles([1, 2]), view: windowedCollectionView())
    var setOnce = false
    kit.register(UICollectionViewCell.self, for: Tile.self) { [unowned kit] _, tile, _ in
      if !setOnce, tile.id == 2 {
        setOnce = true
        kit.table.value = tiles([1, 2, 3])
        kit.view.finishAnimations()
      }
    }
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(kit.view.numberOfItems(inSection: 0) == 3)
    #expect(kit.table.value == tiles([1, 2, 3]))
  }

  @Test func sectionsAreInsertedDeletedAndMovedWithTheirItems() {
    let kit = CollectionKit(
      table: Table(sections: [("a", [Tile(1)]), ("b", [Tile(2)])]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    kit.table.value = Table(sections: [("c", [Tile(3)]), ("b", [Tile(2), Tile(1)])])
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t3", "1-0 t2", "1-1 t1"])
  }
}
