/// A control at the top of a scroll view that starts a refresh when the user pulls the content
/// down.
///
/// Mirrors `@MainActor open class UIRefreshControl : UIControl`, attached through
/// `UIScrollView.refreshControl`. ``beginRefreshing()`` and ``endRefreshing()`` only change
/// ``isRefreshing`` and send no action; a user's pull past the top sends
/// ``UIControl/Event/valueChanged`` once it starts refreshing (Rules.md R-control-9), which
/// TableKitTesting's `pullToRefresh()` scripts.
@MainActor open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner; default nil.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control of UIKit's default height (60 points headless).
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.pullThreshold))
  }

  /// Creates a refresh control from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// How far past the top the content must be pulled to start a refresh (headless rule,
  /// Rules.md R-control-9).
  static let pullThreshold: CGFloat = 60

  /// Tells the control that a refresh started programmatically; sends no action.
  open func beginRefreshing() { isRefreshing = true }

  /// Tells the control that the refresh ended; sends no action.
  open func endRefreshing() { isRefreshing = false }
}
