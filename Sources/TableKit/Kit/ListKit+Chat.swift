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
      scrollToBottomAnimated()
      return
    }
    // Rows that size themselves as they come on screen move the end: follow it.
    for _ in 0..<8 {
      let end = anchorViewport.highest
      guard abs(listView.contentOffset.y - end) > 0.25 else { break }
      listView.contentOffset.y = end
      listView.layoutIfNeeded()
    }
    isPinnedToBottom = true
  }

  /// Starts an animated scroll to the end of the content; the scroll's last step, at the end,
  /// pins the list there again.
  func scrollToBottomAnimated() {
    let end = CGPoint(x: listView.contentOffset.x, y: anchorViewport.highest)
    guard abs(end.y - listView.contentOffset.y) > 0.25 else { return }
    isPinnedToBottom = false  // until the scroll arrives: a layout meanwhile must not jump there
    listView.setContentOffset(end, animated: true)
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
    if case .bottom = anchoring, isPlacedAtBottom { isPinnedToBottom = anchorViewport.isAtBottom }
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

  /// Keeps a bottom-anchored list at its newest row through the view's layouts, called as rows
  /// come on screen or leave it: the list is placed there once the view has a size and rows,
  /// whenever that comes (a frame set before the kit or after it, a later layout), and a list
  /// the user left at its end goes back there when a new size moved the end (a rotation).
  ///
  /// The offset is set without laying out: this runs inside the view's layout, which lays out
  /// again for the new offset.
  func keepAtBottomThroughLayout() {
    guard bottomMovedFromPinnedList() else { return }
    listView.contentOffset.y = anchorViewport.highest
  }

  /// Returns whether a bottom-anchored list the user left at its end no longer shows its end
  /// at the bottom (a new size or new insets moved it); places a list not placed yet instead.
  /// Nothing while the user drags or the content decelerates, or while a batch is issued (its
  /// anchor puts the place back).
  private func bottomMovedFromPinnedList() -> Bool {
    guard case .bottom = anchoring, listView.bounds.height > 0, !shown.isEmpty,
      !listView.isDragging, !listView.isDecelerating, anchorInBatch == nil
    else { return false }
    guard isPlacedAtBottom else {
      placeAtBottomIfNeeded()
      return false
    }
    return isPinnedToBottom && abs(anchorViewport.highest - listView.contentOffset.y) > 0.25
  }

  // MARK: New sizes and insets

  /// Puts the size observer into the list while the kit is anchored at the bottom (and drives
  /// its view), and takes it out otherwise: other lists keep UIKit's behaviour and subviews.
  func observeSizeIfAnchoredAtBottom() {
    guard case .bottom = anchoring, bridge != nil else { return stopObservingSize() }
    guard sizeObserver == nil else { return }
    sizeObserver = ListSizeObserver(in: listView) { [weak self] in self?.listGeometryDidChange() }
  }

  /// Takes the size observer out of the list.
  func stopObservingSize() {
    sizeObserver?.removeFromSuperview()
    sizeObserver = nil
  }

  /// Called after the list laid out at a new size (the size observer) or its adjusted insets
  /// changed (`scrollViewDidChangeAdjustedContentInset(_:)`): a chat the user left at its
  /// newest row goes back there, without animation — the keyboard's or rotation's own
  /// animation, if one runs, carries the offset with it — and lays out for it, so that the
  /// rows the new offset shows are on screen before anything is drawn (Rules.md R-anchor-8).
  ///
  /// The view grew (back to portrait, the keyboard hid) or its bottom inset shrank: the end
  /// would rise above the bottom edge, with space below the newest row, and no row comes on
  /// screen or leaves it, so no display call would tell the kit (R-anchor-6).
  func listGeometryDidChange() {
    guard bottomMovedFromPinnedList() else { return }
    pipeline.callout { scrollToBottom(animated: false) }
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
