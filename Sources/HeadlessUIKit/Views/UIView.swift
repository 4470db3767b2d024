/// Manages a rectangle, its subviews and their layout, headlessly.
///
/// Mirrors `@MainActor open class UIView : UIResponder` for what table and collection adapters
/// touch: geometry (`frame`, `bounds`, `center`), the view hierarchy and its window, appearance
/// properties that are stored and read back, and the layout cycle (`setNeedsLayout`,
/// `layoutIfNeeded`, `layoutSubviews`). Nothing is drawn.
///
/// - Note: As in UIKit, `bounds.origin` is the view's own coordinate origin (a scroll view's
///   content offset), and changing `frame.size` changes `bounds.size` and needs a layout.
@MainActor open class UIView: UIResponder {
  private var storedFrame: CGRect
  private var storedBounds: CGRect
  private var needsLayout = true
  /// Whether this view or a view below it may need layout: ``setNeedsLayout()`` marks the view's
  /// ancestors too, so ``layoutIfNeeded()`` skips subtrees with nothing pending.
  private var subtreeNeedsLayout = true
  private var isLayingOut = false
  private weak var parent: UIView?
  private var children: [UIView] = []

  /// Creates a view with a frame rectangle in its superview's coordinates.
  public init(frame: CGRect) {
    storedFrame = frame
    storedBounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// Creates a view from an archive; headless, nothing is decoded and the view has a zero frame.
  ///
  /// `required` as in UIKit (`NSCoding`), so a subclass with its own designated initializer must
  /// implement it here too.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    storedBounds = .zero
    super.init()
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    get { storedFrame }
    set {
      // A frame sets the layer's position (its centre) and bounds, which Core Animation checks.
      if let exception = Self.positionException(CGPoint(x: newValue.midX, y: newValue.midY))
        ?? Self.boundsException(CGRect(origin: .zero, size: newValue.size))
      {
        exception.raise()
      }
      let oldSize = storedFrame.size
      // Inside an animation the screen moves from the old frame (Rules.md R-motion-1).
      if HeadlessPresentation.isRecording {
        HeadlessPresentation.shared.frameWillChange(self, from: storedFrame, to: newValue)
      }
      storedFrame = newValue
      if newValue.size != oldSize {
        storedBounds.size = newValue.size
        setNeedsLayout()
        resizeSubviews(withOldSize: oldSize)
      }
    }
  }

