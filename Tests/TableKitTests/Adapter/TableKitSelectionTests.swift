import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitSelectionTests {
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
    kit.view.finishAnimations()
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

  @Test func theSelectionChangesOnlyWhenTheSelectedRowsDo() {
    let view = windowedTableView()
    view.allowsMultipleSelection = true
    let kit = TableKit(table: messages([1, 2, 3]), view: view)
    kit.selection.value = [Message(1), Message(3)]
    let values = Recorder(kit.selection)
    kit.table.value = Table(rows: [Message(3), Message(2, "edited"), Message(1), Message(4)])
    #expect(values.values.isEmpty)
    view.finishAnimations()
    kit.table.value = Table(rows: [Message(3, "edited"), Message(2), Message(1), Message(4)])
    view.finishAnimations()
    #expect(values.values == [[Message(3, "edited"), Message(1)]])
    kit.table.value = Table(rows: [Message(3, "edited"), Message(1)])
    #expect(values.values.count == 1)
  }

  @Test func aTapReportsTheSelectedRowBeforeTheSelection() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    var events: [String] = []
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { events.append("didSelect \($0.id)") }
    bag += kit.didDeselect.onValue { events.append("didDeselect \($0.id)") }
    bag += kit.selection.onValue { events.append("selection \($0.map(\.id))") }
    kit.view.tap(row: 0)
    kit.view.tap(row: 2)
    #expect(
      events == [
        "didSelect 1", "selection [1]", "didDeselect 1", "selection []", "didSelect 3",
        "selection [3]",
      ])
    bag.dispose()
  }
}
