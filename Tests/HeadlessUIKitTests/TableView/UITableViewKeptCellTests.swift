import Testing

@testable import HeadlessUIKit

/// Rules.md R-display-16: a cell that leaves the visible area for a row next to it is kept, and
/// may be displayed again for that row without `cellForRowAt`; a kept cell whose row stops being
/// next to the visible area goes back to the pool.
@MainActor @Suite struct UITableViewKeptCellTests {
  /// A table of 40 rows in a window, laid out, with the log cleared.
  private func inAWindow(prefetching: Bool = true) -> (TableFixture, UIWindow) {
    let fixture = TableFixture(rows: [40])
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    fixture.table.isPrefetchingEnabled = prefetching
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    return (fixture, window)
  }

  private func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }

  @Test func aCellScrolledJustOffAndBackIsDisplayedAgainWithoutCellForRowAt() throws {
    let (fixture, window) = inAWindow()
    let first = IndexPath(row: 0, section: 0)
    let cell = try #require(fixture.table.cellForRow(at: first))
    scroll(fixture.table, to: 50)
    #expect(fixture.log.calls.contains("didEndDisplaying 0-0"))
    #expect(fixture.table.cellForRow(at: first) === cell)
    #expect(fixture.table.indexPath(for: cell) == first)
    #expect(!fixture.table.visibleCells.contains { $0 === cell })
    fixture.log.clear()
    scroll(fixture.table, to: 0)
    #expect(!fixture.log.calls.contains("cellForRow 0-0"))
    #expect(fixture.log.calls.contains("willDisplay 0-0"))
    #expect(fixture.table.visibleCells.first === cell)
    #expect(cell.textLabel?.text == "0-0")
    withExtendedLifetime(window) {}
  }

  @Test func aKeptCellWhoseRowStopsBeingNextToTheVisibleOnesGoesBackToThePool() throws {
    let (fixture, window) = inAWindow()
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    scroll(fixture.table, to: 50)
    scroll(fixture.table, to: 100)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(fixture.table.indexPath(for: cell) != IndexPath(row: 0, section: 0))
    fixture.log.clear()
    scroll(fixture.table, to: 0)
    #expect(fixture.log.calls.contains("cellForRow 0-0"))
    withExtendedLifetime(window) {}
  }

  @Test func withoutPrefetchingACellThatLeavesGoesBackToThePoolAtOnce() throws {
    let (fixture, window) = inAWindow(prefetching: false)
    scroll(fixture.table, to: 50)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    fixture.log.clear()
    scroll(fixture.table, to: 0)
    #expect(fixture.log.calls.contains("cellForRow 0-0"))
    withExtendedLifetime(window) {}
  }

  @Test func neighboursAreTheRowsJustBeforeAndAfterTheVisibleOnesAcrossSections() {
    let visible = [IndexPath(row: 0, section: 2), IndexPath(row: 1, section: 2)]
    let neighbours = PreparedCells<UITableViewCell>.neighbours(
      ofVisible: visible, counts: [3, 0, 2, 0, 4])
    #expect(neighbours == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 4)])
    #expect(PreparedCells<UITableViewCell>.neighbours(ofVisible: [], counts: [3]).isEmpty)
  }
}
