import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// The table's row count per section.
  var sectionCounts: SectionCounts {
    SectionCounts(sections: numberOfSections, unit: "row") { numberOfRows(inSection: $0) }
  }

  /// The table's sections and rows, as a message names them.
  var countsDescription: String { "the table has \(sectionCounts.description)" }

  /// Lays the table out and checks that a row exists and, when asked, is on screen.
  ///
  /// - Parameters:
  ///   - path: The row.
  ///   - action: What the script does to it, for the message ("tap", "swipe").
  ///   - mustBeVisible: Whether a person must see the row to act on it.
  func checkRow(_ path: IndexPath, for action: String, mustBeVisible: Bool = true)
    throws(InteractionError) -> UITableViewCell?
  {
    layoutIfNeeded()
    guard sectionCounts.contains(path) else {
      throw InteractionError(
        "Cannot \(action) row \(path.shortText) (section-row): it does not exist; "
          + "\(countsDescription). Use an existing index path, or reload the table after "
          + "changing its data.")
    }
    // `cellForRow(at:)` also returns a cell prepared ahead of display (iOS 15 and later), which
    // nobody sees: only the visible rows count.
    let isVisible = indexPathsForVisibleRows?.contains(path) == true
    let cell = isVisible ? cellForRow(at: path) : nil
    if mustBeVisible, !isVisible {
      let visible = (indexPathsForVisibleRows ?? []).map(\.shortText)
      let shown = visible.isEmpty ? "none" : "\(visible.first!) to \(visible.last!)"
      let hint =
        bounds.height <= 0
        ? " The table's bounds are empty; give it a frame."
        : " Scroll to it first with scroll(toRowAt:)."
      throw InteractionError(
        "Cannot \(action) row \(path.shortText): it is not on screen (visible rows: \(shown))."
          + hint)
    }
    return cell
  }
}
