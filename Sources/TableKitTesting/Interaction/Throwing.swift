/// Gives the throwing forms of the scripted interactions of a view or of revealed swipe actions.
///
/// Each interaction that can be misused (a row that does not exist, a swipe without actions, a
/// drag without `moveRowAt`) exists twice: `tableView.tap(row: 9)` stops the process with a
/// message that names the fix, and `try tableView.throwing.tap(row: 9)` throws that message as
/// an ``InteractionError`` and leaves the view as it was.
@MainActor public struct Throwing<Base> {
  /// The view or value the interactions act on.
  public let base: Base

  /// Creates the throwing forms of a view's or value's interactions.
  public init(_ base: Base) { self.base = base }
}
