extension ListKit {
  /// The number of rows that arrived below the rows on screen while a list anchored at the
  /// ``ScrollAnchoring/bottom`` was not at the bottom — for a "new messages" pill. Back to 0 when
  /// the user reaches the bottom (or ``scrollToBottom(animated:)`` takes them there).
  ///
  /// ```swift
  /// bag += kit.rowsArrivedBelow.onValue { count in
  ///   pill.isHidden = count == 0
  ///   pill.setTitle("\(count) new", for: .normal)
  /// }
  /// ```
  public var rowsArrivedBelow: ReadSignal<Int> { rowsBelowStore.readOnly() }

  /// Scrolls to the end of the content, where a chat's newest row is.
  ///
  /// - Parameter animated: Whether the scroll animates.
  public func scrollToBottom(animated: Bool) {
    rowsBelowStore.value = 0
    listView.layoutIfNeeded()
    if animated {
      let end = CGPoint(x: listView.contentOffset.x, y: anchorViewport.highest)
      listView.setContentOffset(end, animated: true)
      return
    }
    // Rows that size themselves as they come on screen move the end: follow it.
    for _ in 0..<8 {
      let end = anchorViewport.highest
      guard abs(listView.contentOffset.y - end) > 0.25 else { return }
      listView.contentOffset.y = end
      listView.layoutIfNeeded()
    }
  }

  /// Counts the rows an update adds after the last row of the old table while a bottom-anchored
  /// list is not at the bottom.
  func countRowsArriving(from old: Table<Section, Row>, to new: Table<Section, Row>) {
    guard case .bottom = anchoring, listView.bounds.height > 0, !anchorViewport.isAtBottom,
      let last = old.rows.last
    else { return }
    let lastID = identity.row(last)
    var oldIDs: Set<AnyHashable>?
    var arrived = 0
    for row in new.rows.reversed() {
      let id = identity.row(row)
      if id == lastID { break }
      if oldIDs == nil { oldIDs = Set(old.rows.map(identity.row)) }
      if !oldIDs!.contains(id) { arrived += 1 }
    }
    if arrived > 0 { rowsBelowStore.value += arrived }
  }

  /// Notes a scroll: reaching the bottom clears ``rowsArrivedBelow``.
  ///
  /// A drag also ends a reading position still waiting for its row: the user chose another place.
  func anchoringDidScroll() {
    if listView.isDragging { pendingReadingPosition = nil }
    guard rowsBelowStore.value > 0, anchorViewport.isAtBottom else { return }
    rowsBelowStore.value = 0
  }

  /// What anchoring does once the view shows a table: an older page that arrived no longer
  /// holds the top still, a waiting reading position is restored, and a bottom-anchored list
  /// that has not been placed yet starts at its newest row.
  func anchoringDidShow() {
    if olderPageArriving, nearStartReportedAt != currentStart { olderPageArriving = false }
    restorePendingReadingPosition()
    placeAtBottomIfNeeded()
  }

  /// Starts a bottom-anchored list at its newest row, once the view has a size and rows.
  func placeAtBottomIfNeeded() {
    guard case .bottom = anchoring, !isPlacedAtBottom, listView.bounds.height > 0,
      !shown.isEmpty, pendingReadingPosition == nil
    else { return }
    isPlacedAtBottom = true
    scrollToBottom(animated: false)
  }
}
