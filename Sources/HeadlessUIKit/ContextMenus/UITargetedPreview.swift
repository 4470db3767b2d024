/// Describes how a preview looks: the shape and background behind the previewed view.
///
/// Mirrors `@MainActor open class UIPreviewParameters : NSObject` (no paths headless).
@MainActor open class UIPreviewParameters: NSObject {
  /// The colour behind the previewed view; nil is UIKit's.
  open var backgroundColor: UIColor!

  /// Creates parameters with UIKit's defaults.
  public override init() { super.init() }
}

/// A view a context menu lifts from (its highlight) or returns to (its dismissal).
///
/// Mirrors `@MainActor open class UITargetedPreview : NSObject`. As in UIKit, the view must be
/// in a window: making a preview of a view outside one raises UIKit's exception (Rules.md
/// R-menu-4).
@MainActor open class UITargetedPreview: NSObject {
  /// The previewed view.
  open private(set) var view: UIView
  /// How the preview looks.
  open private(set) var parameters: UIPreviewParameters
  /// The preview's size: the view's bounds.
  open var size: CGSize { view.bounds.size }

  /// Creates a preview of a view in a window, with default parameters.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// Creates a preview of a view in a window.
  public init(view: UIView, parameters: UIPreviewParameters) {
    if view.window == nil {
      UIKitException(
        .internalInconsistencyException,
        reason: "UIPreviewTarget requires that the container view is in a window, but it is "
          + "not. (container: \(view))"
      ).raise()
    }
    self.view = view
    self.parameters = parameters
    super.init()
  }
}
