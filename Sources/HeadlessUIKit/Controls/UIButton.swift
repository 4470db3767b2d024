/// A control that performs an action when tapped, showing a title per state.
///
/// Mirrors `@MainActor open class UIButton : UIControl` for what a cell or a paging view
/// needs: a title for each ``UIControl/State`` (``title(for:)`` falls back to the normal
/// state's, Rules.md R-control-4), ``currentTitle`` for the current state, a ``titleLabel``
/// showing it, an optional ``configuration``, and UIKit's initialisers, among them
/// `UIButton(primaryAction:)`, which shows the action's title (Rules.md R-control-5). A user's
/// tap is scripted by TableKitTesting's `tap(_:)`.
@MainActor open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var storedType: ButtonType = .custom
  private lazy var label: UILabel = {
    let label = UILabel(frame: .zero)
    addSubview(label)
    return label
  }()

  /// Creates a custom button with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateTitleLabel()
  }

  /// Creates a button from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateTitleLabel()
  }

  /// Creates a button of a type, with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    storedType = buttonType
  }

  /// Creates a button of a type (system by default) that performs an action when tapped and
  /// shows the action's title and image.
  ///
  /// ```swift
  /// let retry = UIButton(primaryAction: UIAction(title: "Retry") { [unowned kit] _ in
  ///   kit.retryPaging()
  /// })
  /// ```
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// Creates a system button with a configuration; the action's title and image, if any, are
  /// copied to the configuration.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  override func adoptPrimaryAction(_ action: UIAction) {
    super.adoptPrimaryAction(action)
    if configuration != nil {
      if !action.title.isEmpty { configuration?.title = action.title }
      if let image = action.image { configuration?.image = image }
    } else {
      if !action.title.isEmpty { setTitle(action.title, for: .normal) }
      if let image = action.image { setImage(image, for: .normal) }
    }
  }

  /// The button's type.
  open var buttonType: ButtonType { storedType }

  /// The button's configuration; nil (the default) for a button styled by its state titles.
  open var configuration: Configuration? { didSet { updateTitleLabel() } }

  /// The button's role; default `.normal`.
  open var role: Role = .normal

  /// Sets the title for a state; nil removes it (the normal title shows instead).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateTitleLabel()
  }

  /// Returns the title for a state, or the normal state's title when the state has none.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// Returns the image for a state, or the normal state's image when the state has none.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The title for the current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// The image for the current ``UIControl/state``.
  open var currentImage: UIImage? { image(for: state) }

  /// The label showing the current title (the configuration's title, with a configuration).
  open var titleLabel: UILabel? { label }

  override func stateDidChange() { updateTitleLabel() }

  private func updateTitleLabel() {
    label.text = configuration.map { $0.title } ?? currentTitle
  }
}

extension UIButton {
  /// The kinds of button; raw values are UIKit's.
  public enum ButtonType: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
    /// The rounded-rect type, now the system type.
    public static var roundedRect: UIButton.ButtonType { .system }
  }

  /// A button's semantic role; raw values are UIKit's.
  public enum Role: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    case normal = 0
    case primary = 1
    case cancel = 2
    case destructive = 3
  }

  /// A button's content and style, for buttons built from a configuration (iOS 15).
  ///
  /// Headless, only the content is kept: title, subtitle, image and the activity indicator.
  public struct Configuration: Hashable {
    /// The title; nil by default.
    public var title: String?
    /// The subtitle; nil by default.
    public var subtitle: String?
    /// The image; nil by default.
    public var image: UIImage?
    /// Whether an activity indicator shows in place of the image; default false.
    public var showsActivityIndicator = false

    private init() {}

    /// A plain style.
    public static func plain() -> UIButton.Configuration { Configuration() }
    /// A tinted style.
    public static func tinted() -> UIButton.Configuration { Configuration() }
    /// A gray style.
    public static func gray() -> UIButton.Configuration { Configuration() }
    /// A filled style.
    public static func filled() -> UIButton.Configuration { Configuration() }
    /// A borderless style.
    public static func borderless() -> UIButton.Configuration { Configuration() }
    /// A bordered style.
    public static func bordered() -> UIButton.Configuration { Configuration() }
    /// A bordered, tinted style.
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    /// A bordered, prominent style.
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }
  }
}
