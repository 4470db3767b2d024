import BatchRules

// Batch updates (Rules.md R-batch-*, R-valid-*): operations are collected, validated against the counts
// before and after with UIKit's rules and collection-view wording, then applied to what is
// displayed, to the selection and to prefetching.

extension UICollectionView {
  /// Adds an operation to the batch under way, or runs it as a batch of its own when none is
  /// (a lone call is its own batch, Rules.md R-batch-2).
  func record(_ operation: (inout BatchUpdate) -> Void) {
    if pendingUpdate == nil {
      beginBatch()
      operation(&pendingUpdate!)
      failingLater(fallback: ()) { () throws(UIKitException) in try endBatch() }
    } else {
      operation(&pendingUpdate!)
    }
  }

  /// Runs a batch: nested batches join the outermost one, which is validated and applied when
  /// it ends (Rules.md R-batch-1). `completion` gets `true` later, when the update's animation
  /// ends on the headless animation clock, never before this returns (Rules.md R-time-2).
  func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    throws(UIKitException)
  {
    beginBatch()
    updates?()
    if let completion { pendingCompletions.append(completion) }
    try endBatch()
  }

  /// Opens a batch; the outermost one loads counts never loaded, so "before" is what the data
  /// source says as the batch starts (Rules.md R-batch-3: a model changed before that is seen as
  /// "before"), and in a window lays out a stale layout first, with those answers (Rules.md
  /// R-time-4; outside a window it does not, Rules.md R-display-14).
  private func beginBatch() {
    if updateDepth == 0 {
      _ = counts
      layOutStaleLayoutBeforeBatch()
      pendingUpdate = BatchUpdate()
    }
    updateDepth += 1
  }

  /// Closes a batch; closing the outermost one validates and applies it, and starts its
  /// animation when it has completions or removed cells.
  private func endBatch() throws(UIKitException) {
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let batch = pendingUpdate ?? BatchUpdate()
    let completions = pendingCompletions
    pendingUpdate = nil
    pendingCompletions = []
    // Cells and the content offset changed while the update applies move during its animation
    // (Rules.md R-motion-6, R-motion-7).
    let (leaving, motion) = try HeadlessPresentation.shared.recordingChanges {
      () throws(UIKitException) in try apply(batch)
    }
    guard !completions.isEmpty || !leaving.isEmpty || motion != nil else { return }
    // The update animates: the removed items' cells leave and the completions run when its
    // animation ends, never before this returns (Rules.md R-time-2; the cells inferred).
    HeadlessAnimationClock.shared.start(in: self) { [self] in
      motion?.end()
      for (path, cell) in leaving { retire(cell, endingDisplayAt: path) }
      for completion in completions { completion(true) }
    }
  }

  /// Validates a finished batch and applies it; returns the cells of the items it removed,
  /// in descending path order, which leave when the update's animation ends.
  private func apply(_ batch: BatchUpdate) throws(UIKitException)
    -> [(IndexPath, UICollectionViewCell)]
  {
    let before = counts
    let after = countsFromDataSource()
    let mapping = try batch.validatedRaising(
      before: before, after: after, messages: .collection(viewDescription: messageDescription))
    cachedCounts = after
    // Prepared cells follow their items; those of deleted and reloaded items go back to the pool
    // (Rules.md R-time-8: `_rebasePrefetchedCellIndexPathsWithMapping:`).
    for cell in preparedCells.rebase(mapping.newPath(for:)) {
      retire(cell as UICollectionReusableView)
    }
    return try apply(mapping)
  }

