import Testing

@testable import TableKitTesting

/// Selection while editing follows the editing flags, not the normal ones.
@MainActor @Suite struct EditingSelectionTests {
  @Test func multipleSelectionDuringEditingAccumulatesAndToggles() {
    let fixture = TableFixture()
    fixture.table.allowsMultipleSelectionDuringEditing = true
    fixture.table.setEditing(true, animated: false)
    fixture.table.tap(row: 1)
    fixture.table.tap(row: 3)
    #expect(fixture.table.indexPathsForSelectedRows?.sorted() == [row(1), row(3)])
    fixture.source.clear()
    fixture.table.tap(row: 1)
    #expect(fixture.calls.suffix(2) == ["willDeselect 0-1", "didDeselect 0-1"])
    #expect(fixture.table.indexPathsForSelectedRows == [row(3)])
  }

  @Test func multipleSelectionOutsideEditingDoesNotApplyWhileEditing() {
    let fixture = TableFixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.allowsSelectionDuringEditing = true
    fixture.table.setEditing(true, animated: false)
    fixture.table.tap(row: 1)
    fixture.source.clear()
    fixture.table.tap(row: 2)
    #expect(
      fixture.calls.suffix(4) == [
        "willSelect 0-2", "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-2",
      ])
    #expect(fixture.table.indexPathsForSelectedRows == [row(2)])
  }
}
