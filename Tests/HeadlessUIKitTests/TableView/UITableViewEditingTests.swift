import HeadlessUIKit
import Testing

/// Rules.md R-edit-*: editing mode, editing styles, and the commit and move flows.
@MainActor @Suite struct UITableViewEditingTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func editingDefaultsOffAndReachesTheVisibleCells() {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    #expect(!table.isEditing)
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
    table.isEditing = false
    #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
  }

  @Test func aRowTheDataSourceCannotEditHasNoEditingStyle() {
    let fixture = TableFixture(rows: [2])
    fixture.dataSource.canEdit = false
    fixture.table.isEditing = true
    #expect(fixture.table.visibleCells.allSatisfy { $0.editingStyle == .none })
  }

  @Test func enteringEditingDropsASelectionEditingDoesNotAllow() {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsSelectionDuringEditing = true
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == path(1))
  }

  @Test func everyChangeOfModeClearsTheSelectionEvenWhenTheNewModeAllowsIt() {
    // Rules.md R-select-4 (inferred from the iOS 18.2 decompile's `_setEditing:animated:forced:`).
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.allowsSelectionDuringEditing = true
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    table.selectRow(at: path(2), animated: false, scrollPosition: .none)
    table.setEditing(false, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(!fixture.log.calls.contains { $0.hasPrefix("didDeselect") })
  }

  @Test func enteringEditingKeepsSeveralRowsWhenBothModesAllowMultipleSelection() {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.allowsMultipleSelection = true
    table.allowsMultipleSelectionDuringEditing = true
    table.selectRow(at: path(0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(2), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathsForSelectedRows == [path(0), path(2)])
    // One selected row is not kept, nor is any selection when leaving editing.
    table.setEditing(false, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    table.setEditing(true, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func aCommittedDeleteUpdatesModelAndTable() {
    // Rules.md R-edit-2 commit flow: the data source updates its model and calls deleteRows.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.dataSource.tableView(table, commit: .delete, forRowAt: path(1))
    #expect(fixture.visibleTitles == ["0-0", "0-2"])
    table.headless.finishAnimations()  // Rules.md R-time-2
    #expect(fixture.log.calls.contains("didEndDisplaying 0-1"))
  }

  @Test func aUserMoveIsTheDataSourceMoveThenTheTableMove() {
    // Rules.md R-edit-5 moving: the data source only updates its model; the script then moves the row, as
    // UIKit's reorder control has already done on screen.
    let fixture = TableFixture(rows: [4])
    let table = fixture.table
    table.layoutIfNeeded()
    let target =
      table.delegate?.tableView(
        table, targetIndexPathForMoveFromRowAt: path(0), toProposedIndexPath: path(2)) ?? path(2)
    fixture.dataSource.tableView(table, moveRowAt: path(0), to: target)
    table.moveRow(at: path(0), to: target)
    #expect(fixture.visibleTitles == ["0-1", "0-2", "0-0", "0-3"])
  }
}
