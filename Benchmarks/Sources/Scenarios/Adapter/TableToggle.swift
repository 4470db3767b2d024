import TableKit
import TableKitTesting

/// Sets a kit's table to one of two tables and back, laying the view out and ending the update's
/// animation after each, as the run loop does after an update (a table set while an update
/// animates would wait for it).
@MainActor final class TableToggle {
  private let table: AdapterTable
  private let tables: [Table<EmptySection, ListRow>]
  private var showsNew = false

  /// Creates a kit showing `old` in a view `visibleRowCount` rows high, ready to switch to `new`.
  ///
  /// - Parameters:
  ///   - scrolledTo: The content offset the view starts at; the anchored row is on screen there.
  ///   - anchoring: What keeps its place through each update.
  ///   - estimatedRowHeight: The view's estimated row height; 0 (no estimation) by default.
  init(
    old: [ListRow], new: [ListRow], visibleRowCount: Int,
    view: UITableView = UITableView(frame: .zero, style: .plain), scrolledTo: CGFloat = 0,
    anchoring: ScrollAnchoring<ListRow> = .firstVisibleRow, estimatedRowHeight: CGFloat = 0
  ) {
    table = AdapterTable(
      rows: old, visibleRowCount: visibleRowCount, view: view,
      estimatedRowHeight: estimatedRowHeight)
    tables = [Table(rows: old), Table(rows: new)]
    table.kit.anchoring = anchoring
    if scrolledTo != 0 {
      view.contentOffset.y = scrolledTo
      view.layoutIfNeeded()
    }
  }

  /// The kit under measurement.
  var kit: TableKit<EmptySection, ListRow> { table.kit }

  /// Returns what the cells on screen show, top to bottom, as `Row 7 v1`.
  func shownTexts() -> [String] {
    (table.view.indexPathsForVisibleRows ?? []).sorted().map { path in
      let cell = table.view.cellForRow(at: path)
      return "\(cell?.textLabel?.text ?? "") \(cell?.detailTextLabel?.text ?? "")"
    }
  }

  /// Sets the other table `times` times: old to new, new to old, and so on.
  func setNext(times: Int) {
    for _ in 0..<times {
      showsNew.toggle()
      table.kit.table.value = tables[showsNew ? 1 : 0]
      table.view.layoutIfNeeded()
      table.view.finishAnimations()
    }
  }
}
