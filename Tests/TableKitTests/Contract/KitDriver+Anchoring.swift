import TableKitTesting

@testable import TableKit

/// What the anchoring tests read and set: sizes, frames and the row the user reads.
extension KitDriver {
  /// Gives rows their heights: fixed sizes from `height` (a table's `heightForRow`, a grid's
  /// `sizeForRow`), or, for a table with `selfSizing`, heights its cells measure from their
  /// text's lines (`lines`) as they come on screen.
  func size(by height: @escaping (Row) -> CGFloat, selfSizing: Bool, lines: @escaping (Row) -> Int)
  {
    if let table = kit as? TableKit<Section, Row> {
      let view = self.view as! UITableView
      if selfSizing {
        view.estimatedRowHeight = 44
        view.rowHeight = UITableView.automaticDimension
        table.register(UITableViewCell.self, for: Row.self) { cell, row, _ in
          cell.textLabel?.numberOfLines = 0
          cell.textLabel?.text = Array(repeating: "line", count: lines(row)).joined(
            separator: "\n")
        }
      } else {
        table.heightForRow = { row, _ in height(row) }
      }
    } else if let grid = kit as? CollectionKit<Section, Row> {
      grid.sizeForRow = { row, _ in CGSize(width: 320, height: height(row)) }
    }
  }

  /// Drags the content to its start.
  func scrollToTop() {
    if let tableView = view as? UITableView {
      tableView.scrollToTop()
    } else {
      (view as! UICollectionView).scrollToStart()
    }
  }

  /// The frame of the row at `path` in content coordinates.
  func frame(of path: IndexPath) -> CGRect? {
    view.layoutIfNeeded()
    if let tableView = view as? UITableView { return tableView.rectForRow(at: path) }
    return (view as? UICollectionView)?.layoutAttributesForItem(at: path)?.frame
  }

  /// The first row wholly on screen, with its top's distance from the top of the view; nil
  /// when none is.
  var firstWhollyVisibleRow: (path: IndexPath, screenY: CGFloat)? {
    let top = view.contentOffset.y + view.adjustedContentInset.top
    let bottom = view.contentOffset.y + view.bounds.height - view.adjustedContentInset.bottom
    let candidates = visiblePaths.compactMap { path in frame(of: path).map { (path, $0) } }
      .filter { $0.1.minY >= top - 0.25 && $0.1.maxY <= bottom + 0.25 }
      .sorted { $0.1.minY < $1.1.minY }
    return candidates.first.map { ($0.0, $0.1.minY - view.contentOffset.y) }
  }

  /// The offsets at which the content rests.
  var restingOffsets: ClosedRange<CGFloat> {
    let lowest = -view.adjustedContentInset.top
    let highest = max(
      lowest,
      view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height)
    return lowest...highest
  }
}
