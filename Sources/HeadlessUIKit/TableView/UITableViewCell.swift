/// Shows one row of a table view; headless the content is stored and laid out, not drawn.
///
/// Mirrors `@MainActor open class UITableViewCell : UIView` (Rules.md R-decl-1). The
/// labels and image view are created lazily on first access and added to ``contentView``;
/// ``detailTextLabel`` is nil for the `.default` style, as in UIKit.
///
/// Headless self-sizing rule (``sizeThatFits(_:)``): the height is the labels' heights stacked
/// (text, then detail for `.subtitle`; side by side otherwise) plus 11 points above and below,
/// and at least 44 points, UIKit's default row height.
@MainActor open class UITableViewCell: UIView {
  /// The cell's style, fixed at creation.
  let style: CellStyle
  private let storedReuseIdentifier: String?
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var storedSelected = false
  private var storedHighlighted = false
  private var storedEditing = false
  /// The editing style the table last gave the cell.
  var editingStyleValue: EditingStyle = .none
  /// Whether the cell shows the delete confirmation of a swipe.
  var isShowingDeleteConfirmation = false {
    didSet { if isShowingDeleteConfirmation != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Creates a cell of a style, with the identifier it is reused under.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    storedReuseIdentifier = reuseIdentifier
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// Creates a cell from an archive; headless nothing is decoded and the style is `.default`.
  public required init?(coder: NSCoder) {
    style = .default
    storedReuseIdentifier = nil
    contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a `.default` cell with no reuse identifier and a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell for a class registered with a table view (HeadlessUIKit only).
  ///
  /// UIKit creates a registered class with `-initWithStyle:reuseIdentifier:` through the
  /// Objective-C runtime. Swift can call an initializer through a metatype only when it is
  /// `required`, so this required convenience initializer forwards to
  /// `init(style: .default, reuseIdentifier:)`, which dispatches to a subclass's override.
  /// A subclass inherits it as long as it overrides both designated initializers (or none).
  public required convenience init(registeredWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The view that holds the cell's content.
  open private(set) var contentView: UIView

  /// The main label, created on first access; nil while a content configuration is set.
  open var textLabel: UILabel? {
    guard configurations.content == nil else { return nil }
    return contentView.lazySubview(&storedTextLabel) { UILabel() }
  }

  /// The detail label, created on first access; nil for the `.default` style and while a content
  /// configuration is set.
  open var detailTextLabel: UILabel? {
    guard style != .default, configurations.content == nil else { return nil }
    return contentView.lazySubview(&storedDetailTextLabel) {
      let label = UILabel()
      label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
      return label
    }
  }

  /// The image view, created on first access; nil while a content configuration is set.
  open var imageView: UIImageView? {
    guard configurations.content == nil else { return nil }
    return contentView.lazySubview(&storedImageView) { UIImageView(frame: .zero) }
  }

  /// The view behind the content; default nil.
  open var backgroundView: UIView?
  /// The view behind the content while selected; default nil.
  open var selectedBackgroundView: UIView?
  /// The view behind the content while selected in multiple selection; default nil.
  open var multipleSelectionBackgroundView: UIView?

  /// The identifier the cell is reused under, or nil if it is never reused.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// Prepares a recycled cell to be shown again; called by the table before a dequeue returns it.
  ///
  /// Subclasses must call `super` (NS_REQUIRES_SUPER in UIKit).
  open func prepareForReuse() {}

  /// How the cell looks when selected; default `.default`.
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` unanimated.
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the selected state; the table calls this for selection changes.
  open func setSelected(_ selected: Bool, animated: Bool) {
    if selected != storedSelected { setNeedsUpdateConfiguration() }
    storedSelected = selected
  }

  /// Sets the highlighted state and the labels' highlight.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if highlighted != storedHighlighted { setNeedsUpdateConfiguration() }
    storedHighlighted = highlighted
    storedTextLabel?.isHighlighted = highlighted
    storedDetailTextLabel?.isHighlighted = highlighted
  }

  /// The editing control the row shows; set by the table from the delegate.
  open var editingStyle: UITableViewCell.EditingStyle { editingStyleValue }
  /// Whether the cell shows a reorder control while editing; default false.
  open var showsReorderControl = false
  /// Whether the cell is indented while editing; default true.
  open var shouldIndentWhileEditing = true
  /// The standard accessory; default `.none`.
  open var accessoryType: UITableViewCell.AccessoryType = .none
  /// A custom accessory view, which replaces ``accessoryType``; default nil.
  open var accessoryView: UIView?
  /// The standard accessory while editing; default `.none`.
  open var editingAccessoryType: UITableViewCell.AccessoryType = .none
  /// A custom accessory view while editing; default nil.
  open var editingAccessoryView: UIView?
  /// The indentation level; default 0.
  open var indentationLevel = 0
  /// The width of one indentation level; default 10.
  open var indentationWidth: CGFloat = 10
  /// The separator's insets; default 15 points on the left.
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

  /// Whether the cell is in editing mode; setting it calls ``setEditing(_:animated:)``.
  open var isEditing: Bool {
    get { storedEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Sets the editing state; the table calls this when its own editing state changes.
  ///
  /// A change sends ``willTransition(to:)`` at once and ``didTransition(to:)`` at the end of
  /// the transition: at once, or, when `animated` is true in a table, when the animation ends on
  /// the headless animation clock (Rules.md R-time-7).
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedEditing else { return }
    storedEditing = editing
    setNeedsUpdateConfiguration()
    transition(to: editingState, animated: animated)
  }

  /// Tells the cell that it is about to move to a state (its editing control, a swipe's delete
  /// confirmation, or neither); subclasses that override it call `super`.
  open func willTransition(to state: UITableViewCell.StateMask) {}

  /// Tells the cell that it moved to a state, at the end of the transition's animation;
  /// subclasses that override it call `super`.
  open func didTransition(to state: UITableViewCell.StateMask) {}

  /// Whether the cell shows the delete button of a swipe.
  open var showingDeleteConfirmation: Bool { isShowingDeleteConfirmation }

  /// Lays out the content view over the bounds and the labels inside it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    let content = bounds.inset(by: UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    var x = content.minX
    if let image = storedImageView, let size = image.image?.size {
      image.frame = CGRect(
        x: x, y: content.midY - size.height / 2, width: size.width, height: size.height)
      x += size.width + 16
    }
    let text = storedTextLabel?.sizeThatFits(CGSize(width: content.maxX - x, height: 0)) ?? .zero
    storedTextLabel?.frame = CGRect(
      x: x, y: content.minY, width: content.maxX - x, height: text.height)
    if let detail = storedDetailTextLabel {
      let size = detail.sizeThatFits(CGSize(width: content.maxX - x, height: 0))
      detail.frame =
        style == .subtitle
        ? CGRect(x: x, y: content.minY + text.height, width: content.maxX - x, height: size.height)
        : CGRect(
          x: content.maxX - size.width, y: content.minY, width: size.width, height: size.height)
    }
  }

  /// Returns the height under the headless self-sizing rule (see the type's comment); with a
  /// content configuration, its content view's height, at least 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    if configurations.content != nil {
      let height = contentView.sizeThatFits(CGSize(width: width, height: 0)).height
      return CGSize(width: width, height: max(44, height))
    }
    let labelWidth = width - 32
    let text = storedTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
    let detail =
      storedDetailTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: 0)).height ?? 0
    let labels = style == .subtitle ? text + detail : max(text, detail)
    let image = storedImageView?.image?.size.height ?? 0
    return CGSize(width: width, height: max(44, max(labels, image) + 22))
  }

  // MARK: - Content configurations

  /// The cell's content and background configurations and their pending update.
  var configurations = ViewConfigurations()
  /// The closure ``configurationUpdateHandler`` holds.
  var storedUpdateHandler: ConfigurationUpdateHandler?

  /// The cell's state, which its configurations resolve against: its selection, highlight,
  /// editing and swipe. A subclass adds custom states by overriding this, calling `super`.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.isSwiped = showingDeleteConfirmation
    return state
  }

  /// Asks the cell to update its configuration for its current state, at its next layout pass
  /// or before it is displayed; several requests make one update.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the cell's configurations for a state; the default does nothing. Override it, or
  /// set ``configurationUpdateHandler``; call ``setNeedsUpdateConfiguration()`` instead of this.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  override func runPendingConfigurationUpdate() { runConfigurationUpdate() }

}

extension UITableViewCell: ConfigurationHost {
  func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
    storedUpdateHandler?(self, state)
  }

  /// The labels and image view go with the old content view.
  func replaceContentView(with view: UIView) {
    storedTextLabel = nil
    storedDetailTextLabel = nil
    storedImageView = nil
    contentView = view
  }

  func clearBackgroundViews() {
    backgroundView = nil
    selectedBackgroundView = nil
    multipleSelectionBackgroundView = nil
  }
}
