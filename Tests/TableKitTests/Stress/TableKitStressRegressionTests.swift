import TableKitTesting
import Testing

@testable import TableKit

/// Bugs the stress test found, each pinned by the smallest session that shows it.
@MainActor @Suite(.keepsWindows) struct TableKitStressRegressionTests {
  @Test func enteringEditingClearsASelectionTheViewDrops() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.view.tap(row: 0)
    #expect(kit.selection.value == [Message(1)])
    kit.isEditing.value = true
    // UIKit drops the selection: rows cannot be selected while editing by default.
    #expect(kit.view.indexPathsForSelectedRows == nil)
    #expect(kit.selection.value == [])
  }

  /// UIKit calls `moveRowAt` before it moves the row in the view: an observer that scrolled to
  /// or selected a row of the new table then would name a row the view does not have yet.
  @Test func observersOfTheTableHearOfAMoveOnceTheViewHasMovedTheRow() async {
    let kit = TableKit(
      table: Table(sections: [("a", [Message(1), Message(2)]), ("b", [Message(3)])]),
      view: windowedTableView())
    kit.canMove = { _ in true }
    kit.isEditing.value = true
    let probe = CountsProbe()
    let subscription = kit.table.onValue { _ in probe.record(kit.view) }
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(
      kit.table.value == Table(sections: [("a", [Message(2)]), ("b", [Message(3), Message(1)])]))
    await waitForDeferredUpdates()
    #expect(probe.heard == [[1, 2]])
    subscription.dispose()
  }

  /// The row dropped at the top of a section goes to that section of the table the app set
  /// meanwhile, found by identity, not to the section at the same index.
  @Test func aRowDroppedAtTheTopOfASectionGoesThereInATableWithReorderedSections() {
    let kit = TableKit(
      table: Table(sections: [("a", [Message(1)]), ("b", [Message(2)])]),
      view: windowedTableView())
    kit.canMove = { _ in true }
    kit.isEditing.value = true
    kit.table.value = Table(sections: [("a", [Message(1), Message(3)]), ("b", [Message(2)])])
    kit.table.value = Table(sections: [("b", [Message(2)]), ("a", [Message(1), Message(3)])])
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(
      kit.table.value == Table(sections: [("b", [Message(1), Message(2)]), ("a", [Message(3)])]))
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "1-0 m3"])
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitMoveSelectionTests {
  /// UIKit moves its selected paths only after `moveRowAt` returns: read then, the selected
  /// row's old path lay past the end of the table, and the kit trapped.
  @Test func movingASelectedRowIntoAnEarlierSectionKeepsItSelected() async {
    let kit = TableKit(
      table: Table(sections: [("a", [Message(1), Message(2)]), ("b", [Message(3)])]),
      view: windowedTableView())
    kit.canMove = { _ in true }
    kit.view.allowsSelectionDuringEditing = true
    kit.isEditing.value = true
    kit.view.tap(rowAt: IndexPath(row: 0, section: 1))
    let selections = Recorder(kit.selection)
    kit.view.drag(rowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    #expect(kit.selection.value == [Message(3)])
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(selections.values.isEmpty)
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitInsertEventTests {
  /// The request is reported once the new row is in: it named the tapped row at its old path,
  /// where the view's table now holds the new row.
  @Test func anInsertRequestNamesTheTappedRowWhereItNowIs() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.canInsert = { $0.id == 2 }
    kit.makeInsertedRow = { _ in Message(3) }
    kit.isEditing.value = true
    let events = Recorder(kit.rowEvents.filter { $0.kind == .insert })
    kit.view.insert(rowAt: IndexPath(row: 1, section: 0))
    #expect(kit.table.value == messages([1, 3, 2]))
    #expect(
      events.values == [
        RowEvent(kind: .insert, row: Message(2), indexPath: IndexPath(row: 2, section: 0))
      ])
  }
}

/// Records a table view's row counts each time it is asked to.
@MainActor final class CountsProbe {
  private(set) var heard: [[Int]] = []

  func record(_ view: UITableView) {
    heard.append((0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) })
  }
}
