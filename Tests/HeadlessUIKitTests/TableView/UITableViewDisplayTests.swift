import HeadlessUIKit
import Testing

/// Rules.md R-display-*, R-scroll-*: the display lifecycle, heights, geometry and scrolling.
@MainActor @Suite struct UITableViewDisplayTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func reloadDataAsksForCountsButBuildsCellsOnlyAtTheNextLayout() {
    // Rules.md R-display-1: no cellForRowAt before layoutSubviews/layoutIfNeeded.
    let fixture = TableFixture(rows: [3])
    fixture.table.reloadData()
    #expect(Array(fixture.log.calls.prefix(2)) == ["numberOfSections", "numberOfRows 0"])
    #expect(!fixture.log.calls.contains { $0.hasPrefix("cellForRow") })
    fixture.table.layoutIfNeeded()
    #expect(fixture.log.calls.contains("cellForRow 0-0"))
  }

  @Test func eachRowIsRequestedMeasuredAndAnnouncedInOrderThenHeaders() throws {
    // Rules.md R-display-3: cellForRowAt → height → willDisplay per row; headers after the cells.
    let fixture = TableFixture(rows: [2])
    fixture.delegate.headerHeight = 30
    fixture.dataSource.headerTitles[0] = "Header"
    fixture.table.layoutIfNeeded()
    let calls = fixture.log.calls
    let firstCell = try #require(calls.firstIndex(of: "cellForRow 0-0"))
    #expect(
      Array(calls[firstCell...]) == [
        "cellForRow 0-0", "height 0-0", "willDisplay 0-0", "cellForRow 0-1", "height 0-1",
        "willDisplay 0-1", "heightForHeader 0", "viewForHeader 0", "titleForHeader 0",
        "willDisplayHeader 0",
      ])
  }

  @Test func visibleRowsComeFromBoundsOffsetAndHeights() {
    // Rules.md R-scroll-1: bounds.origin == contentOffset; rows overlapping the bounds are visible.
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    #expect(table.indexPathsForVisibleRows == (0..<10).map { path(0, $0) })
    table.contentOffset = CGPoint(x: 0, y: 66)
    #expect(table.indexPathsForVisibleRows == (1...11).map { path(0, $0) })
    #expect(table.contentSize == CGSize(width: 320, height: 30 * 44))
  }

  @Test func scrollingRetiresAndAnnouncesRows() {
    // Rules.md R-display-4: didEndDisplaying once a row is outside the bounds, willDisplay for new ones.
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.log.clear()
    table.contentOffset = CGPoint(x: 0, y: 88)
    table.layoutIfNeeded()
    #expect(
      fixture.log.calls(startingWith: "didEnd", "willDisplay ") == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-10", "willDisplay 0-11",
      ])
    #expect(fixture.log.calls.first == "didScroll")  // Rules.md R-scroll-2: once per offset change
    // Rules.md R-display-5: counts are cached
    #expect(fixture.log.calls(startingWith: "number").isEmpty)
  }

  @Test func deletingAVisibleRowEndsItsDisplay() {
    let fixture = TableFixture(rows: [5])
    fixture.table.layoutIfNeeded()
    fixture.dataSource.sections[0].remove(at: 2)
    fixture.table.deleteRows(at: [path(0, 2)], with: .fade)
    // Rules.md R-time-2: the deleted row's display ends with the update's animation.
    #expect(!fixture.log.calls.contains("didEndDisplaying 0-2"))
    fixture.table.headless.finishAnimations()
    #expect(fixture.log.calls.contains("didEndDisplaying 0-2"))
    #expect(fixture.visibleTitles == ["0-0", "0-1", "0-3", "0-4"])
  }

  @Test func reloadDataEndsDisplayInReverseRowOrder() {
    // Rules.md R-display-2: visible cells get didEndDisplaying in reverse row order.
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.table.reloadData()
    #expect(
      fixture.log.calls(startingWith: "didEnd") == [
        "didEndDisplaying 0-2", "didEndDisplaying 0-1", "didEndDisplaying 0-0",
      ])
  }

  @Test func reloadDataPullsTheOffsetBackWhenTheContentShrinks() {
    // Apple, reloadData(): "It adjusts offsets if the table shrinks as a result of the reload."
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    table.layoutIfNeeded()
    table.contentOffset.y = 800
    fixture.dataSource.sections[0] = Array(fixture.dataSource.sections[0].prefix(12))
    table.reloadData()
    #expect(table.contentOffset.y == 88)  // 12 rows × 44 − 440
    #expect(fixture.visibleTitles.first == "0-2")
  }

  @Test func aNewDataSourceReplacesTheVisibleRows() {
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    let other = RecordingDataSource(sections: [["x", "y"]], log: fixture.log)
    fixture.table.dataSource = other
    #expect(fixture.log.calls.contains("didEndDisplaying 0-0"))
    #expect(fixture.visibleTitles == ["x", "y"])
  }

  @Test func automaticHeightsUseTheHeadlessSelfSizingRule() {
    // Rules.md R-decl-6: automaticDimension is −1; headless rule: the cell's sizeThatFits, at least 44.
    final class Tall: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = indexPath.row == 0 ? "short" : "a detail\nover\nlines"
        cell.detailTextLabel?.numberOfLines = 0
        return cell
      }
    }
    #expect(UITableView.automaticDimension == -1)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let source = Tall()
    table.dataSource = source
    table.layoutIfNeeded()
    // 17 pt title (20.4) + 12 pt detail lines (14.4 each) + 22.
    #expect(abs(table.rectForRow(at: path(0, 0)).height - (20.4 + 14.4 + 22)) < 0.001)
    #expect(abs(table.rectForRow(at: path(0, 1)).height - (20.4 + 3 * 14.4 + 22)) < 0.001)
  }

  @Test func aFixedRowHeightNeedsNoDelegate() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    let log = CallLog()
    let source = RecordingDataSource(sections: [["a", "b", "c"]], log: log)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 60
    table.dataSource = source
    #expect(table.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 120, width: 320, height: 60))
    #expect(table.indexPathsForVisibleRows == [path(0, 0), path(0, 1)])
  }

  @Test func rectsPlaceHeadersRowsAndFootersInOrder() throws {
    let fixture = TableFixture(rows: [2, 1])
    fixture.delegate.headerHeight = 10
    let table = fixture.table
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 98, width: 320, height: 10))
    #expect(table.rectForRow(at: path(1, 0)) == CGRect(x: 0, y: 108, width: 320, height: 44))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 98))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 60)) == path(0, 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 500)) == nil)
  }

  @Test func outOfRangeRectRequestsThrowUIKitsTexts() {
    // Rules.md R-scroll-4: UITableViewRowData.m messages.
    let fixture = TableFixture(rows: [2])
    let row = #expect(throws: UIKitException.self) {
      try fixture.table.checked.rectForRow(at: IndexPath(row: 5, section: 0))
    }
    #expect(
      row?.reason
        == "request for rect at invalid index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 5})"
    )
    let header = #expect(throws: UIKitException.self) {
      try fixture.table.checked.rectForHeader(inSection: 3)
    }
    #expect(header?.reason == "request for rect of header in invalid section (3)")
  }

  @Test func scrollToRowPlacesTheRowAndStaysInTheContent() {
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    table.scrollToRow(at: path(0, 20), at: .top, animated: false)
    #expect(table.contentOffset.y == 880)
    table.scrollToRow(at: path(0, 29), at: .top, animated: false)
    #expect(table.contentOffset.y == 880)  // the last screenful: 30 × 44 − 440
    table.scrollToRow(at: path(0, 5), at: .middle, animated: false)
    #expect(table.contentOffset.y == 22)  // row 5's middle (242) minus half the height (220)
    table.scrollToRow(at: path(0, 3), at: .none, animated: false)
    #expect(table.contentOffset.y == 22)  // already visible: no scroll
    table.scrollToRow(at: path(0, 15), at: .none, animated: false)
    #expect(table.contentOffset.y == 264)  // the least scroll that shows row 15: 16 × 44 − 440
    let error = #expect(throws: UIKitException.self) {
      try table.checked.scrollToRow(at: path(0, 30), at: .top, animated: false)
    }
    #expect(error?.name == .rangeException)
    #expect(
      error?.reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds row (30) when there are only 30 "
          + "rows in section 0. Table view: <UITableView: ") == true)
  }

  @Test func scrollingToRowNSNotFoundScrollsToTheSectionHeader() {
    // Rules.md R-scroll-5: UIKit reads row NSNotFound as the section itself.
    let fixture = TableFixture(rows: [10, 10, 10])
    let table = fixture.table
    table.sectionHeaderHeight = 20
    table.scrollToRow(
      at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 1).minY)
    #expect(table.contentOffset.y > 0)
  }

  @Test func indexPathsForVisibleRowsIsNilWhenNoRowIsVisible() {
    // Rules.md R-display-12: "If no rows are visible, the value is nil."
    let empty = TableFixture(rows: [0])
    #expect(empty.table.indexPathsForVisibleRows == nil)
    let flat = TableFixture(rows: [5])
    flat.table.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
    #expect(flat.table.indexPathsForVisibleRows == nil)
  }

  @Test func readingVisibleCellsFromInsideCellForRowAtStops() async {
    // Rules.md R-display-15: "Attempted to access the table view's visibleCells while they were
    // in the process of being updated, which is not allowed." (iOS 13 and later).
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [3])
        let reader = VisibleCellsReader()
        reader.table = fixture.table
        fixture.table.dataSource = reader
        fixture.table.layoutIfNeeded()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Attempted to access the table view's visibleCells while they were in the process of "
          + "being updated, which is not allowed."))
  }

  @Test func aRowPushedOutOfTheBoundsByAnInsertEndsItsDisplayWithTheAnimation() {
    // Rules.md R-display-7: UIKit keeps the cells an update moves off screen until its animation
    // ends, as it does the deleted rows' cells.
    let fixture = TableFixture(rows: [10])  // rows 0…9 fill the 440 points
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.dataSource.sections[0].insert("new", at: 0)
    fixture.table.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(!fixture.log.calls.contains { $0.hasPrefix("didEndDisplaying") })
    #expect(fixture.table.cellForRow(at: path(0, 10)) == nil)
    fixture.table.headless.finishAnimations()
    #expect(fixture.log.calls.last == "didEndDisplaying 0-10")
    withExtendedLifetime(window) {}
  }

  @Test func cellForRowNeverAsksTheDataSourceForHiddenRows() {
    // Rules.md R-display-6: nil for a row that has no visible or prepared cell, or is out of
    // range.
    let fixture = TableFixture(rows: [30])
    #expect(fixture.table.cellForRow(at: path(0, 25)) == nil)
    #expect(!fixture.log.calls.contains("cellForRow 0-25"))
    #expect(fixture.table.cellForRow(at: path(3, 0)) == nil)
  }
}

/// A data source that reads `visibleCells` while the table asks it for a cell.
@MainActor final class VisibleCellsReader: NSObject, UITableViewDataSource {
  weak var table: UITableView?

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    _ = table?.visibleCells
    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}
