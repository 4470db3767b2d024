import HeadlessUIKit
import Testing

/// Rules.md R-edit-3, R-edit-4: the swipe state a script sets through `table.headless`.
@MainActor @Suite struct SwipeTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func aSwipeRevealsTheDefaultDeleteAndEditsOnlyThatRow() throws {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let configuration = try #require(table.headless.swipeRow(at: path(1)))
    #expect(configuration.actions.map(\.title) == ["Delete"])
    #expect(configuration.actions.first?.style == .destructive)
    // "the table view sets its isEditing property to true (thereby entering editing mode)",
    // without the editing controls of editing mode (Rules.md R-edit-3).
    #expect(table.isEditing && table.headless.swipedRow == path(1))
    #expect(table.cellForRow(at: path(0))?.isEditing == false)
    let cell = try #require(table.cellForRow(at: path(1)))
    #expect(cell.isEditing && cell.showingDeleteConfirmation)
    #expect(fixture.log.calls.last == "willBeginEditing 0-1")
    #expect(table.headless.swipeRow(at: path(0), leading: true) == nil)  // no leading default
    #expect(fixture.log.calls.suffix(1) == ["didEndEditing 0-1"])
  }

  @Test func theDeleteActionCommitsAndTheSwipeEndsWithANilPath() throws {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let action = try #require(table.headless.swipeRow(at: path(1))?.actions.first)
    var performed: Bool?
    action.handler(action, table, { performed = $0 })
    #expect(performed == true)
    #expect(fixture.log.calls.contains("commit 1 0-1"))
    #expect(fixture.visibleTitles == ["0-0", "0-2"])
    #expect(fixture.log.calls.last == "didEndEditing nil")
    #expect(table.headless.swipedRow == nil)
  }

  @Test func aRowThatCannotBeEditedRevealsNothing() {
    let fixture = TableFixture(rows: [3])
    fixture.dataSource.canEdit = false
    #expect(fixture.table.headless.swipeRow(at: path(0)) == nil)
    #expect(!fixture.log.calls.contains("willBeginEditing 0-0"))
  }

  @Test func aSwipeSetsTheTablesIsEditingUntilItEnds() {
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    #expect(!fixture.table.isEditing)
    fixture.table.headless.swipeRow(at: path(1))
    #expect(fixture.table.isEditing)
    fixture.table.headless.endSwipe()
    #expect(!fixture.table.isEditing)
  }

  @Test func leavingEditingDuringASwipeEndsTheSwipe() {
    // UIKit's `_setEditing:animated:forced:` ends an active swipe on `setEditing(false)`.
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    fixture.table.headless.swipeRow(at: path(2))
    fixture.table.setEditing(false, animated: false)
    #expect(fixture.log.calls.last == "didEndEditing 0-2")
    #expect(!fixture.table.isEditing && fixture.table.headless.swipedRow == nil)
  }

  @Test func enteringEditingModeEndsTheSwipe() {
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    fixture.table.headless.swipeRow(at: path(2))
    fixture.table.setEditing(true, animated: true)
    #expect(fixture.log.calls.contains("didEndEditing 0-2"))
    #expect(fixture.table.headless.swipedRow == nil)
    #expect(fixture.table.isEditing)
    #expect(fixture.table.cellForRow(at: path(0))?.isEditing == true)
  }
}
