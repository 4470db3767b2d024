import TableKitTesting
import Testing

@testable import TableKit

/// Every change goes through one pipeline: edits made while an update animates apply to the
/// app's newest table, and nothing the app set is lost.
@MainActor @Suite(.keepsWindows) struct TableKitInFlightEditTests {
  @Test func aDeleteWhileAnUpdateAnimatesKeepsTheAppsNewerTable() async {
    let view = windowedTableView()
    let kit = TableKit(table: messages([1, 2, 3]), view: view)
    kit.canDelete = { _ in true }
    view.layoutIfNeeded()
    kit.table.value = messages([1, 2, 3, 4])  // animating
    kit.table.value = messages([1, 2, 3, 4, 5])  // waits for the animation
    view.swipe(rowAt: IndexPath(row: 0, section: 0)).tapAction(titled: "Delete")
    #expect(kit.table.value == messages([2, 3, 4, 5]))
    view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(renderedRows(view) == ["0-0 m2", "0-1 m3", "0-2 m4", "0-3 m5"])
    #expect(kit.table.value == messages([2, 3, 4, 5]))
  }

  @Test func aMoveWhileATableWaitsIsAppliedToThatTable() async {
    let view = windowedTableView()
    let kit = TableKit(table: messages([1, 2, 3]), view: view)
    kit.canMove = { _ in true }
    view.layoutIfNeeded()
    kit.table.value = messages([1, 2, 3, 4])
    kit.table.value = messages([1, 2, 3, 4, 5])
    view.setEditing(true, animated: false)
    view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    view.setEditing(false, animated: false)
    #expect(kit.table.value == messages([2, 3, 1, 4, 5]))
    view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(renderedRows(view) == ["0-0 m2", "0-1 m3", "0-2 m1", "0-3 m4", "0-4 m5"])
  }

  @Test func tablesObserversHearOfADeleteAtOnceWhenNothingWaits() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let tables = Recorder(kit.table)
    kit.view.swipe(rowAt: IndexPath(row: 1, section: 0)).tapAction(titled: "Delete")
    #expect(tables.values == [messages([1, 3])])
  }
}

/// A table set from inside one of the kit's callbacks waits until UIKit's pass ends.
@MainActor @Suite(.keepsWindows) struct TableKitReentrantSetTests {
  @Test func aTableSetFromAConfigureClosureNeverLeavesACellShowingAnotherRow() async {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    var inserted = false
    kit.register(UITableViewCell.self, for: Message.self) { [unowned kit] cell, message, _ in
      cell.textLabel?.text = message.text
      if message.id == 2 && !inserted {
        inserted = true
        kit.table.value = messages([0, 1, 2, 3])
      }
    }
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 m2", "0-3 m3"])
  }

  @Test func aTableSetFromAConfigureClosureDuringAScrollIsShown() async {
    let kit = TableKit(table: messages(Array(0..<20)), view: windowedTableView())
    var replaced = false
    kit.register(UITableViewCell.self, for: Message.self) { [unowned kit] cell, message, _ in
      cell.textLabel?.text = message.text
      if message.id == 6 && !replaced {
        replaced = true
        kit.table.value = messages(Array(100..<120))
      }
    }
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 100)
    #expect(replaced)
    await waitForDeferredUpdates()
    #expect(kit.view.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "m102")
    #expect(
      kit.view.visibleRows.allSatisfy { path in
        kit.view.cellForRow(at: path)?.textLabel?.text == "m\(100 + path.row)"
      })
  }

  @Test func aTableSetFromHeightForRowDuringAReloadIsAppliedAfterIt() async {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    var shrunk = false
    kit.heightForRow = { [unowned kit] _, _ in
      if !shrunk {
        shrunk = true
        kit.table.value = messages([1])
      }
      return 44
    }
    kit.view.reloadData()
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m1"])
  }

  @Test func aTableSetFromAnEstimatedHeightDuringAScrollIsAppliedAfterIt() async {
    let kit = TableKit(table: messages(Array(0..<30)), view: windowedTableView())
    var shrunk = false
    kit.estimatedHeightForRow = { [unowned kit] message, _ in
      if message.id == 12 && !shrunk {
        shrunk = true
        kit.table.value = messages(Array(0..<5))
      }
      return 44
    }
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 300)
    await waitForDeferredUpdates()
    #expect(kit.view.numberOfRows(inSection: 0) == 5)
    #expect(kit.table.value == messages(Array(0..<5)))
  }

  @Test func aTableSetFromCanSelectDuringATapReportsTheTappedRow() async {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canSelect = { [unowned kit] _, _ in
      kit.table.value = messages([0, 1, 2, 3])
      return true
    }
    let selected = Recorder(kit.didSelect)
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    #expect(selected.values == [Message(2)])
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 m2", "0-3 m3"])
    #expect(kit.selection.value == [Message(2)])
  }

  @Test func rejectingAMoveAcrossSectionsFromDidMoveRestoresTheTable() async {
    let original = Table(sections: [("a", [Message(1), Message(2)]), ("b", [Message(3)])])
    let kit = TableKit(table: original, view: windowedTableView())
    kit.canMove = { _ in true }
    let bag = DisposeBag()
    bag += kit.didMove.onValue { _ in kit.table.value = original }
    kit.view.setEditing(true, animated: false)
    kit.view.drag(rowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
    await waitForDeferredUpdates()
    #expect(kit.table.value == original)
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "1-0 m3"])
  }

  @Test func aSelectionSetInsideDidSelectIsAppliedAfterTheTap() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let selections = Recorder(kit.selection)
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { _ in kit.selection.value = [] }
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    #expect(selections.values == [[Message(1)], []])
    #expect(kit.view.indexPathsForSelectedRows ?? [] == [])
  }
}

