/// Shows a section header or footer; reused through the table view like cells.
///
/// Mirrors `@MainActor open class UITableViewHeaderFooterView : UIView` (Rules.md
/// R-decl-1). The labels are created lazily on first access and added to ``contentView``.
@MainActor open class UITableViewHeaderFooterView: UIView {
  private let storedReuseIdentifier: String?
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?

  /// Creates a header or footer view with the identifier it is reused under.
  public init(reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    storedReuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a view with no reuse identifier and a frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view for a class registered with a table view (HeadlessUIKit only).
  ///
  /// UIKit creates a registered class with `-initWithReuseIdentifier:` through the Objective-C
  /// runtime; Swift needs a `required` initializer to call one through a metatype, so this one
  /// forwards to `init(reuseIdentifier:)`, which dispatches to a subclass's override.
  public required convenience init(registeredWithReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  /// The view that holds the content.
  open private(set) var contentView: UIView

  /// The main label, created on first access.
  open var textLabel: UILabel? { contentView.lazySubview(&storedTextLabel) { UILabel() } }

  /// The detail label, created on first access.
  open var detailTextLabel: UILabel? {
    contentView.lazySubview(&storedDetailTextLabel) { UILabel() }
  }

  /// The view behind the content; default nil.
  open var backgroundView: UIView?

  /// The identifier the view is reused under, or nil.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// Prepares a recycled view to be shown again; called before a dequeue returns it.
  open func prepareForReuse() {}

  /// Lays out the content view over the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    let content = bounds.inset(by: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
    storedTextLabel?.frame = content
  }

  /// Returns the label's height plus 8 points, at least 28 (a plain header's height).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    let text = storedTextLabel?.sizeThatFits(CGSize(width: width - 32, height: 0)).height ?? 0
    return CGSize(width: width, height: max(28, text + 8))
  }
}
