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
    try endBatch()
    if let completion {
      HeadlessAnimationClock.shared.start(in: self) { completion(true) }
    }
  }

  /// Opens a batch; the outermost one loads counts never loaded, so "before" is what the data
  /// source says as the batch starts (Rules.md R-batch-3: a model changed before that is seen as "before").
  private func beginBatch() {
    if updateDepth == 0 {
      _ = counts
      pendingUpdate = BatchUpdate()
    }
    updateDepth += 1
  }

  /// Closes a batch; closing the outermost one validates and applies it.
  private func endBatch() throws(UIKitException) {
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let batch = pendingUpdate ?? BatchUpdate()
    pendingUpdate = nil
    try apply(batch)
  }

  /// Validates a finished batch and applies it.
  private func apply(_ batch: BatchUpdate) throws(UIKitException) {
    let before = counts
    let after = countsFromDataSource()
    let mapping = try batch.validatedRaising(
      before: before, after: after, messages: .collection(viewDescription: messageDescription))
    cachedCounts = after
    try apply(mapping)
  }

  /// Carries displayed views, selection and prefetching through an update, lays out the new
  /// state, then retires what the update removed.
  ///
  /// Removed cells retire only after the new cells were dequeued, so a reloaded item gets a new
  /// cell instance (Rules.md R-batch-6), and deleted items get `didEndDisplaying` (Rules.md R-display-4).
  private func apply(_ mapping: UpdateMapping) throws(UIKitException) {
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
    for (path, cell) in displayedCells { cell.isSelected = selection.contains(path) }
    prefetching.remap(mapping.newPath(for:))

    collectionViewLayout.invalidateLayout()
    try layOutElements()
    for (path, cell) in leavingCells.sorted(by: { $0.0 > $1.0 }) {
      retire(cell, endingDisplayAt: path)
    }
    for (key, view) in leavingViews.sorted(by: { SupplementaryKey.displayOrder($1.0, $0.0) }) {
      retire(view, endingDisplayOf: key)
    }
  }

  /// Asks the data source again for the displayed cells among `paths`, expecting the same cells
  /// back (Rules.md R-reuse-10); items without a cell are left alone.
  func reconfigureDisplayed(_ paths: [IndexPath]) throws(UIKitException) {
    for path in paths.sorted() {
      guard let existing = displayedCells[path] else { continue }
      let cell = try requestCell(at: path, reconfiguring: existing)
      guard cell !== existing else { continue }
      // A different cell (another identifier) replaces the old one, as a reload would.
      displayedCells[path] = cell
      cell.frame = existing.frame
      cell.isSelected = selection.contains(path)
      addSubview(cell)
      retire(existing, endingDisplayAt: path)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }
  }

  /// Forgets the counts and retires every displayed view as a table view does on reload (Rules.md R-display-2,
  /// R-display-1): cells go back to the pool in item order and get `didEndDisplaying` in reverse item
  /// order, so the next layout hands them out flipped. Clears the selection, as UXKit's
  /// `reloadData` does (Rules.md R-select-6).
  func reloadAll() {
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