  /// Carries displayed views, selection and prefetching through an update, lays out the new
  /// state, retires the supplementary views the update removed, and returns the removed cells.
  ///
  /// Removed cells retire only when the update's animation ends, after the new cells were
  /// dequeued, so a reloaded item gets a new cell instance (Rules.md R-batch-6), and deleted
  /// items get `didEndDisplaying` then (Rules.md R-display-4, R-time-2). The layout (and so the
  /// flow layout's sizes) is prepared again at the end of the batch, the target content offset
  /// applied (Rules.md R-anchor-9), and the cells laid out there; outside a window the new cells
  /// come at the next layout instead (Rules.md R-display-14).
  private func apply(_ mapping: UpdateMapping) throws(UIKitException)
    -> [(IndexPath, UICollectionViewCell)]
  {
    var keptCells: [IndexPath: UICollectionViewCell] = [:]
    var leavingCells: [(IndexPath, UICollectionViewCell)] = []
    for (path, cell) in displayedCells {
      if let newPath = mapping.newPath(for: path) {
        keptCells[newPath] = cell
      } else {
        leavingCells.append((path, cell))
      }
    }
    var keptViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var leavingViews: [(SupplementaryKey, UICollectionReusableView)] = []
    for (key, view) in displayedSupplementaries {
      if let section = mapping.newSection(for: key.indexPath.section) {
        var moved = key
        moved.indexPath = IndexPath(indexes: [section] + key.indexPath.dropFirst())
        keptViews[moved] = view
      } else {
        leavingViews.append((key, view))
      }
    }
    displayedCells = keptCells
    displayedSupplementaries = keptViews
    selection = selection.remapped(mapping.newPath(for:))
    // Focus stays on its item; a deleted item loses it (Rules.md R-focus-4).
    rebaseFocus(mapping.newPath(for:))
    for (path, cell) in displayedCells { cell.isSelected = selection.contains(path) }
    prefetching.remap(mapping.newPath(for:))

    carryLayoutState(through: mapping)
    collectionViewLayout.invalidateLayout()
    if laysOutBatchUpdates {
      // The new layout is prepared, then the layout and the delegate may move the offset the
      // update ends at, before the cells are laid out for it (Rules.md R-anchor-9).
      prepareLayoutIfNeeded()
      moveToTargetContentOffset()
      try layOutElements()
    }
    for (key, view) in leavingViews.sorted(by: { SupplementaryKey.displayOrder($1.0, $0.0) }) {
      retire(view, endingDisplayOf: key)
    }
    return leavingCells.sorted { $0.0 > $1.0 }
  }

  /// Asks the data source again for the displayed and prepared cells among `paths` ("existing
  /// (including prefetched) cells"), which must hand back the same cells (Rules.md R-reuse-10:
  /// dequeuing another identifier stops, Rules.md R-time-1); items without a cell are left alone.
  func reconfigureDisplayed(_ paths: [IndexPath]) throws(UIKitException) {
    for path in paths.sorted() {
      guard let existing = displayedCells[path] ?? preparedCells.cell(at: path) else { continue }
      _ = try requestCell(at: path, reconfiguring: existing)
      remeasureReconfiguredCell(at: path)
    }
  }

  /// Forgets the counts and retires every displayed view as a table view does on reload (Rules.md R-display-2,
  /// R-display-1): cells go back to the pool in item order and get `didEndDisplaying` in reverse item
  /// order, so the next layout hands them out flipped. Clears the selection, as UXKit's
  /// `reloadData` does (Rules.md R-select-6).
  func reloadAll() {
    discardPreparedCells()
    let retiring = displayedCells.sorted { $0.key < $1.key }
    displayedCells = [:]
    for (_, cell) in retiring {
      cell.isHighlighted = false
      retire(cell)
    }
    for (path, cell) in retiring.reversed() {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    for key in displayedSupplementaries.keys.sorted(by: { SupplementaryKey.displayOrder($1, $0) }) {
      endDisplayingSupplementary(key)
    }
    selection.removeAll()
    prefetching.forgetOutstanding()
    invalidateCounts()
  }
}

extension UpdateMessages {
  /// The wording of `UICollectionView`: "item"/"items", "Collection view:", and its two checks of
  /// moves against deleted and inserted sections (Rules.md R-valid-15).
  static func collection(viewDescription: String) -> UpdateMessages {
    UpdateMessages(
      element: "item", viewNoun: "collection view", viewLabel: "Collection view",
      viewDescription: viewDescription,
      moveFromDeletedSection: { "cannot move an item from a deleted section (\($0))" },
      moveIntoInsertedSection: { "cannot move an item into a newly inserted section (\($0))" })
  }
}
