import TableKitTesting
import Testing

@testable import TableKit

/// Editing as the user does it: moves with a guard, the plus button, swipes, editing mode, and
/// value-returning selection slots.
@MainActor @Suite(.keepsWindows) struct TableKitEditingControlTests {
  @Test func aMoveGuardKeepsRowsInTheirSection() {
    let kit = TableKit(
      table: Table(sections: [("a", [Message(1), Message(2)]), ("b", [Message(3)])]),
      view: windowedTableView())
    kit.canMove = { _ in true }
    kit.moveTarget = { _, source, proposed in
      proposed.section == source.section ? proposed : source
    }
    let moves = Recorder(kit.moves)
    kit.isEditing.value = true
    let landed = kit.view.drag(
      rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(landed == IndexPath(row: 0, section: 0))
    #expect(moves.values.isEmpty)
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(
      moves.values == [
        RowMove(
          row: Message(1), source: IndexPath(row: 0, section: 0),
          destination: IndexPath(row: 1, section: 0))
      ])
    #expect(
      kit.table.value == Table(sections: [("a", [Message(2), Message(1)]), ("b", [Message(3)])]))
  }

  @Test func thePlusButtonInsertsTheRowTheAppMakes() {
    let kit = TableKit(table: messages([1, 99]), view: windowedTableView())
    kit.canInsert = { $0.id == 99 }
    var next = 2
    kit.makeInsertedRow = { _ in
      defer { next += 1 }
      return Message(next)
    }
    let requests = Recorder(kit.didRequestInsert)
    kit.isEditing.value = true
    kit.view.insert(rowAt: IndexPath(row: 1, section: 0))
    kit.view.insert(rowAt: IndexPath(row: 2, section: 0))
    #expect(kit.table.value == messages([1, 2, 3, 99]))
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 m3", "0-3 m99"])
    #expect(requests.values == [Message(99), Message(99)])
  }

  @Test func aPlusButtonRowWhoseIdentityIsInTheTableIsReported() {
    let kit = TableKit(table: messages([1, 99]), view: windowedTableView())
    kit.canInsert = { $0.id == 99 }
    kit.makeInsertedRow = { _ in Message(1) }
    let diagnostics = Recorder(kit.diagnostics)
    kit.isEditing.value = true
    kit.view.insert(rowAt: IndexPath(row: 1, section: 0))
    #expect(kit.table.value == messages([1, 1, 99]))
    #expect(
      diagnostics.values == [
        .duplicateRowIdentifier(
          "1", indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
      ])
  }

  @Test func editingModeIsAReadWriteSignal() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let states = Recorder(kit.isEditing)
    kit.isEditing.value = true
    #expect(kit.view.isEditing)
    kit.isEditing.value = false
    #expect(!kit.view.isEditing)
    #expect(states.values == [true, false])
  }

  @Test func editingModeStartsDuringASwipe() {
    // A swipe sets the view's isEditing to true without editing mode (HeadlessUIKit Rules.md
    // R-edit-3): setting kit.isEditing must still put the table into editing mode.
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let swipe = kit.view.swipe(rowAt: IndexPath(row: 0, section: 0))
    kit.isEditing.value = true
    #expect(kit.view.isEditing)
    #expect(kit.view.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == true)
    #expect(kit.view.renderedText().contains("⊖ m2"))
    _ = swipe
  }

  @Test func swipesReportTheirBeginningAndEndEvenWhenTheRowIsDeleted() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let began = Recorder(kit.willBeginEditing)
    let ended = Recorder(kit.didEndEditing)
    kit.view.swipe(rowAt: IndexPath(row: 0, section: 0)).close()
    kit.view.swipe(rowAt: IndexPath(row: 1, section: 0)).tapAction(titled: "Delete")
    #expect(began.values == [Message(1), Message(2)])
    #expect(ended.values == [Message(1), Message(2)])
  }

  @Test func aSelectionTargetRedirectsATap() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.selectionTarget = { message, path in
      message.id == 2 ? IndexPath(row: 2, section: 0) : path
    }
    let selected = Recorder(kit.didSelect)
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    #expect(selected.values == [Message(3)])
    #expect(kit.selection.value == [Message(3)])
  }

  @Test func aSelectionTargetOfNilVetoesTheTap() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.selectionTarget = { message, indexPath in message.id == 2 ? nil : indexPath }
    let selected = Recorder(kit.didSelect)
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    #expect(selected.values.isEmpty)
    #expect(kit.selection.value.isEmpty)
  }

  @Test func aDeselectionTargetCanKeepARowSelected() {
    let view = windowedTableView()
    view.allowsMultipleSelection = true
    let kit = TableKit(table: messages([1, 2]), view: view)
    kit.deselectionTarget = { message, path in message.id == 1 ? nil : path }
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    #expect(kit.selection.value == [Message(1)])
  }

  @Test func whileEditingTheSelectionFollowsTheEditingModesMultipleSelection() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.allowsMultipleSelectionDuringEditing = true
    kit.isEditing.value = true
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(1), Message(3)]
    #expect(kit.selection.value == [Message(1), Message(3)])
    #expect(diagnostics.values.isEmpty)
  }

  @Test func whileEditingWithoutMultipleSelectionTwoRowsAreReportedAndTheFirstKept() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.allowsMultipleSelection = true  // outside editing only
    kit.view.allowsSelectionDuringEditing = true
    kit.isEditing.value = true
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(1), Message(3)]
    #expect(kit.selection.value == [Message(1)])
    #expect(diagnostics.values == [.multipleSelectionNotAllowed(count: 2)])
    #expect(
      diagnostics.values.first?.description.contains("allowsMultipleSelectionDuringEditing")
        == true)
  }
}
