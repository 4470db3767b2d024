import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitEditingTests {
  @Test func deletingARowRemovesItFromTheTableValue() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let deleted = Recorder(kit.didDelete)
    let tables = Recorder(kit.table)
    let path = IndexPath(row: 1, section: 0)
    #expect(kit.view.askedCanEdit(rowAt: path) == true)
    #expect(kit.view.askedEditingStyle(forRowAt: path) == .delete)
    kit.view.sendCommit(.delete, forRowAt: path)
    #expect(deleted.values == [Message(2)])
    #expect(tables.values == [messages([1, 3])])
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m3"])
  }

  @Test func togglingEditingLeavesTheSelectionTheTableHolds() {
    // Rules.md R-select-4: every change of mode clears a table's selection (inferred), except
    // entering editing with several rows under multiple selection in both modes.
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.allowsSelectionDuringEditing = true
    kit.selection.value = [Message(2)]
    let selections = Recorder(kit.selection)
    kit.isEditing.value = true
    #expect(kit.selection.value == [])
    #expect(kit.view.indexPathsForSelectedRows == nil)
    kit.selection.value = [Message(3)]
    kit.isEditing.value = false
    #expect(kit.selection.value == [])
    #expect(selections.values == [[], [Message(3)], []])

    kit.view.allowsMultipleSelection = true
    kit.view.allowsMultipleSelectionDuringEditing = true
    kit.selection.value = [Message(1), Message(3)]
    kit.isEditing.value = true
    #expect(kit.selection.value == [Message(1), Message(3)])
    #expect(kit.view.indexPathsForSelectedRows?.count == 2)
  }

  @Test func rowsAreNotEditableUntilAClosureAllowsIt() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let path = IndexPath(row: 0, section: 0)
    #expect(kit.view.askedCanEdit(rowAt: path) == false)
    kit.view.sendCommit(.delete, forRowAt: path)
    #expect(kit.table.value == messages([1]))
  }

  @Test func movingARowUpdatesTheTableValueOnly() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canMove = { _ in true }
    let moved = Recorder(kit.didMove)
    kit.view.sendMove(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(kit.table.value == messages([2, 3, 1]))
    #expect(moved.values == [Message(1)])
  }

  @Test func swipeActionsRunTheirHandlers() throws {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var archived: [Int] = []
    kit.trailingSwipeActions = { message in
      [
        SwipeAction(title: "Archive") {
          archived.append(message.id)
          return true
        }
      ]
    }
    let path = IndexPath(row: 1, section: 0)
    let configuration = kit.view.askedTrailingSwipeActions(forRowAt: path)
    let action = try #require(configuration?.actions.first)
    #expect(action.title == "Archive")
    var finished: Bool?
    action.handler(action, kit.view) { finished = $0 }
    #expect(archived == [2])
    #expect(finished == true)
  }
}
