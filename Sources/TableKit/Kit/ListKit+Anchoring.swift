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
      return ScrollAnchor.VisibleRow(id: identity.row(shown[path]), frame: frame)
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
  func restoreAnchor(_ anchor: ScrollAnchor?, animated: Bool) {
    guard let anchor else { return }
    if anchor.place == .bottom, animated {
      listView.layoutIfNeeded()
      let target = anchorViewport.highest
      if abs(target - listView.contentOffset.y) > 0.25 {
        listView.setContentOffset(CGPoint(x: listView.contentOffset.x, y: target), animated: true)
      }
      return
    }
    settle(anchor)
    anchorAfterBatch = (anchor, listView.contentOffset.y)
  }

  /// Corrects the offset again when the batch's animation ends, if the user has not scrolled
  /// since: on a device, rows measured as they come on screen may change the content then.
  func batchAnimationDidEnd() {
    guard let (anchor, offset) = anchorAfterBatch else { return }
    anchorAfterBatch = nil
    guard abs(listView.contentOffset.y - offset) < 0.25, !listView.isDragging else { return }
    settle(anchor)
  }

  /// Sets the offset the anchor asks for and lays out, until the anchor stays (rows measured as
  /// they come on screen move it) or eight rounds have passed.
  private func settle(_ anchor: ScrollAnchor) {
    var hints: [AnyHashable: TableIndex] = [:]
    for _ in 0..<8 {
      listView.layoutIfNeeded()
      let frame = { (id: AnyHashable) -> CGRect? in
        guard
          let index = self.shown.index(
            ofRowWithID: id, near: hints[id], identity: self.identity.row)
        else { return nil }
        hints[id] = index
        return self.listView.framePath(index.indexPath)
      }
      guard let target = anchor.offset(in: anchorViewport, frame: frame),
        abs(target - listView.contentOffset.y) > 0.25
      else { return }
      listView.contentOffset.y = target
    }
  }
}

extension ListKit {
  // MARK: The pipeline's anchoring hooks

  func pipelineCaptureAnchor() -> ScrollAnchor? { captureAnchor() }

  func pipelineRestoreAnchor(_ anchor: ScrollAnchor?, animated: Bool) {
    restoreAnchor(anchor, animated: animated)
  }

  func pipelineBatchAnimationDidEnd() { batchAnimationDidEnd() }
}
