import Testing

@testable import TableKitTesting

/// Rules.md R-edit-3 swipe: the row enters editing, an action's handler runs with a completion,
/// and the swipe closes with `didEndEditingRowAt`.
@MainActor @Suite struct SwipingTests {
  /// Creates an action that records its handler and completes with `performed`.
  func action(_ title: String, in fixture: TableFixture, performed: Bool = true)
    -> UIContextualAction
  {
    // Unowned: the source keeps its actions, so a strong capture would be a cycle.
    UIContextualAction(style: .normal, title: title) {
      [unowned source = fixture.source] _, view, done in
      source.record("handler \(title) view=\(view is UITableViewCell ? "cell" : "other")")
      done(performed)
    }
  }

  @Test func tappingATrailingActionRunsItsHandlerThenClosesTheSwipe() {
    let fixture = TableFixture()
    fixture.source.trailingActions = [
      "Row 0-1": [action("Archive", in: fixture), action("Flag", in: fixture)]
    ]
    let swiped = fixture.table.swipe(rowAt: row(1))
    #expect(swiped.titles == ["Archive", "Flag"])
    #expect(fixture.calls == ["willBeginEditing 0-1"])
    #expect(fixture.table.cellForRow(at: row(1))?.showingDeleteConfirmation == true)
    let performed = swiped.tapAction(titled: "Flag")
    #expect(performed == true)
    #expect(
      fixture.calls == ["willBeginEditing 0-1", "handler Flag view=cell", "didEndEditing 0-1"])
    #expect(fixture.table.cellForRow(at: row(1))?.showingDeleteConfirmation == false)
  }

  @Test func aLeadingSwipeRevealsTheLeadingActions() {
    let fixture = TableFixture()
    fixture.source.leadingActions = ["Row 0-2": [action("Pin", in: fixture, performed: false)]]
    let performed = fixture.table.swipe(rowAt: row(2), edge: .leading).tapAction(titled: "Pin")
    #expect(performed == false)
    #expect(
      fixture.calls == ["willBeginEditing 0-2", "handler Pin view=cell", "didEndEditing 0-2"])
  }

  @Test func theDefaultDeleteActionCommitsTheDeleteAndEndsEditingWithNil() {
    let fixture = TableFixture()
    let swiped = fixture.table.swipe(rowAt: row(0))
    #expect(swiped.titles == ["Delete"])
    swiped.tapAction(titled: "Delete")
    #expect(
      fixture.source.calls(startingWith: "willBegin", "commit", "didEndEditing") == [
        "willBeginEditing 0-0", "commit delete 0-0", "didEndEditing nil",
      ])
    #expect(fixture.table.numberOfRows(inSection: 0) == 19)
    #expect(fixture.table.cellForRow(at: row(0))?.textLabel?.text == "Row 0-1")
  }

  @Test func swipingAnotherRowWhileASwipeShowsSwipesIt() throws {
    // A swipe sets the table's isEditing (HeadlessUIKit Rules.md R-edit-3), which is not
    // editing mode: another row can still be swiped.
    let fixture = TableFixture()
    fixture.table.swipe(rowAt: row(1))
    let swiped = try fixture.table.throwing.swipe(rowAt: row(2))
    #expect(swiped.titles == ["Delete"])
    #expect(fixture.calls.last == "willBeginEditing 0-2")
  }

  @Test func closingASwipeEndsEditingWithoutAnAction() {
    let fixture = TableFixture()
    fixture.table.swipe(rowAt: row(3)).close()
    #expect(fixture.calls == ["willBeginEditing 0-3", "didEndEditing 0-3"])
  }

  @Test func aSwipeWithoutActionsOrAnUnknownTitleSaysWhatIsThere() throws {
    let fixture = TableFixture()
    let leading = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.swipe(rowAt: row(1), edge: .leading)
    }
    #expect(
      leading?.message
        == "Cannot swipe row 0-1: it has no leading swipe actions. Return them from "
        + "tableView(_:leadingSwipeActionsConfigurationForRowAt:).")
    #expect(fixture.calls.isEmpty)
    let swiped = try fixture.table.throwing.swipe(rowAt: row(1))
    let unknown = #expect(throws: InteractionError.self) {
      try swiped.throwing.tapAction(titled: "Archive")
    }
    #expect(
      unknown?.message
        == "Cannot tap the swipe action \"Archive\" of row 0-1: the revealed actions are "
        + "\"Delete\". Tap one of these, or give the action this title.")
  }

  @Test func anEditingTableCannotBeSwiped() {
    let fixture = TableFixture()
    fixture.table.setEditing(true, animated: false)
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.swipe(rowAt: row(1))
    }
    #expect(error?.message.hasSuffix("Call setEditing(false, animated: false) first.") == true)
  }
}
