extension ListKit {
  /// Returns where the user reads: the row at the top of the visible area, identified by `id`,
  /// and how far into it the user has scrolled; nil when no row is on screen.
  ///
  /// ```swift
  /// let position = kit.readingPosition(identifiedBy: \.serverID)
  /// ```
  public func readingPosition<RowID: Hashable>(identifiedBy id: (Row) -> RowID)
    -> ScrollPosition<RowID>?
  {
    let top = anchorViewport.visible.lowerBound
    let rows = listView.visiblePaths.compactMap { path -> (IndexPath, CGRect)? in
      guard path.section < shown.sections.count,
        path.row < shown.numberOfRows(inSection: path.section),
        let frame = listView.framePath(path)
      else { return nil }
      return (path, frame)
    }
    // The row across the top of the visible area, else the first below it.
    guard
      let (path, frame) = rows.filter({ $0.1.maxY > top }).min(by: {
        ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX)
      })
    else { return nil }
    return ScrollPosition(rowID: id(shown[path]), offsetInRow: top - frame.minY)
  }

  /// Scrolls so that the row of `position` is at the top of the visible area, scrolled into by
  /// the same amount, wherever rows above it moved it. A row not in the table yet is waited
  /// for: the position is restored when a table that has it is shown (a relaunch restores
  /// before the data arrives). Scrolling ends a position still waiting.
  ///
  /// ```swift
  /// kit.restore(savedPosition, identifiedBy: \.serverID)
  /// ```
  public func restore<RowID: Hashable>(
    _ position: ScrollPosition<RowID>, identifiedBy id: @escaping (Row) -> RowID
  ) {
    pendingReadingPosition = ({ id($0) == position.rowID }, position.offsetInRow)
    restorePendingReadingPosition()
  }

  /// Restores the waiting reading position if the view has a size and the shown table has its
  /// row.
  func restorePendingReadingPosition() {
    guard let (matches, offsetInRow) = pendingReadingPosition, listView.bounds.height > 0,
      let index = shown.indices.first(where: { matches(shown[$0]) })
    else { return }
    pendingReadingPosition = nil
    isPlacedAtBottom = true  // the reading position wins over a chat's start at the bottom
    for _ in 0..<8 {
      listView.layoutIfNeeded()
      guard let frame = listView.framePath(index.indexPath) else { return }
      let viewport = anchorViewport
      let target = min(
        max(frame.minY + offsetInRow - viewport.insetTop, viewport.lowest), viewport.highest)
      guard abs(target - listView.contentOffset.y) > 0.25 else { return }
      listView.contentOffset.y = target
    }
  }
}

extension ListKit where Row: Identifiable {
  /// Where the user reads, by the rows' `id`: `Codable` when the identity is, to save for state
  /// restoration; nil when no row is on screen.
  public var readingPosition: ScrollPosition<Row.ID>? { readingPosition(identifiedBy: \.id) }

  /// Scrolls back to a reading position saved from ``readingPosition``, by the rows' `id`.
  public func restore(_ position: ScrollPosition<Row.ID>) {
    restore(position, identifiedBy: \.id)
  }
}