/// Observers of the table run once the view has the new rows; selection resolves against the
/// latest table.
@MainActor @Suite(.keepsWindows) struct TableKitObserverOrderTests {
  @Test func anObserverCanScrollToTheNewLastRow() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let bag = DisposeBag()
    var counts: [Int] = []
    bag += kit.table.onValue { table in
      counts.append(kit.view.numberOfRows(inSection: 0))
      kit.view.scrollToRow(
        at: IndexPath(row: table.count - 1, section: 0), at: .bottom, animated: false)
    }
    kit.table.value = messages(Array(1...20))
    #expect(counts == [20])
    #expect(kit.view.visibleRows.last == IndexPath(row: 19, section: 0))
  }

  @Test func anObserverCanSelectARowOfTheNewTable() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    let bag = DisposeBag()
    bag += kit.table.onValue { _ in kit.selection.value = [Message(2)] }
    kit.table.value = messages([1, 2])
    #expect(kit.selection.value == [Message(2)])
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(diagnostics.values.isEmpty)
  }

  @Test func aSelectionSetWhileATableWaitsIsResolvedAgainstThatTable() {
    let view = windowedTableView()
    let kit = TableKit(table: messages([1]), view: view)
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = messages([1, 2])  // animating
    kit.table.value = messages([1, 2, 9])  // waits
    kit.selection.value = [Message(9)]
    #expect(kit.selection.value == [Message(9)])
    view.finishAnimations()
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(kit.selection.value == [Message(9)])
    #expect(diagnostics.values.isEmpty)
  }

  @Test func theTableValueReadsBackAtOnceWhileObserversWaitForTheView() {
    let view = windowedTableView()
    let kit = TableKit(table: messages([1]), view: view)
    let tables = Recorder(kit.table)
    kit.table.value = messages([1, 2])
    kit.table.value = messages([3])
    #expect(kit.table.value == messages([3]))
    #expect(tables.values == [messages([1, 2])])
    view.finishAnimations()
    #expect(tables.values == [messages([1, 2]), messages([3])])
  }
}

/// The default swipe Delete deletes the row the user swiped, wherever it is when tapped.
@MainActor @Suite(.keepsWindows) struct TableKitSwipeDeleteTests {
  @Test func itDeletesTheSwipedRowAfterRowsAreInsertedAbove() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let actions = kit.view.swipe(rowAt: IndexPath(row: 1, section: 0))
    kit.table.value = messages([0, 1, 2, 3])
    actions.tapAction(titled: "Delete")
    #expect(kit.table.value == messages([0, 1, 3]))
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 m3"])
  }

  @Test func itDeletesNothingWhenTheRowWasRemovedMeanwhile() {
    let kit = TableKit(table: messages([1, 2, 3, 4, 5]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let deleted = Recorder(kit.didDelete)
    let actions = kit.view.swipe(rowAt: IndexPath(row: 4, section: 0))
    kit.table.value = messages([1, 2, 3, 4])
    #expect(actions.tapAction(titled: "Delete") != true)
    #expect(deleted.values.isEmpty)
    #expect(kit.table.value == messages([1, 2, 3, 4]))
  }
}
