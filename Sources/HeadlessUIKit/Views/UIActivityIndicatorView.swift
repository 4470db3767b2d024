/// Shows that a task is in progress; headless the spinning state is stored.
///
/// Mirrors `@MainActor open class UIActivityIndicatorView : UIView`. With
/// ``hidesWhenStopped`` (the default) the view is hidden while stopped, as in UIKit.
@MainActor open class UIActivityIndicatorView: UIView {
  /// The indicator's style.
  open var style: UIActivityIndicatorView.Style
  /// The indicator's color; default nil (gray).
  open var color: UIColor!
  /// Whether the view hides itself when stopped; default true.
  open var hidesWhenStopped = true { didSet { updateHidden() } }
  /// Whether the indicator is animating.
  open private(set) var isAnimating = false

  /// Creates an indicator of a style, stopped (and so hidden).
  public init(style: UIActivityIndicatorView.Style) {
    self.style = style
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    updateHidden()
  }

  /// Creates a medium indicator with a frame.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    updateHidden()
  }

  /// Creates an indicator from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    updateHidden()
  }

  /// Starts the animation and shows the view.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops the animation, hiding the view if ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }
}

extension UIActivityIndicatorView {
  /// The indicator's size and color scheme; raw values are UIKit's.
  public enum Style: Int, Sendable {
    /// The medium indicator (iOS 13).
    case medium = 100
    /// The large indicator (iOS 13).
    case large = 101
    /// The large white indicator (deprecated in iOS 13).
    case whiteLarge = 0
    /// The white indicator (deprecated in iOS 13).
    case white = 1
    /// The gray indicator (deprecated in iOS 13).
    case gray = 2
  }
}
