import HeadlessUIKit
import Testing

/// Rules.md R-select-*: programmatic selection, single and multiple selection, and the user's tap
/// sequence driven from outside through public API.
@MainActor @Suite struct UITableViewSelectionTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func programmaticSelectionCallsNoDelegateMethod() {
    let fixture = TableFixture(rows: [5])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.log.clear()
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    table.deselectRow(at: path(1), animated: false)
    table.selectRow(at: path(2), animated: true, scrollPosition: .none)
    #expect(fixture.log.calls(startingWith: "will", "did").isEmpty)
    #expect(table.indexPathForSelectedRow == path(2))
    #expect(table.cellForRow(at: path(2))?.isSelected == true)
  }

  @Test func nothingSelectedIsNilNotEmpty() {
    let fixture = TableFixture(rows: [5])
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.table.indexPathForSelectedRow == nil)
  }

  @Test func singleSelectionReplacesAndMultipleSelectionAccumulates() {
    let fixture = TableFixture(rows: [5])
    let table = fixture.table
    table.layoutIfNeeded()
    table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    table.selectRow(at: path(3), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [path(3)])
    #expect(table.cellForRow(at: path(1))?.isSelected == false)
    table.allowsMultipleSelection = true
    table.selectRow(at: path(4), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [path(3), path(4)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)  // the "deselect all" idiom
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func selectionIsIgnoredWhenNotAllowed() {
    let fixture = TableFixture(rows: [5])
    fixture.table.allowsSelection = false
    fixture.table.selectRow(at: path(1), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathForSelectedRow == nil)
  }

  @Test func aSelectedRowShowsSelectedWhenItScrollsIntoView() {
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    table.selectRow(at: path(20), animated: false, scrollPosition: .middle)
    #expect(table.contentOffset.y == 682)  // row 20 centered: 20 × 44 + 22 − 220
    #expect(table.cellForRow(at: path(20))?.isSelected == true)
  }

  @Test func selectingOutOfRangeWithAScrollPositionThrowsARangeException() {
    let fixture = TableFixture(rows: [3])
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.selectRow(at: path(7), animated: false, scrollPosition: .top)
    }
    #expect(error?.name == .rangeException)
    #expect(
      error?.reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 "
          + "rows in section 0.") == true)
  }

  /// Drives a tap as UIKit does, through public API only (Rules.md R-select-1 user tap path).
  func tap(_ indexPath: IndexPath, on table: UITableView) {
    guard let delegate = table.delegate else { return }
    guard delegate.tableView(table, shouldHighlightRowAt: indexPath) else { return }
    delegate.tableView(table, didHighlightRowAt: indexPath)
    delegate.tableView(table, didUnhighlightRowAt: indexPath)
    guard let target = delegate.tableView(table, willSelectRowAt: indexPath) else { return }
    if !table.allowsMultipleSelection, let previous = table.indexPathForSelectedRow,
      previous != target,
      let deselected = delegate.tableView(table, willDeselectRowAt: previous)
    {
      table.deselectRow(at: deselected, animated: false)
      delegate.tableView(table, didDeselectRowAt: deselected)
    }
    table.selectRow(at: target, animated: false, scrollPosition: .none)
    delegate.tableView(table, didSelectRowAt: target)
  }

  @Test func aTapCanBeScriptedWithPublicAPIIncludingWillSelectRedirection() {
    let fixture = TableFixture(rows: [5])
    let table = fixture.table
    table.layoutIfNeeded()
    tap(path(1), on: table)
    fixture.delegate.selectionRedirects[path(2)] = path(4)
    fixture.log.clear()
    tap(path(2), on: table)
    #expect(
      fixture.log.calls == [
        "willSelect 0-2", "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-4",
      ])
    #expect(table.indexPathsForSelectedRows == [path(4)])
  }
}
