// Raw values and constants from the iOS SDK (Rules.md R-decl-5, R-decl-6).

extension UITableView {
  /// The table's styles.
  public enum Style: Int, Sendable {
    /// Sections follow each other; headers float while their section is visible.
    case plain = 0
    /// Sections are separate groups.
    case grouped = 1
    /// Grouped, inset from the edges (iOS 13).
    case insetGrouped = 2
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// Scrolls the least amount that shows the row.
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle of the visible area.
    case middle = 2
    /// At the bottom of the visible area.
    case bottom = 3
  }

  /// The animations of inserted, deleted and reloaded rows; headless nothing animates.
  public enum RowAnimation: Int, Sendable {
    /// Fades.
    case fade = 0
    /// Slides to or from the right.
    case right = 1
    /// Slides to or from the left.
    case left = 2
    /// Slides to or from the top.
    case top = 3
    /// Slides to or from the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keeps the row centered.
    case middle = 6
    /// Lets the table choose.
    case automatic = 100
  }

  /// The section index title that shows a magnifying glass.
  public static let indexSearch = "{search}"

  /// The height value that means "compute the height": −1, as printed by UIKit (Rules.md R-decl-6).
  public static let automaticDimension: CGFloat = -1

  /// Posted when the user changes the selection; programmatic selection does not post it.
  nonisolated public static let selectionDidChangeNotification = NSNotification.Name(
    "UITableViewSelectionDidChangeNotification")
}
