import BatchRules

extension UITableView {
  func headlessPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    beginUpdates()
    updates?()
    if let completion { pendingCompletions.append(completion) }
    endUpdates()
  }

  func headlessBeginUpdates() {
    if updateDepth == 0 {
      loadRowDataIfNeeded()
      // A batch that begins on a stale layout brings it up to date first, with the data
      // source's "before" answers (Rules.md R-time-4, inferred from public crash fixes).
      layOutStaleLayoutBeforeBatch()
    }
    updateDepth += 1
  }

  func headlessEndUpdates() {
    UIKitException.stopping { () throws(UIKitException) in try checkedEndUpdates() }
  }

  var headlessHasUncommittedUpdates: Bool { updateDepth > 0 }

  func headlessInsertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.sectionInserts += sections }
  }

  func headlessDeleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.sectionDeletes += sections }
  }

  func headlessMoveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append(.init(from: section, to: newSection)) }
  }

  func headlessReloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.sectionReloads += sections }
  }

  func headlessInsertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.elementInserts += indexPaths }
  }

  func headlessDeleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.elementDeletes += indexPaths }
  }

  func headlessMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.elementMoves.append(.init(from: indexPath, to: newIndexPath)) }
  }

  func headlessReloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.elementReloads += indexPaths }
  }

  /// Reconfigures at the call, not when the batch ends: UIKit asks the data source for each
  /// row's cell at once, at the row's before-update path, while the data source still answers
  /// the table's old shape (timing evidence in the Rules article: a production crash fix, Apple's
  /// diffable updater). Visible and prepared cells are reconfigured (Rules.md R-reuse-10). The
  /// rows join the batch for its validation only.
  func headlessReconfigureRows(at indexPaths: [IndexPath]) {
    beginUpdates()
    pendingBatch.elementReconfigures += indexPaths
    reconfigure(indexPaths)
    endUpdates()
  }

  func headlessReloadData() {
    discardVisibleViews()
    selection = []
    prefetching.forgetOutstanding()
    // "If you call this method when hasUncommittedUpdates is true, the table view forces a drop
    // of any uncommitted changes" (developer.apple.com/documentation/uikit/uitableview/reloaddata()).
    pendingBatch = BatchUpdate()
    rowCounts = nil
    loadRowDataIfNeeded()
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    // "It adjusts offsets if the table shrinks as a result of the reload" (same page).
    let highest = max(
      -adjustedContentInset.top,
      geometry.contentHeight + adjustedContentInset.bottom - bounds.height)
    if contentOffset.y > highest { contentOffset.y = highest }
    setNeedsLayout()
  }

  func headlessReloadSectionIndexTitles() {
    sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
  }

  /// Takes every cell, header and footer off the screen as a reload does: cells return to the
  /// pool in row order and get `didEndDisplaying` in reverse row order (Rules.md R-display-2).
  func discardVisibleViews() {
    discardPreparedCells()
    let visible = visibleCellsByPath.sorted { $0.key < $1.key }
    visibleCellsByPath = [:]
    for (_, cell) in visible { recycle(cell) }
    for (path, cell) in visible.reversed() {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    for kind in visibleSupplementaries.keys.sorted().reversed() {
      endDisplayingSupplementary(kind)
    }
    for cell in visible.map(\.value) where cell.isSelected {
      cell.setSelected(false, animated: false)
    }
  }

  /// Records an operation: inside a batch it joins the batch; alone it is its own batch
  /// (Rules.md R-batch-2).
  private func record(_ change: (inout BatchUpdate) -> Void) {
    beginUpdates()
    change(&pendingBatch)
    endUpdates()
  }

  /// The throwing core of `endUpdates()`; a failure leaves the table as it was before the batch.
  func checkedEndUpdates() throws(UIKitException) {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let batch = pendingBatch
    let completions = pendingCompletions
    pendingBatch = BatchUpdate()
    pendingCompletions = []
    // The cells the update carries move from their old frames during its animation (Rules.md
    // R-motion-6).
    let (retired, motion) = try HeadlessPresentation.shared.recordingChanges {
      () throws(UIKitException) in try apply(batch)
    }
    guard !completions.isEmpty || !retired.isEmpty || motion != nil else { return }
    // The update animates: its completion runs later, from the animation's completion, never
    // before this returns (Rules.md R-time-2); the deleted rows' cells leave with it (inferred).
    HeadlessAnimationClock.shared.start(in: self) { [self] in
      motion?.end()
      endDisplaying(retired)
      for completion in completions { completion(true) }
    }
  }

  /// Returns the cells of deleted and reloaded rows to the pool and ends their display, at the
  /// end of the update's animation.
  private func endDisplaying(_ retired: [(IndexPath, UITableViewCell)]) {
    for (path, cell) in retired {
      recycle(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
  }

  /// Validates and applies a batch, and returns the cells of the rows it removed, which stay
  /// on screen until the update's animation ends.
  private func apply(_ batch: BatchUpdate) throws(UIKitException) -> [(IndexPath, UITableViewCell)]
  {
    let before = loadRowDataIfNeeded()
    let after = queryCounts()
    let mapping = try skippingReloadsOfRowsWithoutCells(batch).validatedRaising(
      before: before, after: after, messages: .table(viewDescription: exceptionDescription))
    rowCounts = after
    // Prepared cells follow their rows; those of deleted and reloaded rows go back to the pool
    // (Rules.md R-time-8).
    rebasePreparedCells(mapping)
    // The heights are asked again at the end of the outermost batch, so an empty batch picks up
    // changed heights (Rules.md R-time-3): every row with estimation off, visible rows with it on.
    geometry = buildGeometry(counts: after, carrying: mapping)
    var carried: [IndexPath: UITableViewCell] = [:]
    var retired: [(IndexPath, UITableViewCell)] = []
    for (old, cell) in visibleCellsByPath.sorted(by: { $0.key > $1.key }) {
      if let new = mapping.newPath(for: old) {
        carried[new] = cell
      } else {
        retired.append((old, cell))
      }
    }
    visibleCellsByPath = carried
    remeasureVisibleRows()
    // Rows the update pushed out of the bounds keep their cells until the update's animation
    // ends, as deleted rows do (Rules.md R-display-7, inferred); outside a window they leave at
    // the next layout.
    if laysOutBatchUpdates {
      let inBounds = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
      for path in visibleCellsByPath.keys.sorted(by: >) where !inBounds.contains(path) {
        retired.append((path, visibleCellsByPath.removeValue(forKey: path)!))
      }
    }
    var remapped: [TableSupplementary: UIView] = [:]
    var dropped: [(TableSupplementary, UIView)] = []
    for (kind, view) in visibleSupplementaries {
      if let section = mapping.newSection(for: kind.section) {
        remapped[kind.moved(to: section)] = view
      } else {
        dropped.append((kind, view))
      }
    }
    visibleSupplementaries = remapped
    for (kind, view) in dropped.sorted(by: { $0.0 < $1.0 }) { endDisplaying(view, as: kind) }
    // Selection follows its rows; deleted and reloaded rows drop out (Rules.md R-select-5).
    selection = selection.compactMap(mapping.newPath)
    if let row = swipe?.row { swipe?.row = mapping.newPath(for: row) }
    // Focus stays on its row; a deleted row loses it (Rules.md R-focus-4).
    rebaseFocus(mapping.newPath(for:))
    // New cells are dequeued before the retired ones return to the pool, so a reloaded row gets
    // a fresh cell (Rules.md R-batch-6).
    setNeedsLayout()
    // Every update ends by cancelling every outstanding prefetch (Rules.md R-prefetch-4: the
    // iOS 18.2 decompile's `cancelWithNewMaxIndex:`), after the update's cells and before the
    // next prefetch, with the paths as they were prefetched (inferred).
    let cancelled = prefetching.takeOutstanding()
    // Outside a window the update builds no cells as if they were visible: they come at the next
    // layout (Rules.md R-display-14, unverified).
    if laysOutBatchUpdates {
      isPrefetchingHeld = true
      layoutIfNeeded()
      isPrefetchingHeld = false
    }
    if !cancelled.isEmpty {
      prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: cancelled)
    }
    if laysOutBatchUpdates { updatePrefetching() }
    // A swiped row that was deleted ends its swipe: `didEndEditingRowAt` gets nil.
    if let swipe, swipe.row == nil { endSwipe() }
    return retired
  }

  /// Asks the data source again for the cells of the rows among `paths` that have a visible or
  /// prepared cell ("To update the contents of existing (including prefetched) cells"; rows
  /// without a cell are left alone, as Apple documents); a different cell returned replaces the
  /// old one.
  private func reconfigure(_ paths: [IndexPath]) {
    for path in paths {
      guard let existing = existingCell(at: path),
        let cell = requestCell(at: path, reconfiguring: existing)
      else { continue }
      guard cell !== existing else { continue }
      if visibleCellsByPath[path] == nil {
        preparedCells.keep(cell, at: path)
        recycle(existing)
        continue
      }
      visibleCellsByPath[path] = cell
      recycle(existing)
      cell.frame = existing.frame
      prepareForDisplay(cell, at: path)
      addSubview(cell)
    }
  }

  /// Returns the batch without the reloads of rows that have no cell, visible or prepared: iOS 18
  /// skips them before it turns reloads into deletes and inserts, for apps built with a recent
  /// SDK (Rules.md R-batch-6: the iOS 18.2 decompile's loop over `_sortedDeduplicatedReloadItems`
  /// and `_existingCellForRowAtIndexPath:`). So such a reload neither fails nor drops the row's
  /// selection. Section reloads are kept.
  private func skippingReloadsOfRowsWithoutCells(_ batch: BatchUpdate) -> BatchUpdate {
    guard !batch.elementReloads.isEmpty else { return batch }
    var kept = batch
    kept.elementReloads = batch.elementReloads.filter { existingCell(at: $0) != nil }
    return kept
  }
}
