import HeadlessUIKit
import Testing

@MainActor @Suite struct UIViewTests {
  final class LayoutCounter: UIView {
    var layouts = 0
    var windowMoves: [Bool] = []
    override func layoutSubviews() { layouts += 1 }
    override func didMoveToWindow() { windowMoves.append(window != nil) }
  }

  @Test func frameSizeDrivesBoundsSizeAndBoundsOriginStaysLocal() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 0, y: 30)
    #expect(view.frame.origin == CGPoint(x: 10, y: 20))
    view.bounds.size = CGSize(width: 40, height: 40)
    #expect(view.frame.size == CGSize(width: 40, height: 40))
  }

  @Test func addingAndRemovingKeepsOneSuperview() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty && second.subviews == [child] && child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty && child.superview == nil)
  }

  @Test func aViewIsInAWindowOnlyUnderAUIWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView()
    let view = LayoutCounter()
    container.addSubview(view)
    #expect(view.window == nil)
    window.addSubview(container)
    #expect(view.window === window)
    container.removeFromSuperview()
    #expect(view.window == nil && view.windowMoves == [true, false])
  }

  @Test func layoutRunsOnlyWhenNeededAndOncePerRequest() {
    let view = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
    view.frame.size.width = 20
    view.layoutIfNeeded()
    #expect(view.layouts == 3)
  }

  @Test func aLayoutRequestedDeepInTheTreeIsFoundFromTheTopAndCleanSubtreesAreLeftAlone() {
    let root = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let (left, right, leaf) = (LayoutCounter(), LayoutCounter(), LayoutCounter())
    root.addSubview(left)
    root.addSubview(right)
    right.addSubview(leaf)
    root.layoutIfNeeded()
    #expect([root, left, right, leaf].map(\.layouts) == [1, 1, 1, 1])
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    #expect([root, left, right, leaf].map(\.layouts) == [1, 1, 1, 2])
    // A view added to a laid-out tree is laid out from the top, and so is its new superview.
    let late = LayoutCounter()
    left.addSubview(late)
    root.layoutIfNeeded()
    #expect([root, left, right, leaf, late].map(\.layouts) == [1, 2, 1, 2, 1])
  }

  /// A view that asks for layout again, and lays itself out again, from its own pass.
  final class ReentrantLayout: UIView {
    var layouts = 0
    override func layoutSubviews() {
      layouts += 1
      guard layouts == 1 else { return }
      setNeedsLayout()
      layoutIfNeeded()
    }
  }

  @Test func aLayoutAskedForDuringTheViewsOwnPassRunsAtTheNextCall() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = ReentrantLayout()
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.layouts == 1)
    root.layoutIfNeeded()
    #expect(view.layouts == 2)
    root.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test func convertAccountsForFramesAndScrolledBounds() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
    root.addSubview(scroller)
    scroller.addSubview(child)
    scroller.bounds.origin.y = 40
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
    #expect(root.convert(CGPoint(x: 10, y: 20), to: child) == .zero)
  }

  @Test func labelsMeasureTextWithTheHeadlessRule() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "abcdefghij"
    #expect(label.sizeThatFits(.zero) == CGSize(width: 50, height: 12))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 20, height: 36))
  }

  @Test func anImageViewTakesItsImagesSize() {
    let image = UIImage(systemName: "star")
    let view = UIImageView(image: image)
    #expect(view.frame.size == CGSize(width: 17, height: 17) && !view.isUserInteractionEnabled)
    #expect(UIImage(named: "missing") == nil)  // no asset catalog headless
  }

  @Test func anActivityIndicatorHidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
  }

  @Test func insetByEdgeInsetsShrinksEachEdge() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
      .inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40))
  }
}
