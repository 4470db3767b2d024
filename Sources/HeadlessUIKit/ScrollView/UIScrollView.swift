/// Scrolls content larger than its bounds; headless, scrolling is setting `contentOffset`.
///
/// Mirrors `@MainActor open class UIScrollView : UIView`. As in UIKit, `contentOffset` is
/// `bounds.origin` (Rules.md R-scroll-1), it defaults to `.zero`, and every
/// change sends `scrollViewDidScroll(_:)` once (Rules.md R-scroll-2). An animated
/// `setContentOffset(_:animated: true)` reaches its target when its animation ends on the headless
/// animation clock, with `scrollViewDidScroll(_:)` and then
/// `scrollViewDidEndScrollingAnimation(_:)` (Rules.md R-time-6).
///
/// - Note: This class has no `delegate` property. Swift cannot override a stored property with a
///   narrower type as UIKit's Objective-C import does, so `UITableView` and `UICollectionView`
///   each declare their own typed `delegate`, and scroll callbacks go to it (DESIGN.md, Rules.md
///   R-decl-7).
@MainActor open class UIScrollView: UIView {
  /// The size of the content; default `.zero`.
  open var contentSize: CGSize = .zero
  /// The inset of the content from the edges; default `.zero`. A change keeps the content
  /// offset and, as the adjusted inset changes with it, calls ``adjustedContentInsetDidChange()``
  /// (Rules.md R-anchor-8).
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
  }
  /// Whether scrolling is enabled; default true.
  open var isScrollEnabled = true
  /// Whether paging is enabled; default false.
  open var isPagingEnabled = false
  /// Whether the content bounces at the edges; default true.
  open var bounces = true
  /// Whether vertical bouncing happens even when the content fits; default false.
  open var alwaysBounceVertical = false
  /// Whether horizontal bouncing happens even when the content fits; default false.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows; default true.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows; default true.
  open var showsHorizontalScrollIndicator = true
  /// Whether a tap on the status bar scrolls to the top; default true.
  open var scrollsToTop = true
  /// How safe-area insets adjust the content; default `.automatic`.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

  /// Whether the user has touched the content (set during a drag scripted with `headless.drag`).
  open var isTracking: Bool { gesturePhase == .dragging }
  /// Whether the user is dragging the content (set during a drag scripted with `headless.drag`).
  open var isDragging: Bool { gesturePhase == .dragging }
  /// Whether the content is decelerating after a drag (set during a scripted drag's glide).
  open var isDecelerating: Bool { gesturePhase == .decelerating }

  /// The refresh control shown above the content, started by pulling the content down past
  /// the top (Rules.md R-control-9); default nil. Setting it adds it as a subview.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

  /// The phase of a scripted drag.
  var gesturePhase: ScrollGesturePhase = .idle
  /// Counts the calls of `setContentOffset(_:animated:)`; an animated scroll ends only if no
  /// later call superseded it.
  var scrollAnimationID = 0

  /// The point of the content at the bounds' origin; default `.zero`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The insets actually applied: headless there is no safe area, so this is `contentInset`.
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Called when ``adjustedContentInset`` changed; sends the delegate
  /// `scrollViewDidChangeAdjustedContentInset(_:)`. A subclass that overrides it calls super, as
  /// UIKit requires (`NS_REQUIRES_SUPER`).
  open func adjustedContentInsetDidChange() {
    scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// Sets the content offset: at once, or, when `animated` is true, when the scroll's animation
  /// ends.
  ///
  /// An animated change runs on the headless animation clock (Rules.md R-time-6): the offset
  /// stays until the animation ends, then reaches the target with one `scrollViewDidScroll(_:)`,
  /// followed by `scrollViewDidEndScrollingAnimation(_:)`. A later call supersedes a scroll
  /// still in flight, whose end then does nothing. An unchanged offset sends nothing.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    scrollAnimationID += 1
    stopGlide()
    guard contentOffset != self.contentOffset else { return }
    guard animated else {
      self.contentOffset = contentOffset
      return
    }
    let id = scrollAnimationID
    HeadlessAnimationClock.shared.start(in: self) { [self] in
      guard id == scrollAnimationID else { return }
      self.contentOffset = contentOffset
      scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Scrolls by the least amount that makes a rectangle of the content visible.
  ///
  /// The offset stays within the content (inset included), as UIKit's does.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let target = CGPoint(
      x: Self.offset(
        showing: rect.minX...rect.maxX, current: contentOffset.x, length: bounds.width,
        limit: (-adjustedContentInset.left)...max(
          -adjustedContentInset.left,
          contentSize.width + adjustedContentInset.right - bounds.width)),
      y: Self.offset(
        showing: rect.minY...rect.maxY, current: contentOffset.y, length: bounds.height,
        limit: (-adjustedContentInset.top)...max(
          -adjustedContentInset.top,
          contentSize.height + adjustedContentInset.bottom - bounds.height)))
    setContentOffset(target, animated: animated)
  }

  private static func offset(
    showing span: ClosedRange<CGFloat>, current: CGFloat, length: CGFloat,
    limit: ClosedRange<CGFloat>
  ) -> CGFloat {
    var offset = current
    if span.upperBound > offset + length { offset = span.upperBound - length }
    if span.lowerBound < offset { offset = span.lowerBound }
    return min(max(offset, limit.lowerBound), limit.upperBound)
  }

  /// The delegate that receives scroll callbacks; subclasses return their typed `delegate`.
  var scrollDelegate: (any UIScrollViewDelegate)? { nil }

  override func boundsOriginDidChange(from oldOrigin: CGPoint) {
    shiftGlide(from: oldOrigin)
    contentOffsetDidChange(from: oldOrigin)
    scrollDelegate?.scrollViewDidScroll(self)
    startRefreshingIfPulled()
  }

  /// Starts the refresh control when a drag has pulled the content far enough past the top
  /// (Rules.md R-control-9): it begins refreshing, then sends `.valueChanged`, once per pull.
  private func startRefreshingIfPulled() {
    guard gesturePhase == .dragging, let refreshControl, refreshControl.isEnabled,
      !refreshControl.isRefreshing,
      contentOffset.y <= -adjustedContentInset.top - UIRefreshControl.pullThreshold
    else { return }
    refreshControl.beginRefreshing()
    refreshControl.sendActions(for: .valueChanged)
  }

  /// Called when the content offset changed, before `scrollViewDidScroll(_:)` is sent.
  ///
  /// Subclasses schedule a layout and prefetching here.
  func contentOffsetDidChange(from oldOffset: CGPoint) { setNeedsLayout() }

  // MARK: - Gliding

  /// The glide after a scripted fling, while it runs: where it will rest (Rules.md R-anchor-3).
  var glide: ScrollGlide?
}

extension UIScrollView {
  /// How safe-area insets are added to the content inset; raw values are UIKit's.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Scrollable axes, plus the top for views in a navigation controller.
    case automatic = 0
    /// Only on scrollable axes.
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always.
    case always = 3
  }
}
