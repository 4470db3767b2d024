/// The closure a ``UIAction`` runs, given the action (`UIActionHandler` in `UIAction.h`).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and an identifier, performed by a control for its events.
///
/// Mirrors `@MainActor open class UIAction : UIMenuElement`, the closure-based target-action of
/// iOS 14 and later, which works headless because it needs no Objective-C selector (Rules.md
/// R-control-2):
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.save() }, for: .primaryActionTriggered)
/// ```
///
/// - Note: A handler that captures the control or its owner strongly makes a retain cycle, as
///   in UIKit: the control keeps its actions. Capture them `weak` or `unowned`.
@MainActor open class UIAction: UIMenuElement {
  /// The action's title; a button made with the action shows it.
  open var title: String
  /// The action's image; a button made with the action shows it.
  open var image: UIImage?
  /// A title for the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?
  /// The action's identifier: the given one, or a unique generated one.
  open private(set) var identifier: UIAction.Identifier
  /// The action's menu attributes.
  open var attributes: UIMenuElement.Attributes
  /// The action's menu state.
  open var state: UIMenuElement.State
  /// The control performing the action, while its handler runs; nil otherwise.
  open internal(set) var sender: Any?

  /// The closure run when the action is performed.
  let handler: UIActionHandler

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - image: The image; nil by default.
  ///   - identifier: The identifier; nil generates a unique one.
  ///   - discoverabilityTitle: The keyboard-shortcut overlay's title.
  ///   - attributes: The menu attributes.
  ///   - state: The menu state; `.off` by default.
  ///   - handler: The closure run when a control performs the action.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      storedHandler: handler)
  }

  private init(
    title: String, image: UIImage?, identifier: UIAction.Identifier?,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, storedHandler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = storedHandler
    super.init()
  }

  /// Creates an action from an archive; headless nothing is decoded and the handler does
  /// nothing.
  public required init?(coder: NSCoder) {
    title = ""
    identifier = UIAction.Identifier(UUID().uuidString)
    attributes = []
    state = .off
    handler = { _ in }
    super.init(coder: coder)
  }
}

extension UIAction {
  /// Names an action; a control keeps one action per identifier and event (Rules.md
  /// R-control-2).
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe: a plain value with no references.
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
