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

  /// The main label, created on first access; nil while a content configuration is set.
  open var textLabel: UILabel? {
    guard configurations.content == nil else { return nil }
    return contentView.lazySubview(&storedTextLabel) { UILabel() }
  }

  /// The detail label, created on first access; nil while a content configuration is set.
  open var detailTextLabel: UILabel? {
    guard configurations.content == nil else { return nil }
    return contentView.lazySubview(&storedDetailTextLabel) { UILabel() }
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
    if configurations.content != nil {
      let height = contentView.sizeThatFits(CGSize(width: width, height: 0)).height
      return CGSize(width: width, height: max(28, height))
    }
    let text = storedTextLabel?.sizeThatFits(CGSize(width: width - 32, height: 0)).height ?? 0
    return CGSize(width: width, height: max(28, text + 8))
  }

  // MARK: - Content configurations

  /// The view's content and background configurations and their pending update.
  var configurations = ViewConfigurations()
  /// The closure ``configurationUpdateHandler`` holds.
  var storedUpdateHandler: ConfigurationUpdateHandler?

  /// The view's state, which its configurations resolve against; headless every flag is off
  /// (HeadlessUIKit does not track pinned headers). A subclass adds custom states by
  /// overriding this, calling `super`.
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Asks the view to update its configuration for its current state, at its next layout pass
  /// or before it is displayed; several requests make one update.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the view's configurations for a state; the default does nothing.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  override func runPendingConfigurationUpdate() { runConfigurationUpdate() }

}

extension UITableViewHeaderFooterView: ConfigurationHost {
  func callConfigurationUpdateHandler(_ state: UIViewConfigurationState) {
    storedUpdateHandler?(self, state)
  }

  /// The labels go with the old content view.
  func replaceContentView(with view: UIView) {
    storedTextLabel = nil
    storedDetailTextLabel = nil
    contentView = view
  }

  func clearBackgroundViews() { backgroundView = nil }
}
