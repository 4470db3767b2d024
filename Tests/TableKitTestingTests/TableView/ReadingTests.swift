import Testing

@testable import TableKitTesting

/// The visible part of a table as rows and as plain text.
@MainActor @Suite struct ReadingTests {
  @Test func theRenderingShowsHeadersRowsDetailsAccessoriesSelectionAndFooters() {
    let fixture = TableFixture(rows: [2, 1], height: 440)
    fixture.source.sections = [["Alice", "Bob"], ["Carol"]]
    fixture.source.headers = ["Inbox", "Archive"]
    fixture.source.footers = [nil, "1 archived"]
    fixture.source.details = [row(0): "Hello", row(1): "Lunch?"]
    fixture.source.accessories = [row(0): .disclosureIndicator, row(0, section: 1): .checkmark]
    fixture.table.reloadData()
    fixture.table.tap(row: 0)
    #expect(
      fixture.table.renderedText() == """
        ▸ Inbox
          Alice — Hello  ›  ✓
          Bob — Lunch?
        ▸ Archive
          Carol  ☑
        ▹ 1 archived
        """)
  }

  @Test func theRenderingShowsOnlyTheVisibleRowsAndTheEditingControls() {
    let fixture = TableFixture(rows: [20], height: 88)
    fixture.source.editingStyles = [row(3): .insert]
    fixture.table.scroll(by: 88)
    #expect(fixture.table.visibleRows == [row(2), row(3)])
    #expect(fixture.table.renderedText() == "  Row 0-2\n  Row 0-3")
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.renderedText() == "  ⊖ Row 0-2\n  ⊕ Row 0-3")
  }

  @Test func aCustomCellRendersTheLabelsInItsContentViewInSubviewOrder() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let source = CustomLabelSource()
    source.standard = [1]
    table.dataSource = source
    #expect(
      table.renderedText() == """
          Title 0 — Subtitle 0 — Badge
          Standard 1
          Title 2 — Subtitle 2 — Badge
        """)
  }

  @Test func anEmptyTableHasNoVisibleRowsAndRendersNothing() {
    let fixture = TableFixture(rows: [0])
    #expect(fixture.table.visibleRows.isEmpty)
    #expect(fixture.table.renderedText().isEmpty)
  }
}
