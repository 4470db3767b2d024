import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-time-6: an animated scroll reaches its target and sends
/// `scrollViewDidEndScrollingAnimation(_:)` when its animation ends, after the call returns.
@MainActor @Suite struct ScrollAnimationTimingTests {
  @Test func anAnimatedOffsetChangeArrivesWhenItsAnimationEnds() {
    let fixture = TableFixture(rows: [40])
    fixture.table.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    #expect(fixture.table.contentOffset.y == 0)
    #expect(fixture.log.calls(startingWith: "didScroll", "didEndScrolling").isEmpty)
    #expect(fixture.table.headless.pendingAnimationCount == 1)
    fixture.table.headless.finishAnimations()
    #expect(fixture.table.contentOffset.y == 50)
    #expect(
      fixture.log.calls(startingWith: "didScroll", "didEndScrolling") == [
        "didScroll", "didEndScrollingAnimation",
      ])
  }

  @Test func anAnimatedScrollToARowShowsItWhenItsAnimationEnds() {
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    let row = IndexPath(row: 30, section: 0)
    fixture.table.scrollToRow(at: row, at: .top, animated: true)
    #expect(fixture.table.cellForRow(at: row) == nil)
    fixture.table.headless.finishNextAnimation()
    #expect(fixture.table.contentOffset.y == fixture.table.rectForRow(at: row).minY)
    #expect(fixture.table.cellForRow(at: row) != nil)
    #expect(fixture.log.calls(startingWith: "didEndScrolling") == ["didEndScrollingAnimation"])
  }

  @Test func anAnimatedScrollToAnItemArrivesWhenItsAnimationEnds() {
    let (_, collectionView) = loadedCollectionView([20])
    collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: true)
    #expect(collectionView.contentOffset.y == 0)
    collectionView.headless.finishAnimations()
    #expect(collectionView.contentOffset.y == 500)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
  }

  @Test func aLaterScrollSupersedesOneInFlight() {
    let fixture = TableFixture(rows: [40])
    fixture.table.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    fixture.table.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
    fixture.table.headless.finishAnimations()
    #expect(fixture.table.contentOffset.y == 80)
    #expect(fixture.log.calls(startingWith: "didScroll", "didEndScrolling") == ["didScroll"])
  }

  @Test func anAnimatedScrollEndsOnItsOwnAtTheEndOfTheTurn() async {
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    fixture.table.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 10), animated: true)
    #expect(fixture.table.contentOffset.y == 0)
    for _ in 0..<3 { await Task.yield() }
    #expect(fixture.table.contentOffset.y == 170)
    #expect(fixture.log.calls(startingWith: "didEndScrolling") == ["didEndScrollingAnimation"])
  }
}
