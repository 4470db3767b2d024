import Testing

@testable import TableKitTesting

/// A scroll is a drag with UIKit's scroll-delegate sequence, and the table lays out after each
/// movement, so display and prefetch calls come between the scroll callbacks (Rules.md R-display-4,
/// R-prefetch-2; 20 rows of 44 points, 5 on screen).
@MainActor @Suite struct ScrollingTests {
  @Test func scrollingByPointsIsADragThatDisplaysAndPrefetchesOnTheWay() {
    let fixture = TableFixture()
    fixture.table.scroll(by: 100)
    #expect(
      fixture.calls == [
        "willBeginDragging dragging=true", "didScroll 100",
        "didEndDisplaying 0-0", "didEndDisplaying 0-1",
        "cellForRow 0-5", "willDisplay 0-5", "cellForRow 0-6", "willDisplay 0-6",
        // Rows 5…9 were prefetched by the first layout (Rules.md R-time-5).
        "cellForRow 0-7", "willDisplay 0-7", "prefetch [0-10, 0-11, 0-12]",
        "willEndDragging v=0 target=100", "didEndDragging decelerate=false",
      ])
    #expect(fixture.table.visibleRows == (2...7).map { row($0) })
    #expect(!fixture.table.isDragging && !fixture.table.isDecelerating)
  }

  @Test func scrollingStopsAtTheEndsOfTheContent() {
    let fixture = TableFixture()
    fixture.table.scroll(by: -50)
    #expect(fixture.table.contentOffset.y == 0)
    #expect(
      fixture.calls == [
        "willBeginDragging dragging=true", "willEndDragging v=0 target=0",
        "didEndDragging decelerate=false",
      ])
    fixture.table.scroll(by: 5000)
    #expect(fixture.table.contentOffset.y == 660)
  }

  @Test func aLongScrollMovesAtMostOneScreenPerStep() {
    let fixture = TableFixture()
    fixture.table.scroll(by: 500)
    #expect(
      fixture.source.calls(startingWith: "didScroll") == [
        "didScroll 166", "didScroll 333", "didScroll 500",
      ])
    let displayed = Set(fixture.source.calls(startingWith: "willDisplay"))
    #expect(displayed == Set((5...16).map { "willDisplay 0-\($0)" }))
  }

  @Test func theDelegateCanMoveTheRestingOffsetAndTheContentGlidesThere() {
    let fixture = TableFixture()
    fixture.source.restingOffset = CGPoint(x: 0, y: 132)
    fixture.table.scroll(by: 100)
    #expect(
      fixture.source.calls(startingWith: "will", "didScroll", "didEnd", "willBegin")
        .filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } == [
          "willBeginDragging dragging=true", "didScroll 100", "willEndDragging v=0 target=100",
          "didEndDragging decelerate=true", "willBeginDecelerating decelerating=true",
          "didScroll 132", "didEndDecelerating",
        ])
    #expect(fixture.table.contentOffset.y == 132)
  }

  @Test func scrollingToARowMovesTheLeastDistanceThatShowsIt() {
    let fixture = TableFixture()
    fixture.table.scroll(toRowAt: row(9))
    #expect(fixture.table.contentOffset.y == 220)
    #expect(fixture.table.visibleRows.last == row(9))
    fixture.source.clear()
    fixture.table.scroll(toRowAt: row(7))
    #expect(fixture.source.calls(startingWith: "didScroll").isEmpty)
    fixture.table.scroll(toRowAt: row(1))
    #expect(fixture.table.contentOffset.y == 44)
    #expect(fixture.table.visibleRows.first == row(1))
  }

  @Test func scrollingToTheBottomAndTopReachesTheEnds() {
    let fixture = TableFixture()
    fixture.table.scrollToBottom()
    #expect(fixture.table.contentOffset.y == 660)
    #expect(fixture.table.visibleRows == (15...19).map { row($0) })
    fixture.table.scrollToTop()
    #expect(fixture.table.contentOffset.y == 0)
  }

  @Test func aFlingGlidesThroughTheWholeTableDisplayingEveryRowAndPrefetchingAhead() {
    let fixture = TableFixture()
    fixture.table.fling()
    let gesture = fixture.source.calls(startingWith: "will", "did", "willBegin").filter {
      !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying")
    }
    #expect(
      gesture == [
        "willBeginDragging dragging=true", "didScroll 55", "willEndDragging v=4 target=660",
        "didEndDragging decelerate=true", "willBeginDecelerating decelerating=true",
        "didScroll 256", "didScroll 458", "didScroll 660", "didEndDecelerating",
      ])
    let displayed = fixture.source.calls(startingWith: "willDisplay")
    #expect(displayed == (5...19).map { "willDisplay 0-\($0)" })
    let prefetched = fixture.source.calls(startingWith: "prefetch")
    #expect(
      prefetched == [
        // Rows 5…9 were prefetched by the first layout (Rules.md R-time-5).
        "prefetch [0-10, 0-11]", "prefetch [0-12, 0-13, 0-14, 0-15]",
        "prefetch [0-16, 0-17, 0-18, 0-19]",
      ])
    #expect(fixture.table.visibleRows == (15...19).map { row($0) })
  }

  @Test func aFlingTowardTheStartGlidesBackToTheTop() {
    let fixture = TableFixture()
    fixture.table.scrollToBottom()
    fixture.source.clear()
    fixture.table.fling(toward: .start)
    #expect(fixture.calls.contains("willEndDragging v=-4 target=0"))
    #expect(fixture.table.contentOffset.y == 0)
    #expect(fixture.source.calls(startingWith: "willDisplay").contains("willDisplay 0-0"))
    #expect(fixture.table.visibleRows == (0...4).map { row($0) })
  }

  @Test func pullingPastTheEndOverscrollsThenBouncesBack() {
    let fixture = TableFixture()
    fixture.table.scrollToBottom()
    fixture.source.clear()
    fixture.table.pullPastEnd(by: 80)
    #expect(
      fixture.calls == [
        "willBeginDragging dragging=true", "didScroll 740",
        "didEndDisplaying 0-15", "willEndDragging v=0 target=660", "didEndDragging decelerate=true",
        "willBeginDecelerating decelerating=true", "didScroll 660",
        "cellForRow 0-15", "willDisplay 0-15", "prefetch [0-14, 0-13, 0-12, 0-11, 0-10]",
        "didEndDecelerating",
      ])
  }

  @Test func scrollingToARowThatDoesNotExistNamesTheCounts() {
    let fixture = TableFixture(rows: [20, 2])
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.scroll(toRowAt: row(3, section: 1))
    }
    #expect(
      error?.message
        == "Cannot scroll to row 1-3 (section-row): it does not exist; the table has 2 "
        + "sections (section 0: 20 rows, section 1: 2 rows). Use an existing index path, or "
        + "reload the table after changing its data.")
  }
}
