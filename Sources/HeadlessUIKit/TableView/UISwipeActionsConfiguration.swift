/// Lists the actions shown when the user swipes a row.
///
/// Mirrors `@MainActor open class UISwipeActionsConfiguration : NSObject` (Rules.md R-decl-1).
@MainActor open class UISwipeActionsConfiguration: NSObject {
  /// The actions, outermost first.
  open private(set) var actions: [UIContextualAction]
  /// Whether a full swipe performs the first action; default true.
  open var performsFirstActionWithFullSwipe = true

  private init(actionList: [UIContextualAction]) {
    actions = actionList
    super.init()
  }

  /// Creates a configuration with actions, outermost first.
  public convenience init(actions: [UIContextualAction]) { self.init(actionList: actions) }
}
