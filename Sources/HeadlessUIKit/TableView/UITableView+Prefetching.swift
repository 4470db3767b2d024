extension UITableView {
  /// How many rows beyond the visible ones an outstanding prefetch may lie before the table
  /// cancels it: the default cancel threshold of UIKit's `_UITableViewPrefetchContext` (20 rows
  /// ahead plus half of that) in the iOS 18.2 decompile; the value UITableView passes is not
  /// known (Rules.md R-prefetch-4).
  static let prefetchCancelDistance = 30

  /// Tells the prefetch data source about rows ahead of the scroll, and cancels stale ones.
  ///
  /// Rules.md R-prefetch-1, R-time-5, rules in ``PrefetchPlanner``: from the first layout (ahead
  /// of the content's start until the first scroll), the candidates are
  /// the rows within one screen height beyond the visible area in the scroll direction, nearest
  /// first, never visible rows; `cancelPrefetchingForRowsAt` names the outstanding rows more than
  /// ``prefetchCancelDistance`` rows from the visible ones, and comes before the new
  /// `prefetchRowsAt`. Nothing happens when `isPrefetchingEnabled` is false or there is no
  /// prefetch data source, or while an update lays the table out (it prefetches after its
  /// cancel).
  func updatePrefetching() {
    guard isPrefetchingEnabled, !isPrefetchingHeld, let prefetchDataSource else { return }
    let direction = prefetching.directionAhead
    let visible = Set(visibleCellsByPath.keys)
    let window =
      direction == .forward
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
      : geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
    let (cancel, prefetch) = prefetching.plan(
      candidates: window, visible: visible, isFar: isFarFromVisibleRows(visible))
    if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
    if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
  }

  /// Returns whether a row lies more than ``prefetchCancelDistance`` rows before the first or
  /// after the last visible row, counting rows across sections as UIKit's prefetch context does
  /// (by global row index); with no visible row, nothing is far.
  private func isFarFromVisibleRows(_ visible: Set<IndexPath>) -> (IndexPath) -> Bool {
    let counts = rowCounts ?? []
    var starts: [Int] = []
    var total = 0
    for count in counts {
      starts.append(total)
      total += count
    }
    func index(_ path: IndexPath) -> Int {
      starts.indices.contains(path.section) ? starts[path.section] + path.row : total
    }
    guard let first = visible.min(), let last = visible.max() else { return { _ in false } }
    let (low, high) = (index(first), index(last))
    let distance = Self.prefetchCancelDistance
    return { index($0) < low - distance || index($0) > high + distance }
  }
}
