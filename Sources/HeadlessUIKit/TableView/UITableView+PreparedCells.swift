import BatchRules

// Cells requested ahead of display (Rules.md R-time-8): with prefetching on, UIKit may ask for a
// row's cell before the row appears ("cells requested in advance",
// developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled), and the row then
// gets `willDisplay` only when it appears. The table keeps such a cell through updates, and
// `cellForRow(at:)` returns it (iOS 15 and later). How far ahead and when UIKit prepares is not
// known, so HeadlessUIKit prepares conservatively (see ``PreparedCells``).

extension UITableView {
  /// Requests the cell of the row next beyond the visible area in the scroll direction, and
  /// puts back kept and prepared cells whose rows stopped being next to the visible area; runs
  /// after each layout pass.
  func updatePreparedCells() {
    let next = nextRowToPrepare()
    var kept = rowsKeepingTheirCells()
    if let next { kept.insert(next) }
    for cell in preparedCells.removeAll(except: kept) { recycle(cell) }
    guard let next, !preparedCells.contains(next),
      let cell = requestCell(at: next, reconfiguring: nil)
    else { return }
    preparedCells.keep(cell, at: next)
  }

  /// Puts every prepared cell back in the pool: after a reload or a new data source, the rows
  /// they were prepared for may hold other content.
  func discardPreparedCells() {
    for cell in preparedCells.removeAll() { recycle(cell) }
  }

  /// Moves the prepared cells to their rows' paths after an update, and puts back in the pool,
  /// without `didEndDisplaying`, those of rows the update deleted or reloaded (Rules.md R-time-8:
  /// `rebasePrefetchedCellIndexPathsWithMapping:` in the iOS 18.2 decompile).
  func rebasePreparedCells(_ mapping: UpdateMapping) {
    for cell in preparedCells.rebase(mapping.newPath) { recycle(cell) }
  }

  /// The rows whose cells the table keeps after they leave the visible area: those next to it
  /// (Rules.md R-display-16).
  func rowsKeepingTheirCells(visible: Set<IndexPath>? = nil) -> Set<IndexPath> {
    guard
      PreparedCells<UITableViewCell>.areKept(
        prefetching: isPrefetchingEnabled, inWindow: laysOutBatchUpdates)
    else { return [] }
    return PreparedCells<UITableViewCell>.neighbours(
      ofVisible: visible ?? Set(visibleCellsByPath.keys), counts: rowCounts ?? [])
  }

  /// Returns the cell a row has: its visible cell, else its prepared one (UIKit's "existing"
  /// cell, which `cellForRow(at:)` returns on iOS 15 and later).
  func existingCell(at path: IndexPath) -> UITableViewCell? {
    visibleCellsByPath[path] ?? preparedCells.cell(at: path)
  }

  private func nextRowToPrepare() -> IndexPath? {
    guard
      PreparedCells<UITableViewCell>.areRequested(
        prefetching: isPrefetchingEnabled, inWindow: laysOutBatchUpdates,
        scrolled: prefetching.direction != nil)
    else { return nil }
    let ahead =
      prefetching.directionAhead == .forward
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
      : geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
    return ahead.first { visibleCellsByPath[$0] == nil }
  }
}
