/// The closure a ``UIAccessibilityCustomAction`` runs; returns whether the action succeeded
/// (`UIAccessibilityCustomActionHandler` in `UIAccessibilityCustomAction.h`).
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action VoiceOver offers on an element, beside its default activation.
///
/// Mirrors `@MainActor open class UIAccessibilityCustomAction : NSObject` with its
/// closure-based initialisers (iOS 13 and 14); the target-selector ones need Objective-C.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  /// The name VoiceOver reads for the action.
  open var name: String
  /// The action's image.
  open var image: UIImage?
  /// The closure run when the user performs the action.
  open var actionHandler: UIAccessibilityCustomActionHandler?
  /// The category VoiceOver groups the action under (iOS 18).
  open var category: String?

  /// Creates an action with a name and the closure run when it is performed.
  public convenience init(
    name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler
  ) {
    self.init(name: name, image: nil, actionHandler: actionHandler)
  }

  /// Creates an action with a name, an image and the closure run when it is performed.
  public init(
    name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler
  ) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }
}
