import TableKitTesting
import Testing

@testable import TableKit

/// Updates on UIKit's clock: the batch's completion, and the deleted rows' end of display,
/// arrive after `performBatchUpdates` returns (HeadlessUIKit Rules.md R-time-2), so tables and
/// edits made meanwhile wait in the pipeline and the latest wins.
@MainActor @Suite(.keepsWindows) struct TableKitLateCompletionTests {
  @Test func aTableSetWhileAnAnimationIsInFlightIsShownWhenItEndsOnItsOwn() async {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    kit.table.value = messages([1, 2])
    kit.table.value = messages([1, 2, 3])
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2"])
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 m3"])
    #expect(kit.view.pendingAnimationCount == 0)
  }

  @Test func tablesSetDuringAnAnimationCoalesceIntoOneUpdateWhenItEnds() {
    let view = inWindow(UpdateRecordingTableView(frame: .zero, style: .plain))
    let kit = TableKit(table: messages([1]), view: view)
    let tables = Recorder(kit.table)
    kit.table.value = messages([1, 2])
    kit.table.value = messages([1, 2, 3])
    kit.table.value = messages([4, 1])
    #expect(view.batchCount == 1)
    #expect(view.finishNextAnimation())
    #expect(view.batchCount == 2)
    #expect(renderedRows(view) == ["0-0 m4", "0-1 m1"])
    #expect(tables.values == [messages([1, 2]), messages([4, 1])])
    #expect(view.pendingAnimationCount == 1)
    #expect(view.finishNextAnimation())
    #expect(!view.finishNextAnimation())
    #expect(view.batchCount == 2)
  }

  @Test func aDeleteWhileAnAnimationIsInFlightReachesTheTableThatWaits() async {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canDelete = { _ in true }
    kit.view.layoutIfNeeded()
    kit.table.value = messages([1, 2, 3, 4])  // animating
    kit.table.value = messages([0, 1, 2, 3, 4])  // waits
    kit.view.swipe(rowAt: IndexPath(row: 1, section: 0)).tapAction(titled: "Delete")
    #expect(kit.table.value == messages([0, 1, 3, 4]))
    // The update, the swiped cell's transition (HeadlessUIKit Rules.md R-time-7), the delete.
    #expect(kit.view.pendingAnimationCount == 3)
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 m3", "0-3 m4"])
    #expect(kit.view.pendingAnimationCount == 0)
  }

  @Test func aMoveWhileAnAnimationIsInFlightIsKeptWhenItEnds() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canMove = { _ in true }
    kit.view.layoutIfNeeded()
    kit.table.value = messages([1, 2, 3, 4])  // animating
    kit.view.setEditing(true, animated: false)
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    kit.view.setEditing(false, animated: false)
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m2", "0-1 m3", "0-2 m4", "0-3 m1"])
    #expect(kit.table.value == messages([2, 3, 4, 1]))
  }

  @Test func aDeletedRowEndsItsDisplayWhenTheAnimationEnds() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    let ended = Recorder(kit.didEndDisplaying)
    kit.table.value = messages([1, 3])
    kit.table.value = messages([0, 1, 3])  // waits: the view shows [1, 3] meanwhile
    #expect(ended.values.isEmpty)
    kit.view.finishNextAnimation()
    // Reported for the row the cell showed, though its old path now holds another row.
    #expect(ended.values == [Message(2)])
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 m3"])
  }

  @Test func aSelectionSetDuringAnAnimationIsResolvedWhenItEnds() async {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    kit.table.value = messages([1, 2])
    kit.table.value = messages([3, 1, 2])
    kit.selection.value = [Message(2)]
    await waitForDeferredUpdates()
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }
}
