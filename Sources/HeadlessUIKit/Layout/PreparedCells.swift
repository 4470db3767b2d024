/// The cells a table or collection view requested ahead of display and has not displayed yet,
/// by index path (Rules.md R-time-8).
///
/// A view asks for the cell of the one row or item next beyond the visible area in the scroll
/// direction, in a window, once the user has scrolled, with prefetching on; when that row or
/// item appears, the view displays the prepared cell without asking again. A displayed cell that
/// leaves the visible area for a row or item next to it gets `didEndDisplaying` and is kept too
/// ("Cells that the table view finishes displaying and continues to retain… because they remain
/// near the visible region and might scroll back into view"), so it may be displayed again
/// without being asked for. A kept or prepared cell whose row or item stops being next to the
/// visible area (visible ± 1, the iOS 18.2 prefetch context's `pruneCellsForVisibleIndexRange:`)
/// goes back to the reuse pool without another `didEndDisplaying`. An update moves each prepared cell to its row's new index path, and puts back the
/// cells of rows it deleted or reloaded ("rebasePrefetchedCellIndexPathsWithMapping:" in the
/// iOS 18.2 decompile; "Reload will discard those cells"); a reload of all data or a new data
/// source puts them all back.
struct PreparedCells<Cell: AnyObject> {
  private var cells: [IndexPath: Cell] = [:]

  /// Whether the view asks for cells ahead now: with prefetching on ("cells requested in
  /// advance" stop with it), in a window, after the first scroll.
  static func areRequested(prefetching: Bool, inWindow: Bool, scrolled: Bool) -> Bool {
    prefetching && inWindow && scrolled
  }

  /// Whether the view keeps a displayed cell that leaves the visible area for a row or item next
  /// to it: with prefetching on, in a window (inferred: the prune lives in the prefetch context).
  static func areKept(prefetching: Bool, inWindow: Bool) -> Bool {
    prefetching && inWindow
  }

  /// Returns the rows or items next to the visible ones: the one just before the first and the
  /// one just after the last, in index path order across sections (visible ± 1).
  ///
  /// - Parameters:
  ///   - visible: The visible rows or items.
  ///   - counts: The number of rows or items in each section.
  static func neighbours(ofVisible visible: some Collection<IndexPath>, counts: [Int]) -> Set<
    IndexPath
  > {
    guard let first = visible.min(), let last = visible.max() else { return [] }
    var result = Set<IndexPath>()
    if first.item > 0 {
      result.insert(IndexPath(item: first.item - 1, section: first.section))
    } else if let section = (0..<min(first.section, counts.count)).last(where: { counts[$0] > 0 }) {
      result.insert(IndexPath(item: counts[section] - 1, section: section))
    }
    if last.section < counts.count, last.item + 1 < counts[last.section] {
      result.insert(IndexPath(item: last.item + 1, section: last.section))
    } else if let section = (last.section + 1..<max(last.section + 1, counts.count)).first(where: {
      counts[$0] > 0
    }) {
      result.insert(IndexPath(item: 0, section: section))
    }
    return result
  }

  /// Whether a row or item has a prepared cell.
  func contains(_ path: IndexPath) -> Bool { cells[path] != nil }

  /// Returns the prepared cell of a row or item, if there is one.
  func cell(at path: IndexPath) -> Cell? { cells[path] }

  /// Returns the row or item a prepared cell was prepared for, if it is one.
  func path(of cell: Cell) -> IndexPath? { cells.first { $0.value === cell }?.key }

  /// The rows or items that have a prepared cell, in order.
  var paths: [IndexPath] { cells.keys.sorted() }

  /// Keeps the cell requested for a row or item.
  mutating func keep(_ cell: Cell, at path: IndexPath) { cells[path] = cell }

  /// Takes the prepared cell of a row or item that is being displayed, if there is one.
  mutating func take(_ path: IndexPath) -> Cell? { cells.removeValue(forKey: path) }

  /// Removes and returns the cells of every row or item but those in `kept`, to go back to the
  /// pool.
  mutating func removeAll(except kept: Set<IndexPath> = []) -> [Cell] {
    let stale = cells.filter { !kept.contains($0.key) }
    for path in stale.keys { cells[path] = nil }
    return stale.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Moves each prepared cell to the path its row or item has after an update, and removes and
  /// returns the cells whose rows or items the update deleted or reloaded (`newPath` gives nil),
  /// to go back to the pool.
  mutating func rebase(_ newPath: (IndexPath) -> IndexPath?) -> [Cell] {
    var kept: [IndexPath: Cell] = [:]
    var removed: [(IndexPath, Cell)] = []
    for (path, cell) in cells {
      if let new = newPath(path) { kept[new] = cell } else { removed.append((path, cell)) }
    }
    cells = kept
    return removed.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
