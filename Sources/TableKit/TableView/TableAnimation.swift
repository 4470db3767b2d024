/// How a ``TableKit`` animates its updates: whether at all, and which row animation inserts,
/// deletes and reloads use (sections use the same ones).
///
/// ```swift
/// kit.animation = TableAnimation(insert: .fade, delete: .left, reload: .fade)
/// kit.setTable(firstPage, animated: false)  // one update without animation
/// ```
///
/// Updates never animate while the view is not in a window.
public struct TableAnimation: Hashable, Sendable {
  /// Whether updates animate.
  public var isAnimated: Bool
  /// The animation of inserted rows and sections.
  public var insert: UITableView.RowAnimation
  /// The animation of deleted rows and sections.
  public var delete: UITableView.RowAnimation
  /// The animation of reloaded rows and sections.
  public var reload: UITableView.RowAnimation

  /// Creates an animation configuration; UIKit's automatic choice by default.
  public init(
    isAnimated: Bool = true, insert: UITableView.RowAnimation = .automatic,
    delete: UITableView.RowAnimation = .automatic, reload: UITableView.RowAnimation = .automatic
  ) {
    self.isAnimated = isAnimated
    self.insert = insert
    self.delete = delete
    self.reload = reload
  }

  /// UIKit's automatic animations.
  public static let automatic = TableAnimation()
  /// No animation: updates appear at once.
  public static let none = TableAnimation(
    isAnimated: false, insert: .none, delete: .none, reload: .none)
}
