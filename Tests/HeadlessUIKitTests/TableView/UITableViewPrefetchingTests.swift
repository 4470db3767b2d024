import HeadlessUIKit
import Testing

/// Rules.md R-prefetch-2, R-prefetch-3: prefetching ahead of the scroll, nearest first, never visible rows.
@MainActor @Suite struct UITableViewPrefetchingTests {
  func rows(_ range: ClosedRange<Int>) -> String {
    range.map { IndexPath(row: $0, section: 0) }.logText
  }

  /// Lays the table out for the first time with prefetching off, so that what follows shows
  /// only what scrolling prefetches (the first layout may prefetch too: Rules.md R-time-5).
  func layOutBeforeScrolling(_ fixture: TableFixture) {
    fixture.table.isPrefetchingEnabled = false
    fixture.table.layoutIfNeeded()
    fixture.table.isPrefetchingEnabled = true
  }

  func scroll(_ fixture: TableFixture, to y: CGFloat) {
    fixture.table.contentOffset = CGPoint(x: 0, y: y)
    fixture.table.layoutIfNeeded()
  }

  @Test func prefetchingMayStartAfterTheFirstLayoutBeforeAnyScroll() {
    // Rules.md R-time-5 (how far ahead is inferred: Rules.md R-prefetch-6; not pinned here)
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    let visible = Set(fixture.table.indexPathsForVisibleRows ?? [])
    let prefetched = fixture.prefetcher.prefetched
    #expect(!prefetched.isEmpty)
    #expect(prefetched.allSatisfy { !visible.contains($0) && $0.row > visible.map(\.row).max()! })
  }

  @Test func scrollingPrefetchesTheNextScreenfulNearestFirst() {
    let fixture = TableFixture(rows: [40])
    layOutBeforeScrolling(fixture)
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel").isEmpty)
    scroll(fixture, to: 44)
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel") == ["prefetch \(rows(11...20))"])
    fixture.log.clear()
    scroll(fixture, to: 88)
    // Row 11 became visible (used, no cancel); only row 21 is new.
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel") == ["prefetch \(rows(21...21))"])
  }

  @Test func aReversalCancelsNothingAndRowsFarFromTheVisibleOnesAreCancelled() {
    // Rules.md R-prefetch-4: the table cancels outstanding rows more than 30 rows from the
    // visible ones (UIKit's `_UITableViewPrefetchContext`), not on a reversal.
    let fixture = TableFixture(rows: [100])
    fixture.table.layoutIfNeeded()
    scroll(fixture, to: 440)  // rows 10…19 visible, 20…29 prefetched
    fixture.log.clear()
    scroll(fixture, to: 396)
    let behind = (0...8).reversed().map { IndexPath(row: $0, section: 0) }.logText
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel") == ["prefetch \(behind)"])
    fixture.log.clear()
    scroll(fixture, to: 44 * 50)  // rows 50…59 visible: rows 0…8 are more than 30 rows away
    #expect(
      fixture.log.calls(startingWith: "prefetch", "cancel") == [
        "cancel \(behind)", "prefetch \(rows(60...69))",
      ])
  }

  @Test func visibleRowsAreNeverPrefetched() {
    let fixture = TableFixture(rows: [12])
    layOutBeforeScrolling(fixture)
    scroll(fixture, to: 88)
    let prefetched = fixture.log.calls(startingWith: "prefetch")
    #expect(prefetched.isEmpty)  // rows 2…11 are visible; nothing lies beyond them
  }

  @Test func nothingIsPrefetchedWhenDisabledOrWithoutAPrefetcher() {
    let disabled = TableFixture(rows: [40])
    disabled.table.isPrefetchingEnabled = false
    disabled.table.layoutIfNeeded()
    scroll(disabled, to: 200)
    #expect(disabled.log.calls(startingWith: "prefetch", "cancel").isEmpty)
    let detached = TableFixture(rows: [40])
    detached.table.prefetchDataSource = nil
    detached.table.layoutIfNeeded()
    scroll(detached, to: 200)
    #expect(detached.log.calls(startingWith: "prefetch", "cancel").isEmpty)
  }

  @Test func everyUpdateCancelsEveryOutstandingPrefetch() {
    // Rules.md R-prefetch-4: each update ends with `cancelWithNewMaxIndex:`, which cancels
    // every outstanding row, with the paths as they were prefetched (inferred); the next layout
    // prefetches again.
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    scroll(fixture, to: 44)
    fixture.log.clear()
    fixture.dataSource.sections[0].insert(contentsOf: ["new 0", "new 1", "new 2"], at: 0)
    fixture.table.insertRows(at: (0...2).map { IndexPath(row: $0, section: 0) }, with: .fade)
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel") == ["cancel \(rows(11...20))"])
    fixture.table.layoutIfNeeded()
    #expect(
      fixture.log.calls(startingWith: "prefetch", "cancel") == [
        "cancel \(rows(11...20))", "prefetch \(rows(11...20))",
      ])
    fixture.log.clear()
    fixture.table.performBatchUpdates(nil)  // an empty update cancels too
    #expect(fixture.log.calls(startingWith: "prefetch", "cancel") == ["cancel \(rows(11...20))"])
  }

  @Test func inAWindowAnUpdateCancelsAfterItsCellsAndPrefetchesAfterTheCancel() {
    let fixture = TableFixture(rows: [40])
    let window = UIWindow(frame: fixture.table.frame)
    window.addSubview(fixture.table)
    fixture.table.isPrefetchingEnabled = false
    fixture.table.layoutIfNeeded()
    fixture.table.isPrefetchingEnabled = true
    scroll(fixture, to: 44)
    fixture.log.clear()
    fixture.dataSource.sections[0].insert("new", at: 1)
    fixture.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    let calls = fixture.log.calls.filter {
      $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") || $0 == "cellForRow 0-1"
    }
    #expect(calls.first == "cellForRow 0-1")
    #expect(calls.dropFirst().first == "cancel \(rows(11...20))")
    #expect(calls.dropFirst(2).first?.hasPrefix("prefetch") == true)
    withExtendedLifetime(window) {}
  }
}
