extension UITableView {
  /// Tells the prefetch data source about rows ahead of the scroll, and cancels stale ones.
  ///
  /// Rules.md R-prefetch-1, R-time-5, rules in ``PrefetchPlanner``: from the first layout (ahead
  /// of the content's start until the first scroll), the candidates are
  /// the rows within one screen height beyond the visible area in the scroll direction, nearest
  /// first, never visible rows; `cancelPrefetchingForRowsAt` comes before the new
  /// `prefetchRowsAt`. Nothing happens when `isPrefetchingEnabled` is false or there is no
  /// prefetch data source.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    let direction = prefetching.directionAhead
    let visible = Set(visibleCellsByPath.keys)
    let window =
      direction == .forward
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
      : geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
    let (cancel, prefetch) = prefetching.plan(candidates: window, visible: visible)
    if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
    if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
  }
}
