import Foundation
import TableKitTesting
import Testing

@_spi(Testing) @testable import TableKit

/// Each user closure may set the table again: the change waits for UIKit's pass, as in TableKit.
@MainActor @Suite(.keepsWindows) struct CollectionKitReentrancyTests {
  @Test func aTableSetFromASizeClosureWaitsForTheLayoutPass() async {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    var setOnce = false
    kit.sizeForRow = { [unowned kit] _, _ in
      if !setOnce {
        setOnce = true
        kit.table.value = tiles([1, 2, 3])
        kit.view.finishAnimations()
      }
      return CGSize(width: 100, height: 40)
    }
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t2", "0-2 t3"])
  }

  @Test func aTableSetFromADidMoveHandlerAppliesToTheMovedTable() async {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.canMove = { _ in true }
    let bag = DisposeBag()
    bag += kit.didMove.onValue { [unowned kit] _ in
      kit.table.value = kit.table.value.appending(Tile(4))
    }
    kit.view.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    await waitForDeferredUpdates()
    #expect(renderedItems(kit.view) == ["0-0 t2", "0-1 t3", "0-2 t1", "0-3 t4"])
  }

  @Test func aTableSetFromADidSelectHandlerLeavesTheTapReportingTheTappedRow() async {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    let selected = Recorder(kit.didSelect)
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { _ in kit.table.value = tiles([0, 1, 2]) }
    kit.view.tap(item: 1)
    await waitForDeferredUpdates()
    #expect(selected.values == [Tile(2)])
    #expect(kit.selection.value == [Tile(2)])
    #expect(kit.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func nearEndStaysQuietWhileAPageLoads() {
    let kit = CollectionKit(table: tiles(Array(0..<30)), view: windowedCollectionView())
    let nearEnd = Recorder(kit.nearEnd)
    kit.isLoadingNextPage = true
    kit.view.scrollToEnd()
    #expect(nearEnd.values.isEmpty)
  }

  @Test func aKitReleasedWithoutDisposeEndsItsBags() {
    let ended = LifetimeProbe()
    let view = windowedCollectionView()
    let warnings = recordingKitWarnings {
      do {
        let kit = CollectionKit(table: tiles([1]), view: view)
        kit.register(TileCell.self, for: Tile.self) { _, _, lifetimes in
          lifetimes.configuration += ended.disposer("configuration")
          lifetimes.row += ended.disposer("row")
        }
        view.layoutIfNeeded()
      }
      #expect(Set(ended.names) == ["configuration", "row"])
    }
    #expect(warnings.count == 1)
  }
}

extension Table where Section == EmptySection {
  /// Returns the table with a row added at the end of its only section.
  fileprivate func appending(_ row: Row) -> Table { Table(rows: Array(self) + [row]) }
}
