/// Checks the heights and sizes that the app's closures return before UIKit sees them.
///
/// A height that is NaN or infinite is a programmer error (a division by zero, an unbounded
/// measurement): UIKit would stop later inside Core Animation ("CALayer position contains NaN")
/// without naming the row, so the kit stops at once with the closure, the row and the fix.
/// A finite height, however large, is the app's to give: UIKit lays it out.
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

  /// Returns `size`, or stops naming the closure and the row when a dimension is NaN or infinite.
  static func finite(
    _ size: CGSize, from closure: String, for subject: @autoclosure () -> String
  ) -> CGSize {
    guard !size.width.isFinite || !size.height.isFinite else { return size }
    fatalError(
      "TableKit: \(closure) returned \(size) for \(subject()); return a finite size. A size "
        + "that is not finite cannot be laid out: UIKit stops with \"CALayer position contains "
        + "NaN\".")
  }

  /// What the messages call a height a row group gives (a group's `height(ofRowAt:)`, a
  /// `StaticRow`'s or an `ArrayGroup`'s `height`): the app wrote it there, not in a kit closure.
  static let groupHeight =
    "the row group's height (RowGroup.height(ofRowAt:), as StaticRow's or ArrayGroup's height: gives it)"

  /// Describes a row for a message: its index path and its value, shortened.
  static func row(_ row: Any, at indexPath: IndexPath) -> String {
    var value = String(describing: row)
    if value.count > 80 { value = value.prefix(77) + "..." }
    return "the row at \(indexPath.section)-\(indexPath.row) (\(value))"
  }
}
