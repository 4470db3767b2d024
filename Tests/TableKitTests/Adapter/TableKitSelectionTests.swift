import Testing

@testable import TableKit

@MainActor @Suite struct TableKitSelectionTests {
  @Test func tapsUpdateTheSelection() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.tap(row: 2)
    #expect(kit.selection.value == [Message(3)])
  }

  @Test func settingTheSelectionSelectsWithoutDelegateEvents() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    let selected = Recorder(kit.didSelect)
    kit.selection.value = [Message(2)]
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(selected.values.isEmpty)
    kit.selection.value = []
    #expect(kit.view.indexPathsForSelectedRows == nil)
  }

  @Test func theSelectionFollowsItsRowThroughDiffs() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.selection.value = [Message(2)]
    kit.table.value = Table(rows: [Message(0), Message(3), Message(2, "moved"), Message(1)])
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(kit.selection.value == [Message(2, "moved")])
    kit.table.value = messages([0, 1])
    #expect(kit.selection.value.isEmpty)
  }

  @Test func multipleSelectionBindsSeveralRows() {
    let view = windowedTableView()
    view.allowsMultipleSelection = true
    let kit = TableKit(table: messages([1, 2, 3]), view: view)
    let values = Recorder(kit.selection)
    kit.selection.value = [Message(1), Message(3)]
    view.tap(row: 1)
    view.tap(row: 0)
    #expect(kit.selection.value == [Message(2), Message(3)])
    #expect(values.values.last == [Message(2), Message(3)])
  }
}
