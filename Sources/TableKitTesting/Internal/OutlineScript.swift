import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Expanding and collapsing an outline's parent row as a person does — a tap on its row — with
/// the cell's `accessibilityExpandedStatus` saying, before and after, what the row is.
@MainActor enum OutlineScript {
  /// What the script does: expand or collapse.
  enum Verb: String {
    case expand, collapse

    /// The status the row must have before the tap.
    var before: UIAccessibility.ExpandedStatus { self == .expand ? .collapsed : .expanded }
    /// The status the row has after a tap that did it.
    var after: UIAccessibility.ExpandedStatus { self == .expand ? .expanded : .collapsed }
  }

  /// Taps a parent's row to expand or collapse it.
  ///
  /// - Parameters:
  ///   - verb: Expand or collapse.
  ///   - name: How messages name the row ("row 0-1", "item 0-1").
  ///   - cell: Reads the row's cell (nil when it has none).
  ///   - tap: Taps the row as a person does.
  static func toggle(
    _ verb: Verb, _ name: String, cell: () -> UIView?, tap: () throws(InteractionError) -> Void
  ) throws(InteractionError) {
    let status = cell()?.accessibilityExpandedStatus ?? .unsupported
    guard status == verb.before else {
      throw InteractionError(
        status == .unsupported
          ? "Cannot \(verb.rawValue) \(name): it is not an outline's parent (its cell's "
            + "accessibilityExpandedStatus is .unsupported). Expand and collapse the row of a "
            + "node that has children."
          : "Cannot \(verb.rawValue) \(name): it is already \(verb.rawValue)ed.")
    }
    try tap()
    guard cell()?.accessibilityExpandedStatus == verb.after else {
      throw InteractionError(
        "Tapping \(name) did not \(verb.rawValue) it: its cell does not read "
          + "\(verb.rawValue)ed. The outline's tap selects (OutlineTap.selects: call its "
          + "toggle(_:), as its disclosure accessory does), or shouldExpand/shouldCollapse refused."
      )
    }
  }

  /// The line prefix that shows a row's expansion in `renderedText()`: `▽ ` expanded, `▷ `
  /// collapsed, nothing for other rows.
  static func mark(of view: UIView) -> String {
    switch view.accessibilityExpandedStatus {
    case .expanded: "▽ "
    case .collapsed: "▷ "
    default: ""
    }
  }
}
