extension UITableView {
  /// Tells the prefetch data source about rows ahead of the scroll, and cancels stale ones.
  ///
  /// Reference §3.6: after a scroll, the candidates are the rows within one screen height
  /// beyond the visible area in the scroll direction (the window size is a headless rule),
  /// nearest first ([V S14] "sorted in ascending order based on their priority"), never visible
  /// rows. `cancelPrefetchingForRowsAt` names earlier prefetched rows that are no longer
  /// candidates and were not shown — after the direction reverses, say ([V S3], [S20]) — and
  /// comes before the new `prefetchRowsAt`. Rows that became visible were used and are
  /// forgotten without a cancel. Nothing happens when `isPrefetchingEnabled` is false or there
  /// is no prefetch data source.
  func updatePrefetching() {
    let offset = contentOffset
    let last = prefetch.lastOffset
    prefetch.lastOffset = offset
    let visible = Set(visibleCellsByPath.keys)
    prefetch.outstanding.removeAll { visible.contains($0) }
    guard isPrefetchingEnabled, let prefetchDataSource, let last, offset.y != last.y else {
      return
    }
    let forward = offset.y > last.y
    let window =
      forward
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
      : geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
    let candidates = window.filter { !visible.contains($0) }
    let candidateSet = Set(candidates)
    let stale = prefetch.outstanding.filter { !candidateSet.contains($0) }
    if !stale.isEmpty {
      prefetch.outstanding.removeAll { !candidateSet.contains($0) }
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: stale)
    }
    let outstanding = Set(prefetch.outstanding)
    let fresh = candidates.filter { !outstanding.contains($0) }
    if !fresh.isEmpty {
      prefetch.outstanding += fresh
      prefetchDataSource.tableView(self, prefetchRowsAt: fresh)
    }
  }
}
