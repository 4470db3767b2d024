/// Describes one action shown when the user swipes a row.
///
/// Mirrors `@MainActor open class UIContextualAction : NSObject` (Rules.md R-decl-1).
/// The handler receives the action, the view that showed it, and a completion to call with
/// whether the action was performed.
@MainActor open class UIContextualAction: NSObject {
  /// The action's style.
  open private(set) var style: UIContextualAction.Style
  /// The closure run when the user taps the action.
  open private(set) var handler: UIContextualAction.Handler
  /// The action's title.
  open var title: String?
  /// The action's background color; defaults from the style (red when destructive).
  open var backgroundColor: UIColor!
  /// The action's image.
  open var image: UIImage?

  private init(style: UIContextualAction.Style, handler: @escaping UIContextualAction.Handler) {
    self.style = style
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }

  /// Creates an action with a style, a title and the closure run when it is tapped.
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init(style: style, handler: handler)
    self.title = title
  }
}

extension UIContextualAction {
  /// The closure run when the action is tapped: the action, its view, and a completion.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's styles; raw values are UIKit's.
  public enum Style: Int, Sendable {
    /// A normal action.
    case normal = 0
    /// A destructive action, such as delete.
    case destructive = 1
  }
}