  /// The view's rectangle in its own coordinates; `bounds.origin` is what a scroll view scrolls.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      if let exception = Self.boundsException(newValue) { exception.raise() }
      let old = storedBounds
      if HeadlessPresentation.isRecording {
        HeadlessPresentation.shared.boundsOriginWillChange(
          self, from: old.origin, to: newValue.origin)
      }
      storedBounds = newValue
      if newValue.size != old.size {
        storedFrame.size = newValue.size
        setNeedsLayout()
        resizeSubviews(withOldSize: old.size)
      }
      if newValue.origin != old.origin { boundsOriginDidChange(from: old.origin) }
    }
  }

  /// The center of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Called after `bounds.origin` changed; a scroll view reports the scroll from here.
  func boundsOriginDidChange(from oldOrigin: CGPoint) {}

  /// Converts a point from the view's coordinates to another view's (or the window's, if nil).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = pointInRoot(point)
    guard let view else { return inWindow }
    let offset = view.pointInRoot(.zero)
    return CGPoint(x: inWindow.x - offset.x, y: inWindow.y - offset.y)
  }

  /// Converts a point from another view's coordinates (or the window's, if nil) to the view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view?.pointInRoot(point) ?? point
    let offset = pointInRoot(.zero)
    return CGPoint(x: inWindow.x - offset.x, y: inWindow.y - offset.y)
  }

  /// Converts a rectangle from the view's coordinates to another view's (or the window's).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates (or the window's) to the view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    var view: UIView? = self
    while let current = view, let superview = current.parent {
      result.x += current.frame.minX - superview.bounds.minX
      result.y += current.frame.minY - superview.bounds.minY
      view = superview
    }
    if let root = view {
      result.x += root.frame.minX
      result.y += root.frame.minY
    }
    return result
  }

  // MARK: Appearance

  /// Whether the view is hidden; default false.
  open var isHidden = false
  /// The view's opacity, 0 to 1; default 1.
  open var alpha: CGFloat = 1
  /// The view's background color; default nil.
  open var backgroundColor: UIColor?
  /// The tint color; default nil here (UIKit inherits it from the superview).
  open var tintColor: UIColor!
  /// An integer that identifies the view; default 0.
  open var tag = 0
  /// Whether subviews are clipped to the bounds; default false.
  open var clipsToBounds = false
  /// Whether the view receives touches; default true.
  open var isUserInteractionEnabled = true
  /// Whether the view is opaque; default true.
  open var isOpaque = true
  /// How content is laid out when the bounds change; default `.scaleToFill`.
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// The default spacing to use when laying out content; default 8 on each edge.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// A string that identifies the view in UI tests.
  open var accessibilityIdentifier: String?
  /// A label that describes the view for assistive technologies.
  open var accessibilityLabel: String?
  /// Whether the view is expanded or collapsed, for assistive technologies; default
  /// `.unsupported` (UIKit declares it on `NSObject`, iOS 18).
  open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus = .unsupported

  /// Returns the first view in the subtree (depth first, the view itself first) with a tag.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for child in children {
      if let match = child.viewWithTag(tag) { return match }
    }
    return nil
  }

  // MARK: Hierarchy

  /// The view's direct subviews, back to front.
  open var subviews: [UIView] { children }

  /// The view's superview, or nil.
  open var superview: UIView? { parent }

  /// The window the view is in, or nil when no ancestor is a ``UIWindow``.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.parent
    }
    return nil
  }

  /// Adds a view at the front of the subviews, removing it from its old superview first.
  open func addSubview(_ view: UIView) { insertSubview(view, at: children.count) }

  /// Inserts a view at an index of the subviews, removing it from its old superview first.
  open func insertSubview(_ view: UIView, at index: Int) {
    precondition(view !== self, "Can't add self as subview")
    let oldWindow = view.window
    let newWindow = window
    if view.parent !== self || oldWindow !== newWindow {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    }
    if let old = view.parent {
      old.willRemoveSubview(view)
      old.children.removeAll { $0 === view }
    }
    view.parent = self
    children.insert(view, at: min(max(index, 0), children.count))
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    setNeedsLayout()
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = children.firstIndex(where: { $0 === view }) else { return }
    children.append(children.remove(at: index))
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = children.firstIndex(where: { $0 === view }) else { return }
    children.insert(children.remove(at: index), at: 0)
  }

  /// Removes the view from its superview, if it has one.
  open func removeFromSuperview() {
    guard let old = parent else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    old.willRemoveSubview(self)
    old.children.removeAll { $0 === self }
    parent = nil
    // Off screen, nothing of it is presented any more (Rules.md R-motion-5).
    if HeadlessPresentation.hasMotions { HeadlessPresentation.shared.viewLeftSuperview(self) }
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  /// Returns whether the view is the given view or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.parent
    }
    return false
  }

  /// Called after a subview was added; does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed; does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the superview changes; does nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the superview changed; does nothing by default.
  open func didMoveToSuperview() {}
  /// Called before the window changes; does nothing by default.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the window changed; does nothing by default.
  open func didMoveToWindow() {}

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for child in children { child.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for child in children { child.notifyDidMoveToWindow() }
  }

  // MARK: Layout

  /// Lays out subviews; the default does nothing. Called by ``layoutIfNeeded()``, never directly.
  open func layoutSubviews() {}

  /// Marks the view as needing layout at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() {
    needsLayout = true
    markSubtreeNeedsLayout()
  }

  /// Marks the view and its ancestors as having a layout pending at or below them, up to the
  /// first already marked.
  private func markSubtreeNeedsLayout() {
    var view: UIView? = self
    while let current = view, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      view = current.parent
    }
  }

  /// Lays out the view and its subtree now, where a layout is pending.
  ///
  /// Headless there is no run loop to run a layout pass later, so a pending layout happens here,
  /// or when an API that needs the laid-out state (such as `visibleCells`) asks for it.
  open func layoutIfNeeded() {
    guard subtreeNeedsLayout else { return }
    // Cleared first: a layout requested during this pass marks the view again.
    subtreeNeedsLayout = false
    if needsLayout, !isLayingOut {
      runPendingConfigurationUpdate()
      needsLayout = false
      isLayingOut = true
      layoutSubviews()
      isLayingOut = false
    }
    for child in children { child.layoutIfNeeded() }
    // A call made from inside the view's own pass leaves its layout pending for the next one.
    if needsLayout { markSubtreeNeedsLayout() }
  }

  /// Whether a layout is pending.
  var hasPendingLayout: Bool { needsLayout }

  /// Runs the view's pending configuration update: only cells and header/footer views have one
  /// (``ViewConfigurations``). Called at the start of a layout pass and before a cell is shown.
  func runPendingConfigurationUpdate() {}

  /// Marks the view as needing display; headless nothing is drawn, so this does nothing else.
  open func setNeedsDisplay() {}

  /// Returns the size that best fits a proposed size; the default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The natural size of the view's content; default has no intrinsic metric in either dimension.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Returns the size that fits a target size; headless, the same as ``sizeThatFits(_:)``.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  // MARK: - Accessibility (i25-actions)

  /// The view's current value as assistive technologies read it (a slider's "50%").
  open var accessibilityValue: String?
  /// What performing the view's action does, read after a pause.
  open var accessibilityHint: String?
  /// What the view is and its state, read after its label and value; none by default.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The actions VoiceOver offers on the view (swipe up or down to choose, double-tap to perform).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Whether assistive technologies see the view as one element; false by default (headless,
  /// no class answers otherwise by itself: Rules.md R-a11y-1).
  open var isAccessibilityElement = false

  // MARK: - Autoresizing (i26-chat-grow)

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds' size
  /// changes; default true (Rules.md R-anchor-8).
  open var autoresizesSubviews = true
  /// How the view resizes when its superview's bounds' size changes; default none.
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// Whether assistive technologies skip the view and everything in it; default false.
  open var accessibilityElementsHidden = false
}

extension UIView {
  /// The value of a dimension with no intrinsic size (−1, as in UIKit).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Options for how a view adjusts its content when its size changes; raw values are UIKit's.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}
