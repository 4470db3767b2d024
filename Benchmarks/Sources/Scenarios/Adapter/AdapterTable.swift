import TableKit

/// A kit of ``ListRow`` rows on a laid-out table view in a window: 320 points wide, 44-point
/// rows, no estimation by default (UIKit then asks every row's height on each update), as an
/// app's list shows them.
@MainActor final class AdapterTable {
  /// The window that holds the table view, as on screen.
  let window: UIWindow
  /// The kit under measurement.
  let kit: TableKit<EmptySection, ListRow>
  /// The height of every row.
  static let rowHeight: CGFloat = 44

  /// Creates a kit showing `rows` in a table view of `visibleRowCount` rows' height, laid out.
  ///
  /// - Parameters:
  ///   - rows: The rows to show.
  ///   - visibleRowCount: How many rows fit on screen.
  ///   - view: The table view; by default a plain one.
  ///   - estimatedRowHeight: The view's estimated row height; 0 (no estimation) by default.
  init(
    rows: [ListRow], visibleRowCount: Int,
    view: UITableView = UITableView(frame: .zero, style: .plain), estimatedRowHeight: CGFloat = 0
  ) {
    let height = Self.rowHeight * CGFloat(visibleRowCount)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    view.frame = window.bounds
    view.rowHeight = Self.rowHeight
    view.estimatedRowHeight = estimatedRowHeight
    window.addSubview(view)
    kit = TableKit(table: Table(rows: rows), view: view)
    view.layoutIfNeeded()
  }

  /// The table view.
  var view: UITableView { kit.view }

  /// The number of rows on screen.
  var visibleRowCount: Int { view.indexPathsForVisibleRows?.count ?? 0 }
}
