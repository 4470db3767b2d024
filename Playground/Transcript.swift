import Foundation
import TableKit
import TableKitTesting

/// Prints the scripted session: part banners, step headings, actions and rendered tables.
@MainActor enum Transcript {
  /// The width of banners and heading rules.
  static let width = 72

  /// Prints the banner that opens a part of the session.
  static func part(_ title: String) {
    let rule = String(repeating: "━", count: width)
    print("\n\(rule)\n  \(title)\n\(rule)")
  }

  /// Prints a step's heading, ruled to the transcript's width.
  static func heading(_ title: String) {
    let lead = "── \(title) "
    print("\n" + lead + String(repeating: "─", count: max(3, width - lead.count)))
  }

  /// Prints the code or event that a step performs.
  static func action(_ text: String) {
    print("  ▶ \(text)")
  }

  /// Prints a labelled line of the event log, the label in a column and long text wrapped
  /// under itself.
  static func logLine(_ label: String, _ text: String) {
    let indent = String(repeating: " ", count: 4 + labelWidth + 2)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > lineLimit {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    let padded = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
    print("    \(padded)  \(lines[0])".trimmingTrailingSpaces)
    for continuation in lines.dropFirst() { print(indent + continuation) }
  }

  /// The width of the event log's label column: the longest signal name.
  private static let labelWidth = "didEndDisplayingHeader".count
  /// The width that the event log wraps at.
  private static let lineLimit = 100

  /// Prints what the table view shows, framed, under a caption.
  static func rendered(_ view: UITableView, caption: String) {
    rendered(view.renderedText(), caption: caption)
  }

  /// Prints what the collection view shows, line by line of items, framed, under a caption.
  static func rendered(_ view: UICollectionView, caption: String) {
    rendered(view.renderedText(), caption: caption)
  }

  private static func rendered(_ text: String, caption: String) {
    print("  ┌─ \(caption)")
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      print("  │ \(line)")
    }
    print("  └─")
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
