/// The cells a table or collection view requested ahead of display and has not displayed yet,
/// by index path (Rules.md R-time-8, inferred).
///
/// A view asks for the cell of the one row or item next beyond the visible area in the scroll
/// direction, in a window, once the user has scrolled, with prefetching on; when that row or
/// item appears, the view displays the prepared cell without asking again. A prepared cell
/// that stops being next, or that an update, a reload or a new data source makes stale, goes
/// back to the reuse pool without `didEndDisplaying`, since it was never displayed.
struct PreparedCells<Cell: AnyObject> {
  private var cells: [IndexPath: Cell] = [:]

  /// Whether the view asks for cells ahead now: with prefetching on ("cells requested in
  /// advance" stop with it), in a window, after the first scroll.
  static func areRequested(prefetching: Bool, inWindow: Bool, scrolled: Bool) -> Bool {
    prefetching && inWindow && scrolled
  }

  /// Whether a row or item has a prepared cell.
  func contains(_ path: IndexPath) -> Bool { cells[path] != nil }

  /// Keeps the cell requested for a row or item.
  mutating func keep(_ cell: Cell, at path: IndexPath) { cells[path] = cell }

  /// Takes the prepared cell of a row or item that is being displayed, if there is one.
  mutating func take(_ path: IndexPath) -> Cell? { cells.removeValue(forKey: path) }

  /// Removes and returns the cells of every row or item but `kept`, to go back to the pool.
  mutating func removeAll(except kept: IndexPath? = nil) -> [Cell] {
    let stale = cells.filter { $0.key != kept }
    for path in stale.keys { cells[path] = nil }
    return stale.sorted { $0.key < $1.key }.map(\.value)
  }
}
