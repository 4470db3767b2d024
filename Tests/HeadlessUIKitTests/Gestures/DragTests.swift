import HeadlessUIKit
import Testing

/// Rules.md R-scroll-2 and R-scroll-3: scroll callbacks for programmatic and scripted scrolls.
@MainActor @Suite struct DragTests {
  @Test func aDragSendsUIKitsCallbackSequence() {
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.table.headless.drag(by: CGPoint(x: 0, y: 100))
    #expect(
      fixture.log.calls(startingWith: "did", "will") == [
        "willBeginDragging", "didScroll dragging", "willEndDragging", "didEndDragging false",
      ])
    #expect(fixture.table.contentOffset.y == 100 && !fixture.table.isDragging)
  }

  @Test func aChangedTargetOffsetGlidesThere() {
    let fixture = TableFixture(rows: [40])
    fixture.delegate.dragTarget = CGPoint(x: 0, y: 440)  // a paging adapter's choice
    fixture.table.headless.drag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
    #expect(
      fixture.log.calls(startingWith: "did", "will").suffix(5) == [
        "willEndDragging", "didEndDragging true", "willBeginDecelerating true", "didScroll",
        "didEndDecelerating",
      ])
    #expect(fixture.table.contentOffset.y == 440 && !fixture.table.isDecelerating)
  }

  @Test func anAnimatedOffsetChangeEndsItsAnimationAndAnUnchangedOneSendsNothing() {
    let fixture = TableFixture(rows: [40])
    fixture.table.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    fixture.table.headless.finishAnimations()  // it ends with its animation (Rules.md R-time-6)
    fixture.table.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
    fixture.table.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
    #expect(
      fixture.log.calls(startingWith: "didScroll", "didEndScrolling") == [
        "didScroll", "didEndScrollingAnimation", "didScroll",
      ])
  }

  @Test func adjustedContentInsetIsTheContentInsetHeadless() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
  }
}
