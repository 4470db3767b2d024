import HeadlessUIKit
import Testing

/// Rules.md R-display-10: headers and footers are shown after the cells, reused, and retired.
@MainActor @Suite struct UITableViewHeaderFooterTests {
  func makeTable(style: UITableView.Style) -> (UITableView, CallLog, [AnyObject]) {
    let log = CallLog()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
    let source = RecordingDataSource(
      sections: (0..<3).map { section in (0..<5).map { "\(section)-\($0)" } }, log: log)
    let delegate = RecordingDelegate(log: log)
    delegate.headerHeight = 20
    delegate.headerIdentifier = "header"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = source
    table.delegate = delegate
    return (table, log, [source, delegate])
  }

  @Test func aPlainHeaderFloatsWhileItsSectionIsVisible() throws {
    // Sections are 20 + 5 × 44 = 240 points; the bounds are 200 points tall.
    let (table, log, owners) = makeTable(style: .plain)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
    table.contentOffset.y = 100  // section 0's header rect is off screen, its rows are not
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) != nil)
    #expect(table.headerView(forSection: 1) != nil)
    table.contentOffset.y = 250
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
    #expect(
      log.calls(startingWith: "willDisplayHeader", "didEndDisplayingHeader") == [
        "willDisplayHeader 0", "willDisplayHeader 1", "didEndDisplayingHeader 0",
      ])
    withExtendedLifetime(owners) {}
  }

  @Test func aGroupedHeaderIsShownOnlyWhileItOverlapsTheBounds() {
    let (table, log, owners) = makeTable(style: .grouped)
    table.layoutIfNeeded()
    table.contentOffset.y = 100
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
    #expect(log.calls.contains("didEndDisplayingHeader 0"))
    withExtendedLifetime(owners) {}
  }

  @Test func headerViewsAreReusedThroughThePool() throws {
    let (table, _, owners) = makeTable(style: .grouped)
    table.layoutIfNeeded()
    let first = try #require(table.headerView(forSection: 0))
    table.contentOffset.y = 480  // section 2 only
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 2) === first)
    withExtendedLifetime(owners) {}
  }

  @Test func theTableHeaderViewPushesTheRowsDown() {
    let fixture = TableFixture(rows: [5])
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    fixture.table.tableHeaderView = header
    fixture.table.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(fixture.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(fixture.table.contentSize.height == 320)  // 100 + 5 × 44
  }
}
