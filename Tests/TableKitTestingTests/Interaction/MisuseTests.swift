import Testing

@testable import TableKitTesting

/// Wrong use of a script stops with a message that names the fix; the throwing forms throw it.
@MainActor @Suite struct MisuseTests {
  @Test func tappingARowThatDoesNotExistNamesTheRowAndTheCounts() {
    let (table, source) = BareTableSource.makeTable()
    let error = #expect(throws: InteractionError.self) { try table.throwing.tap(row: 9) }
    #expect(
      error?.message
        == "Cannot tap row 0-9 (section-row): it does not exist; the table has 1 section "
        + "(section 0: 3 rows). Use an existing index path, or reload the table after changing "
        + "its data.")
    #expect(error?.description == error?.message)
    withExtendedLifetime(source) {}
  }

  @Test func tappingARowOffScreenNamesTheVisibleRows() {
    let fixture = TableFixture()
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.tap(rowAt: row(12))
    }
    #expect(
      error?.message
        == "Cannot tap row 0-12: it is not on screen (visible rows: 0-0 to 0-4). Scroll to it "
        + "first with scroll(toRowAt:).")
    #expect(fixture.calls.isEmpty)
  }

  @Test func tappingARowWhoseCellIsOnlyPreparedNamesTheVisibleRows() throws {
    // cellForRow(at:) returns a cell prepared ahead of display (HeadlessUIKit Rules.md
    // R-time-8), but nobody sees it.
    let fixture = TableFixture()
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    fixture.table.scroll(by: 10)  // rows 0…5 visible; row 6's cell may be prepared
    fixture.source.clear()
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.tap(rowAt: row(6))
    }
    #expect(error?.message.hasPrefix("Cannot tap row 0-6: it is not on screen") == true)
    #expect(fixture.calls.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test func aTableWithoutAFrameSaysSo() {
    let fixture = TableFixture(height: 0)
    let error = #expect(throws: InteractionError.self) { try fixture.table.throwing.tap(row: 0) }
    #expect(error?.message.hasSuffix("The table's bounds are empty; give it a frame.") == true)
  }

  @Test func tappingAMissingRowStopsTheProcessWithTheMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (table, source) = BareTableSource.makeTable()
        table.tap(row: 9)
        withExtendedLifetime(source) {}
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("TableKitTesting: Cannot tap row 0-9 (section-row): it does not exist"))
  }

  @Test func swipingARowWithoutActionsStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let (table, source) = BareTableSource.makeTable()
        table.swipe(rowAt: IndexPath(row: 0, section: 0), edge: .leading)
        withExtendedLifetime(source) {}
      }
    }
  }
}
