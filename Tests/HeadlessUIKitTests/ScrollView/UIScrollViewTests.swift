import HeadlessUIKit
import Testing

@MainActor @Suite struct UIScrollViewTests {
  @Test func contentOffsetIsTheBoundsOrigin() {
    // Rules.md R-scroll-1: contentOffset defaults to .zero and bounds.origin == contentOffset.
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.contentOffset == .zero)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 30))
  }

  @Test func scrollRectToVisibleScrollsTheLeastAndStaysInTheContent() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
    #expect(scrollView.contentOffset.y == 170)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 40), animated: false)
    #expect(scrollView.contentOffset.y == 900)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 20), animated: false)
    #expect(scrollView.contentOffset.y == 10)
  }
}
