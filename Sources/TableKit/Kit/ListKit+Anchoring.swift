extension ListKit {
  /// The view's vertical geometry now, for anchoring.
  var anchorViewport: ScrollAnchor.Viewport {
    let inset = listView.adjustedContentInset
    return ScrollAnchor.Viewport(
      offset: listView.contentOffset.y, height: listView.bounds.height, insetTop: inset.top,
      insetBottom: inset.bottom, contentHeight: listView.contentSize.height)
  }

  /// How the anchor is chosen now: the app's ``anchoring``, kept even at the top while older rows
  /// load above (they must not push the rows on screen down).
  var anchorMode: ScrollAnchor.Mode? {
    let atTop = olderPagingStore.value == .loading || olderPageArriving
    switch anchoring {
    case .none: return nil
    case .firstVisibleRow: return .firstVisibleRow(atTop: atTop)
    case .firstVisibleRowEvenAtTop: return .firstVisibleRow(atTop: true)
    case .row(let row): return .row(identity.row(row))
    case .bottom: return .bottom
    }
  }

  /// The rows on screen with their identities and frames, in the shown table.
  var anchorRows: [ScrollAnchor.VisibleRow] {
    listView.visiblePaths.compactMap { path in
      guard path.section < shown.sections.count,
        path.row < shown.numberOfRows(inSection: path.section),
        let frame = listView.framePath(path)
      else { return nil }
      return ScrollAnchor.VisibleRow(
        id: identity.row(shown[path]), index: TableIndex(path), frame: frame)
    }
  }

  /// Takes the user's place just before a batch; nil when the offset should stay as UIKit keeps
  /// it.
  func captureAnchor() -> ScrollAnchor? {
    guard let mode = anchorMode, listView.bounds.height > 0 else { return nil }
    return ScrollAnchor.capture(mode, viewport: anchorViewport, rows: anchorRows)
  }

  /// Puts the user's place back after a batch, by setting the content offset (which keeps a
  /// fling's momentum; Rules.md R-anchor-3) and laying out, until rows that size themselves on
  /// screen stop moving the anchor. At the bottom of a chat, rows added below scroll into view,
  /// animated when the update is.
  ///
  /// - Parameter afterBatch: Whether a batch just ran, whose new frames the view answers before
  ///   laying out; a reload's come with the next layout.
  func restoreAnchor(_ anchor: ScrollAnchor?, animated: Bool, afterBatch: Bool = true) {
    guard let anchor else { return }
    if anchor.place == .bottom, animated {
      listView.layoutIfNeeded()
      scrollToBottomAnimated()
      return
    }
    let placed = settle(anchor, afterBatch: afterBatch)
    anchorAfterBatch = (placed, listView.contentOffset.y)
  }

  /// Makes a change above the rows (a view shown or taken out above the first row) with the
  /// rows on screen kept where they are, at the top of the list too: the change is the kit's,
  /// not new rows the user should see.
  func keepingRowsStill(_ change: () -> Void) {
    guard var mode = anchorMode, listView.bounds.height > 0 else { return change() }
    if case .firstVisibleRow = mode { mode = .firstVisibleRow(atTop: true) }
    let anchor = ScrollAnchor.capture(mode, viewport: anchorViewport, rows: anchorRows)
    change()
    if let anchor { settle(anchor, afterBatch: false) }
  }

  /// Corrects the offset again when the batch's animation ends, if the user has not scrolled
  /// since: on a device, rows measured as they come on screen may change the content then.
  func batchAnimationDidEnd() {
    guard let (anchor, offset) = anchorAfterBatch else { return }
    anchorAfterBatch = nil
    guard abs(listView.contentOffset.y - offset) < 0.25, !listView.isDragging else { return }
    settle(anchor, afterBatch: false)
  }

  /// Sets the offset the anchor asks for and lays out, until the anchor stays (rows measured as
  /// they come on screen move it) or eight rounds have passed; returns the anchor with its rows'
  /// positions in the shown table, for the check at the end of the animation.
  ///
  /// Each row of the anchor is found where the batch that just ran took it (``anchorBatch``),
  /// checked by identity, else by a search outward from its old position: the cost is the
  /// batch's and the rows on screen's, not the table's.
  @discardableResult
  private func settle(_ anchor: ScrollAnchor, afterBatch: Bool = true) -> ScrollAnchor {
    var found: [AnyHashable: TableIndex] = [:]
    // After a batch the view answers frames with the new layout before it lays its cells out
    // (Rules.md R-anchor-2): the offset is set first, so only the corrected place is laid out,
    // then again until rows measured as they come on screen stop moving the anchor. A change
    // outside a batch (a header view) reaches the frames with the next layout.
    if !afterBatch { listView.layoutIfNeeded() }
    for _ in 0..<8 {
      guard let target = anchoredOffset(anchor, in: anchorViewport, found: &found) else { break }
      let moves = abs(target - listView.contentOffset.y) > 0.25
      if moves { listView.contentOffset.y = target }
      listView.layoutIfNeeded()
      if !moves { break }
    }
    return anchor.repositioned { found[$0.id] }
  }

  /// Returns the content offset's y that keeps an anchor with the frames the view answers now,
  /// or nil when no row of the anchor is left: each row found where the batch in flight took it
  /// (``shownIndex(of:)``), its frame from the view. The correction after a batch and a face's
  /// correction inside it share it.
  ///
  /// - Parameters:
  ///   - viewport: The view's geometry to clamp the offset to.
  ///   - found: The rows' positions found so far, by identity; the rows found are added.
  func anchoredOffset(
    _ anchor: ScrollAnchor, in viewport: ScrollAnchor.Viewport,
    found: inout [AnyHashable: TableIndex]
  ) -> CGFloat? {
    anchor.offset(in: viewport) { mark in
      let index = found[mark.id] ?? shownIndex(of: mark)
      if let index { found[mark.id] = index }
      return index.flatMap { listView.framePath($0.indexPath) }
    }
  }

  /// Returns where the row of a mark is in the shown table: where the batch in flight took its
  /// old position, if the row there has its identity, else the nearest row with its identity.
  ///
  /// - Complexity: O(*c* log *c*) for a batch of *c* operations when the batch took it there;
  ///   otherwise O(*d*) for a row *d* rows from where the mark had it.
  private func shownIndex(of mark: ScrollAnchor.Mark) -> TableIndex? {
    let table = shown
    let has = { (index: TableIndex) -> Bool in
      index.section < table.sections.count
        && index.row < table.numberOfRows(inSection: index.section)
        && self.identity.row(table[index]) == mark.id
    }
    if let batch = anchorBatch {
      // A row the batch deletes may come back among its inserts (a move UIKit cannot make is
      // staged as a delete and an insert), or with an inserted or reloaded section, whose rows
      // are only searched.
      guard let moved = batch.newPosition(ofRowAt: mark.index) else {
        guard batch.sectionReloads.isEmpty, batch.sectionInserts.isEmpty else {
          return nearestIndex(of: mark, in: table)
        }
        return batch.rowInserts.first(where: has)
      }
      if has(moved) { return moved }
    } else if has(mark.index) {
      return mark.index
    }
    return nearestIndex(of: mark, in: table)
  }

  /// Returns the row of a mark's identity nearest the mark's old position in a table.
  private func nearestIndex(of mark: ScrollAnchor.Mark, in table: Table<Section, Row>)
    -> TableIndex?
  {
    let sectionStart =
      mark.index.section < table.sections.count
      ? table.rowStarts[mark.index.section] : table.rows.count
    return table.index(
      ofRowWithID: mark.id, aroundOffset: sectionStart + mark.index.row, reach: table.rows.count,
      identity: identity.row)
  }
}

extension ListKit {
  // MARK: The pipeline's anchoring hooks

  func pipelineCaptureAnchor() -> ScrollAnchor? {
    anchorInBatch = captureAnchor()
    if let anchor = anchorInBatch, let batch = anchorBatch { anchorWillBatch(anchor, batch: batch) }
    return anchorInBatch
  }

  func pipelineRestoreAnchor(_ anchor: ScrollAnchor?, animated: Bool) {
    anchorInBatch = nil
    restoreAnchor(anchor, animated: animated)
    anchorInsideBatchDidSettle()
  }

  func pipelineBatchAnimationDidEnd() { batchAnimationDidEnd() }
}
