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
