import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UITableView {
  /// The index paths of the rows on screen, in order, after laying the table out.
  ///
  /// Empty (never nil) when no row is visible.
  public var visibleRows: [IndexPath] {
    layoutIfNeeded()
    return (indexPathsForVisibleRows ?? []).sorted()
  }

  /// Returns the visible part of the table as plain text, one line per header, row and footer.
  ///
  /// Lines, top to bottom by section: a header as `▸ Title`, each visible row indented as
  /// `  Text — Detail  accessory  ✓` (detail, accessory and the selection mark `✓` only when
  /// present; in editing mode `⊖`/`⊕` before the text for the delete/insert control), and a
  /// footer as `▹ Text`. Accessories are `›` (disclosure indicator), `ⓘ` (detail button),
  /// `ⓘ ›` (detail disclosure button) and `☑` (checkmark). A cell with no text in `textLabel` and
  /// `detailTextLabel` (a custom cell) shows the texts of the visible labels in its
  /// `contentView`'s subview tree, depth first in subview order: the first as its text, the rest
  /// joined by ` — ` as its detail. Header and footer text comes from the visible header and
  /// footer views' `textLabel`, so the data source is not asked again.
  ///
  /// Controls in a custom cell show their state: a button as `[Title]`, a switch as `◉ on` or
  /// `○ off`, a segmented control's segments with the selected one in `‹›` (`Day ‹Week›
  /// Month`), a text field's text as `“Alice”` or, while empty, its placeholder as `(Name)`.
  /// A control set as the cell's `accessoryView` shows after the text: `  Wi-Fi  ◉ on`.
  ///
  /// An outline's row is indented two more spaces per `indentationLevel` of its cell, and a
  /// parent's text starts with `▽ ` while expanded and `▷ ` while collapsed (its cell's
  /// `accessibilityExpandedStatus`): `  ▽ Documents` then `    notes.txt`.
  ///
  /// ```swift
  /// #expect(table.renderedText() == """
  ///   ▸ Inbox
  ///     Alice — Hello  ›  ✓
  ///     Bob — Lunch?  ›
  ///   """)
  /// ```
  ///
  /// - Complexity: O(visible rows + sections).
  public func renderedText() -> String {
    let rows = Dictionary(grouping: visibleRows, by: \.section)
    var lines: [String] = []
    for section in 0..<numberOfSections {
      if let header = headerView(forSection: section) {
        lines.append("▸ " + Self.text(of: header))
      }
      for path in rows[section] ?? [] {
        guard let cell = cellForRow(at: path) else { continue }
        lines.append(RowRendering(cell: cell, tableIsEditing: isInEditingMode).line)
      }
      if let footer = footerView(forSection: section) {
        lines.append("▹ " + Self.text(of: footer))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A header's or footer's text: its content configuration's texts, or its label's.
  private static func text(of view: UITableViewHeaderFooterView) -> String {
    ContentRendering.texts(of: view.contentConfiguration, in: view.contentView)?.joined(
      separator: " — ") ?? view.textLabel?.text ?? ""
  }
}
