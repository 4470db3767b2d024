import TableKitTesting
import Testing

@testable import TableKit

/// Updates on UIKit's clock: the batch's completion, and the deleted rows' end of display,
/// arrive after `performBatchUpdates` returns (HeadlessUIKit Rules.md R-time-2), so tables and
/// edits made meanwhile wait in the pipeline and the latest wins.
@MainActor @Suite(.keepsWindows) struct TableKitLateCompletionTests {
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
}
