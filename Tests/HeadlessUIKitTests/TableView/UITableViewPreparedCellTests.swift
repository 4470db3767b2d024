import HeadlessUIKit
import Testing

/// Rules.md R-time-8 (inferred): a cell may be requested ahead of display; its row gets
/// `cellForRowAt` without `willDisplay` until it appears. How far ahead is not pinned here.
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
    #expect(fixture.table.cellForRow(at: IndexPath(row: lastVisible + 1, section: 0)) == nil)
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

  @Test func anUpdatePutsAPreparedCellBackWithoutEndingADisplay() {
    let (fixture, window) = scrolledInAWindow()
    let ahead = prepared(fixture)
    fixture.table.performBatchUpdates(nil)
    fixture.table.headless.finishAnimations()
    for row in ahead {
      #expect(!fixture.log.calls.contains("didEndDisplaying \(row)"))
    }
    withExtendedLifetime(window) {}
  }
}
