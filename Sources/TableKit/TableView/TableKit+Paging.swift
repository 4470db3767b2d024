extension TableKit {
  /// Fires ``nearEnd`` when the rows on screen reach within ``nearEndDistance`` of the end, or
  /// the table is empty, unless a page loads, nobody listens yet, or it already fired for a
  /// table of this many rows.
  ///
  /// Checked whenever the answer could change: a row is displayed, a table is shown, loading
  /// ends, the distance changes, a subscriber arrives.
  ///
  /// - Parameter displayed: The row about to be displayed, when a display asks; otherwise the
  ///   visible rows decide.
  func checkNearEnd(displaying displayed: IndexPath? = nil) {
    guard bridge != nil, !isLoadingNextPage, nearEndEmitter.hasSubscribers,
      nearEndReportedCount != shown.count
    else { return }
    // Reading the visible rows may lay the view out, which displays rows and checks again: read
    // them first, then decide.
    let visibleLast = displayed ?? view.indexPathsForVisibleRows?.max()
    let count = shown.count
    guard !isLoadingNextPage, nearEndReportedCount != count else { return }
    if count > 0 {
      guard let last = visibleLast,
        last.section < shown.sections.count, last.row < shown.numberOfRows(inSection: last.section),
        shown.offset(of: TableIndex(last)) >= count - 1 - nearEndDistance
      else { return }
    }
    nearEndReportedCount = count
    nearEndEmitter.send(())
  }

}
