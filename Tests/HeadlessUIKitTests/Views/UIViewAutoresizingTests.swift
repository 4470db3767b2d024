import HeadlessUIKit
import Testing

/// A view resizes its subviews by their autoresizing masks when its size changes, and a scroll
/// view tells its delegate when its insets change (Rules.md R-anchor-8).
@MainActor @Suite struct UIViewAutoresizingTests {
  /// Records the order of layouts and the size each saw.
  final class LayoutLog: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""
    override func layoutSubviews() { log("\(name) \(Int(bounds.width))×\(Int(bounds.height))") }
  }

  final class InsetDelegate: NSObject, UITableViewDelegate {
    var changes: [UIEdgeInsets] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      changes.append(scrollView.adjustedContentInset)
    }
  }

  @Test func masksDefaultToNoneAndSuperviewsResizeTheirSubviews() {
    let view = UIView()
    #expect(view.autoresizingMask == [] && view.autoresizesSubviews)
    #expect(!view.accessibilityElementsHidden)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)  // UIKit's raw values
  }

  @Test func aFlexibleSizeFollowsTheSuperviewsSizeThroughFrameAndBounds() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let filler = UIView(frame: parent.bounds)
    filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(filler)
    parent.addSubview(fixed)
    parent.frame.size = CGSize(width: 480, height: 300)
    #expect(filler.frame == CGRect(x: 0, y: 0, width: 480, height: 300))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    parent.bounds.size = CGSize(width: 200, height: 100)
    #expect(filler.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    parent.bounds.origin = CGPoint(x: 0, y: 40)  // a scroll: no resize
    #expect(filler.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func theChangeIsSharedAmongFlexiblePartsInProportionToTheirLengths() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 300))  // right margin 150
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    let pinnedLeft = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 300))
    pinnedLeft.autoresizingMask = [.flexibleRightMargin]
    let pinnedRight = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 300))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(view)
    parent.addSubview(pinnedLeft)
    parent.addSubview(pinnedRight)
    parent.frame.size.width = 600
    #expect(view.frame == CGRect(x: 100, y: 0, width: 200, height: 300))
    #expect(pinnedLeft.frame == CGRect(x: 50, y: 0, width: 100, height: 300))
    #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 100, height: 300))
  }

  @Test func zeroLengthFlexiblePartsShareTheChangeEvenly() {
    let parent = UIView(frame: .zero)
    let view = UIView(frame: .zero)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let centered = UIView(frame: .zero)
    centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(view)
    parent.addSubview(centered)
    parent.frame.size = CGSize(width: 320, height: 200)
    #expect(view.frame.size == CGSize(width: 320, height: 200))
    #expect(centered.frame.origin.x == 160)
  }

  @Test func aViewThatDoesNotAutoresizeLeavesItsSubviews() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    parent.autoresizesSubviews = false
    let filler = UIView(frame: parent.bounds)
    filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(filler)
    parent.frame.size.height = 400
    #expect(filler.frame.size.height == 200)
  }

  @Test func aResizedSubviewLaysOutAfterItsSuperviewAtTheNewSize() {
    var log: [String] = []
    let parent = LayoutLog(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let child = LayoutLog(frame: parent.bounds)
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    (parent.name, child.name) = ("parent", "child")
    parent.addSubview(child)
    parent.layoutIfNeeded()
    parent.log = { log.append($0) }
    child.log = { log.append($0) }
    parent.frame.size.height = 480
    parent.layoutIfNeeded()
    #expect(log == ["parent 320×480", "child 320×480"])
  }

  @Test func aScrollViewTellsItsDelegateOfEachNewInsetAndKeepsItsOffset() {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let delegate = InsetDelegate()
    view.delegate = delegate
    view.contentOffset.y = 30
    view.contentInset.bottom = 100
    view.contentInset.bottom = 100  // unchanged: nothing
    view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(
      delegate.changes == [
        UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0),
        UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      ])
    #expect(view.contentOffset.y == 30)
  }
}
