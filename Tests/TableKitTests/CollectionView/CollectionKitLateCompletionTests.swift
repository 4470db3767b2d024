import TableKitTesting
import Testing

@testable import TableKit

/// CollectionKit on UIKit's clock (HeadlessUIKit Rules.md R-time-2, both views): a deleted
/// item's cell ends its display when the update's animation ends, and tables set meanwhile wait
/// in the pipeline.
@MainActor @Suite struct CollectionKitLateCompletionTests {
  @Test func aDeletedItemEndsItsDisplayWhenTheAnimationEnds() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    let ended = Recorder(kit.didEndDisplaying)
    kit.table.value = tiles([1, 3])
    kit.table.value = tiles([0, 1, 3])  // waits: the view shows [1, 3] meanwhile
    #expect(ended.values.isEmpty)
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t3"])
    kit.view.finishNextAnimation()
    // Reported for the row the cell showed, though its old path now holds another row.
    #expect(ended.values == [Tile(2)])
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t0", "0-1 t1", "0-2 t3"])
    #expect(kit.view.pendingAnimationCount == 0)
  }

  @Test func aTableSetWhileAnAnimationIsInFlightIsShownWhenItEndsOnItsOwn() async {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    kit.table.value = tiles([1, 2])
    kit.table.value = tiles([2, 3])
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t2"])
    await waitForDeferredUpdates()
    #expect(renderedItems(kit.view) == ["0-0 t2", "0-1 t3"])
    #expect(kit.view.pendingAnimationCount == 0)
  }

  @Test func aMoveWhileAnAnimationIsInFlightIsKeptWhenItEnds() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.canMove = { _ in true }
    kit.view.layoutIfNeeded()
    kit.table.value = tiles([1, 2, 3, 4])  // animating
    kit.view.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t2", "0-1 t3", "0-2 t4", "0-3 t1"])
    #expect(kit.table.value == tiles([2, 3, 4, 1]))
  }
}
