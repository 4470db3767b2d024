// Cells requested ahead of display (Rules.md R-time-8, inferred): with prefetching on, UIKit may
// ask for a row's cell before the row appears ("cells requested in advance",
// developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled), and the row then
// gets `willDisplay` only when it appears. How far ahead and when UIKit does it is not known, so
// HeadlessUIKit prepares conservatively: in a window, after the user has scrolled, the one row
// next beyond the visible area in the scroll direction.

extension UITableView {
  /// Requests the cell of the row next beyond the visible area in the scroll direction, and
  /// puts back prepared cells whose rows stopped being next; runs after each layout pass.
  func updatePreparedCells() {
    let next = nextRowToPrepare()
    for path in preparedCells.keys where path != next { discardPreparedCell(at: path) }
    guard let next, preparedCells[next] == nil,
      let cell = requestCell(at: next, reconfiguring: nil)
    else { return }
    preparedCells[next] = cell
  }

  /// Takes the prepared cell of a row that is being displayed, if there is one.
  func takePreparedCell(at path: IndexPath) -> UITableViewCell? {
    preparedCells.removeValue(forKey: path)
  }

  /// Puts every prepared cell back in the pool: after an update, a reload or a reconfigure, the
  /// rows they were prepared for may hold other content. A prepared cell was never displayed, so
  /// it gets no `didEndDisplaying`.
  func discardPreparedCells() {
    for path in preparedCells.keys { discardPreparedCell(at: path) }
  }

  private func discardPreparedCell(at path: IndexPath) {
    guard let cell = preparedCells.removeValue(forKey: path) else { return }
    recycle(cell)
  }

  /// The row to prepare: none before the first scroll, outside a window, or with prefetching
  /// off (which also turns off "cells requested in advance").
  private func nextRowToPrepare() -> IndexPath? {
    guard isPrefetchingEnabled, laysOutBatchUpdates, let direction = prefetching.direction
    else { return nil }
    let ahead =
      direction == .forward
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
      : geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
    return ahead.first { visibleCellsByPath[$0] == nil }
  }
}
