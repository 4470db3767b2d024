import HeadlessUIKit
import Testing

/// Rules.md R-time-8: a cell may be requested ahead of display; its row gets `cellForRowAt`
/// without `willDisplay` until it appears; `cellForRow(at:)` returns it, and an update moves it
/// with its row. How far ahead is not pinned here.
@MainActor @Suite struct UITableViewPreparedCellTests {
  /// A fixture whose table is in a window, laid out and scrolled down a little, with the log
  /// cleared before the scroll.
  private func scrolledInAWindow(prefetching: Bool = true) -> (TableFixture, UIWindow) {
    let fixture = TableFixture(rows: [40])
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    fixture.table.isPrefetchingEnabled = prefetching
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.table.contentOffset = CGPoint(x: 0, y: 10)
    fixture.table.layoutIfNeeded()
    return (fixture, window)
  }

  /// The rows asked for a cell and not displayed.
  private func prepared(_ fixture: TableFixture) -> [String] {
    let visible = Set((fixture.table.indexPathsForVisibleRows ?? []).map(\.logText))
    return fixture.log.calls(startingWith: "cellForRow ")
      .map { String($0.dropFirst("cellForRow ".count)) }
      .filter { !visible.contains($0) }
  }

  @Test func aRowBeyondTheVisibleOnesMayGetItsCellWithoutWillDisplay() {
    let (fixture, window) = scrolledInAWindow()
    let ahead = prepared(fixture)
    #expect(!ahead.isEmpty)
    let lastVisible = fixture.table.indexPathsForVisibleRows?.last?.row ?? 0
    for row in ahead {
      #expect(!fixture.log.calls.contains("willDisplay \(row)"))
      #expect((Int(row.split(separator: "-")[1]) ?? 0) > lastVisible)
    }
    withExtendedLifetime(window) {}
  }

  /// The prepared row and its cell, from a table scrolled in a window.
  private func preparedRow(_ fixture: TableFixture) throws -> (IndexPath, UITableViewCell) {
    let row = try #require(prepared(fixture).first.flatMap { Int($0.dropFirst(2)) })
    let path = IndexPath(row: row, section: 0)
    return (path, try #require(fixture.table.cellForRow(at: path)))
  }

  @Test func cellForRowAtReturnsAPreparedCellThatIsNotVisible() throws {
    // "returns a non-nil cell if the table view retains a prepared cell at the specified index
    // path, even if the cell isn't currently visible" (iOS 15 and later).
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    #expect(!(fixture.table.indexPathsForVisibleRows ?? []).contains(path))
    #expect(!fixture.table.visibleCells.contains { $0 === cell })
    #expect(fixture.table.indexPath(for: cell) == path)
    #expect(cell.textLabel?.text == "0-\(path.row)")
    withExtendedLifetime(window) {}
  }

  @Test func aPreparedCellKeepsItsRowThroughAnUpdateElsewhere() throws {
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    fixture.log.clear()
    fixture.dataSource.sections[0].append("new")
    fixture.table.insertRows(at: [IndexPath(row: 40, section: 0)], with: .automatic)
    #expect(fixture.table.cellForRow(at: path) === cell)
    #expect(!fixture.log.calls.contains("cellForRow \(path.logText)"))
    withExtendedLifetime(window) {}
  }

  @Test func aPreparedCellMovesToItsRowsNewPathAndIsDisplayedWithoutBeingAskedAgain() throws {
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    let moved = IndexPath(row: path.row - 1, section: 0)
    fixture.log.clear()
    fixture.dataSource.sections[0].remove(at: 0)
    fixture.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    // The row moved up into the bounds, and shows the cell prepared for it.
    #expect(fixture.table.visibleCells.contains { $0 === cell })
    #expect(fixture.table.cellForRow(at: moved) === cell)
    #expect(!fixture.log.calls.contains("cellForRow \(moved.logText)"))
    #expect(fixture.log.calls.contains("willDisplay \(moved.logText)"))
    #expect(cell.textLabel?.text == "0-\(path.row)")
    withExtendedLifetime(window) {}
  }

  @Test func aReloadedRowsPreparedCellIsDiscarded() throws {
    // "Reload will discard those cells" (Tyler Fox, UIKit).
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    fixture.log.clear()
    fixture.dataSource.sections[0][path.row] = "reloaded"
    fixture.table.reloadRows(at: [path], with: .automatic)
    #expect(fixture.log.calls.contains("cellForRow \(path.logText)"))
    #expect(fixture.table.cellForRow(at: path)?.textLabel?.text == "reloaded")
    #expect(!fixture.log.calls.contains("didEndDisplaying \(path.logText)"))
    #expect(cell.textLabel?.text != "0-\(path.row)" || fixture.table.indexPath(for: cell) == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aReconfigureReconfiguresAPreparedCell() throws {
    // "To update the contents of existing (including prefetched) cells…"
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    fixture.log.clear()
    fixture.dataSource.sections[0][path.row] = "changed"
    fixture.table.reconfigureRows(at: [path])
    #expect(fixture.log.calls(startingWith: "cellForRow") == ["cellForRow \(path.logText)"])
    #expect(fixture.table.cellForRow(at: path) === cell)
    #expect(cell.textLabel?.text == "changed")
    #expect(!fixture.log.calls.contains("willDisplay \(path.logText)"))
    withExtendedLifetime(window) {}
  }

  @Test func aPreparedRowThatAppearsIsDisplayedWithoutBeingAskedAgain() {
    let (fixture, window) = scrolledInAWindow()
    let ahead = prepared(fixture)
    fixture.table.contentOffset = CGPoint(x: 0, y: 10 + 44 * 3)
    fixture.table.layoutIfNeeded()
    let visible = Set((fixture.table.indexPathsForVisibleRows ?? []).map(\.logText))
    for row in ahead where visible.contains(row) {
      #expect(fixture.log.calls.filter { $0 == "cellForRow \(row)" }.count == 1)
      #expect(fixture.log.calls.contains("willDisplay \(row)"))
    }
    #expect(ahead.contains { visible.contains($0) })
    withExtendedLifetime(window) {}
  }

  @Test func noCellIsRequestedAheadWithPrefetchingOff() {
    let (fixture, window) = scrolledInAWindow(prefetching: false)
    #expect(prepared(fixture).isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test func noCellIsRequestedAheadOutsideAWindowOrBeforeAScroll() {
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    #expect(prepared(fixture).isEmpty)  // before a scroll
    fixture.table.contentOffset = CGPoint(x: 0, y: 10)
    fixture.table.layoutIfNeeded()
    #expect(prepared(fixture).isEmpty)  // outside a window
  }

  @Test func deletingAPreparedRowPutsItsCellBackWithoutEndingADisplay() throws {
    let (fixture, window) = scrolledInAWindow()
    let (path, cell) = try preparedRow(fixture)
    fixture.log.clear()
    fixture.dataSource.sections[0].remove(at: path.row)
    fixture.table.deleteRows(at: [path], with: .automatic)
    fixture.table.headless.finishAnimations()
    #expect(!fixture.log.calls.contains("didEndDisplaying \(path.logText)"))
    // The cell went back to the pool: the row now at that path gets a cell of its own.
    #expect(fixture.table.cellForRow(at: path)?.textLabel?.text == "0-\(path.row + 1)")
    #expect(cell.textLabel?.text != "0-\(path.row)" || fixture.table.indexPath(for: cell) == nil)
    withExtendedLifetime(window) {}
  }
}
