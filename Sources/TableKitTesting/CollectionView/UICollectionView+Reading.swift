import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UICollectionView {
  /// Returns what the collection view shows, one line per line of items, as a person would read
  /// the grid: each section's visible header (`▸`), its visible items left to right with ` | `
  /// between them, then its visible footer (`▹`). An item shows the texts of the labels and controls
  /// in its cell (`—` between several; controls as in the table's `renderedText()`) and `✓` when
  /// selected; an outline's parent starts with `▽ ` while expanded and `▷ ` while collapsed (its
  /// cell's `accessibilityExpandedStatus`).
  ///
  /// ```swift
  /// #expect(view.renderedText() == """
  ///   ▸ Friends
  ///     Ada | Grace | Linus
  ///     Margaret
  ///   """)
  /// ```
  public func renderedText() -> String {
    layoutIfNeeded()
    let items = Dictionary(grouping: visibleItems, by: \.section)
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    var lines: [String] = []
    for section in 0..<numberOfSections {
      let sectionPath = IndexPath(item: 0, section: section)
      if let view = supplementaryView(forElementKind: header, at: sectionPath), !view.isHidden {
        lines.append("▸ " + Self.labelTexts(in: view).joined(separator: " — "))
      }
      var line: [String] = []
      var lineTop: CGFloat?
      for path in items[section] ?? [] {
        guard let cell = cellForItem(at: path) else { continue }
        // Items on one line share a top edge in a vertical grid (a left edge, horizontally).
        let top = scrollsHorizontally ? cell.frame.minX : cell.frame.minY
        if let lineTop, abs(lineTop - top) > 0.5 {
          lines.append("  " + line.joined(separator: " | "))
          line = []
        }
        lineTop = top
        let texts =
          ContentRendering.texts(of: cell.contentConfiguration, in: cell.contentView)
          ?? Self.labelTexts(in: cell)
        var text =
          (cell as? UICollectionViewListCell).map { ContentRendering.line(of: $0, texts: texts) }
          ?? texts.joined(separator: " — ")
        let showsDisclosure =
          (cell as? UICollectionViewListCell)?.accessories.contains {
            $0.accessoryType == .outlineDisclosure
          } ?? false
        if !showsDisclosure { text = OutlineScript.mark(of: cell) + text }
        if cell.isSelected { text += " ✓" }
        line.append(text)
      }
      if !line.isEmpty { lines.append("  " + line.joined(separator: " | ")) }
      if let view = supplementaryView(forElementKind: footer, at: sectionPath), !view.isHidden {
        lines.append("▹ " + Self.labelTexts(in: view).joined(separator: " — "))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The non-empty texts of the visible labels and controls inside a view, depth first.
  static func labelTexts(in view: UIView) -> [String] { ControlRendering.texts(in: view) }
}
