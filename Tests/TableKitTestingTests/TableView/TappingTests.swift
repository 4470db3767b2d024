import Synchronization
import Testing

@testable import TableKitTesting

/// Rules.md R-select-1: a tap replays UIKit's highlight and selection sequence in every mode.
@MainActor @Suite struct TappingTests {
  @Test func aTapHighlightsThenSelects() {
    let fixture = TableFixture()
    fixture.table.tap(row: 1)
    #expect(
      fixture.calls == [
        "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "willSelect 0-1",
        "didSelect 0-1",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [row(1)])
    #expect(fixture.table.cellForRow(at: row(1))?.isSelected == true)
    #expect(fixture.table.cellForRow(at: row(1))?.isHighlighted == false)
  }

  @Test func singleSelectionDeselectsThePreviousRowBeforeSelecting() {
    let fixture = TableFixture()
    fixture.table.tap(row: 1)
    fixture.source.clear()
    fixture.table.tap(rowAt: row(3))
    #expect(
      fixture.calls == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "willSelect 0-3",
        "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-3",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [row(3)])
  }

  @Test func tappingTheSelectedRowUnderSingleSelectionSelectsItAgain() {
    let fixture = TableFixture()
    fixture.table.tap(row: 2)
    fixture.source.clear()
    fixture.table.tap(row: 2)
    #expect(
      fixture.calls == [
        "shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "willSelect 0-2",
        "didSelect 0-2",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [row(2)])
  }

  @Test func multipleSelectionAccumulatesAndATapOnASelectedRowDeselectsIt() {
    let fixture = TableFixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.tap(row: 0)
    fixture.table.tap(row: 2)
    #expect(fixture.table.indexPathsForSelectedRows?.sorted() == [row(0), row(2)])
    fixture.source.clear()
    fixture.table.tap(row: 0)
    #expect(
      fixture.calls == [
        "shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "willDeselect 0-0",
        "didDeselect 0-0",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [row(2)])
  }

  @Test func willSelectRedirectsTheSelectionOrStopsItWithNil() {
    let fixture = TableFixture()
    fixture.source.selectionRedirects = [row(1): row(4), row(2): nil]
    fixture.table.tap(row: 1)
    #expect(fixture.calls.suffix(2) == ["willSelect 0-1", "didSelect 0-4"])
    #expect(fixture.table.indexPathsForSelectedRows == [row(4)])
    fixture.source.clear()
    fixture.table.tap(row: 2)
    #expect(fixture.calls.last == "willSelect 0-2")
    #expect(fixture.table.indexPathsForSelectedRows == [row(4)])
  }

  @Test func shouldHighlightFalseStopsTheTap() {
    let fixture = TableFixture()
    fixture.source.unhighlightable = [row(1)]
    fixture.table.tap(row: 1)
    #expect(fixture.calls == ["shouldHighlight 0-1"])
    #expect(fixture.table.indexPathsForSelectedRows == nil)
  }

  @Test func aTapDoesNothingWhenSelectionIsOff() {
    let fixture = TableFixture()
    fixture.table.allowsSelection = false
    fixture.table.tap(row: 1)
    #expect(fixture.calls.isEmpty)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
  }

  @Test func whileEditingATapSelectsOnlyWithSelectionDuringEditing() {
    let fixture = TableFixture()
    fixture.table.setEditing(true, animated: false)
    fixture.source.clear()
    fixture.table.tap(row: 1)
    #expect(fixture.calls.isEmpty)
    fixture.table.allowsSelectionDuringEditing = true
    fixture.table.tap(row: 1)
    #expect(fixture.calls.last == "didSelect 0-1")
    #expect(fixture.table.indexPathsForSelectedRows == [row(1)])
  }

  @Test func aTapPostsTheSelectionDidChangeNotification() {
    let fixture = TableFixture()
    let posts = Mutex(0)
    let observer = NotificationCenter.default.addObserver(
      forName: UITableView.selectionDidChangeNotification, object: fixture.table, queue: nil
    ) { _ in posts.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    fixture.table.tap(row: 1)
    fixture.table.tap(row: 2)
    #expect(posts.withLock { $0 } == 3)
  }

  @Test func theAccessoryButtonTellsTheDelegateWithoutSelecting() throws {
    let fixture = TableFixture()
    fixture.source.accessories = [row(1): .detailButton]
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    fixture.source.clear()
    fixture.table.tapAccessoryButton(rowAt: row(1))
    #expect(fixture.calls == ["accessoryButtonTapped 0-1"])
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.tapAccessoryButton(rowAt: row(2))
    }
    #expect(error?.message.contains("accessoryType is none") == true)
  }
}
