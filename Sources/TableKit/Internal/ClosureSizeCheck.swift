/// Checks the heights and sizes that the app's closures return before UIKit sees them.
///
/// A height that is NaN or infinite is a programmer error (a division by zero, an unbounded
/// measurement): UIKit would stop later inside Core Animation ("CALayer position contains NaN")
/// without naming the row, so the kit stops at once with the closure, the row and the fix.
/// A finite height, however large, is the app's to give: UIKit lays it out. A grid's sizes
/// (items, headers, footers) must also be at least 0; its spacings and insets may be negative
/// (UIKit overlaps the lines), but not NaN or infinite.
enum ClosureSizeCheck {
  /// Returns `height`, or stops naming the closure and the row when it is NaN or infinite.
  static func finite(
    _ height: CGFloat, from closure: String, for subject: @autoclosure () -> String
  ) -> CGFloat {
    guard !height.isFinite else { return height }
    fatalError(
      "TableKit: \(closure) returned \(height) for \(subject()); return a finite height of at "
        + "least 0 (or UITableView.automaticDimension to let the cell size itself). A height "
        + "that is not finite cannot be laid out: UIKit stops with \"CALayer position contains "
        + "NaN\".")
  }

  /// Returns `size`, or stops naming the closure and the row or section when a dimension is NaN,
  /// infinite or negative: a grid cannot lay it out (a device stops in Core Animation; a
  /// negative size has no frame).
  static func finite(
    _ size: CGSize, from closure: String, for subject: @autoclosure () -> String
  ) -> CGSize {
    guard !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0
    else { return size }
    fatalError(
      "TableKit: \(closure) returned \(size) for \(subject()); return a finite size of at least "
        + "0 in each dimension. A size that is not finite cannot be laid out: UIKit stops with "
        + "\"CALayer position contains NaN\".")
  }

  /// Returns a spacing, or stops naming the closure and the section when it is NaN or infinite.
  /// A negative spacing is the app's to give: UIKit overlaps the lines or items.
  static func finite(
    spacing: CGFloat, from closure: String, for subject: @autoclosure () -> String
  ) -> CGFloat {
    guard !spacing.isFinite else { return spacing }
    fatalError(
      "TableKit: \(closure) returned \(spacing) for \(subject()); return a finite spacing. A "
        + "spacing that is not finite cannot be laid out: UIKit stops with \"CALayer position "
        + "contains NaN\".")
  }

  /// Returns insets, or stops naming the closure and the section when one is NaN or infinite. A
  /// negative inset is the app's to give: UIKit moves the items past the section's edge.
  static func finite(
    _ insets: UIEdgeInsets, from closure: String, for subject: @autoclosure () -> String
  ) -> UIEdgeInsets {
    guard ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
      return insets
    }
    fatalError(
      "TableKit: \(closure) returned \(insets) for \(subject()); return finite insets. Insets "
        + "that are not finite cannot be laid out: UIKit stops with \"CALayer position contains "
        + "NaN\".")
  }

  /// Returns a height a row group gives a grid's item, or stops naming the group and the row
  /// when it is NaN, infinite or negative.
  static func groupItemHeight(_ height: CGFloat, for subject: @autoclosure () -> String)
    -> CGFloat
  {
    guard height < 0 else { return finite(height, from: groupHeight, for: subject()) }
    fatalError(
      "TableKit: \(groupHeight) returned \(height) for \(subject()); return a finite height of "
        + "at least 0.")
  }

  /// What the messages call a height a row group gives (a group's `height(ofRowAt:)`, a
  /// `StaticRow`'s or an `ArrayGroup`'s `height`): the app wrote it there, not in a kit closure.
  static let groupHeight =
    "the row group's height (RowGroup.height(ofRowAt:), as StaticRow's or ArrayGroup's height: gives it)"

  /// Describes a section for a message.
  static func section(_ section: Int) -> String { "section \(section)" }

  /// Describes a row for a message: its index path and its value, shortened.
  static func row(_ row: Any, at indexPath: IndexPath) -> String {
    var value = String(describing: row)
    if value.count > 80 { value = value.prefix(77) + "..." }
    return "the row at \(indexPath.section)-\(indexPath.row) (\(value))"
  }
}
