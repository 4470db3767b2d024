extension CollectionKit: KitFace {
  var replacedViewProperties: [String]? {
    guard let bridge else { return nil }
    return [
      view.dataSource === bridge ? nil : "dataSource",
      view.delegate === bridge ? nil : "delegate",
    ].compactMap { $0 }
  }

  func reloadView() {
    view.reloadData()
  }

  func pipelineDidShow(_ table: Table<Section, Row>) {
    updateEmptyState()
    if !isTakingInMove { syncSelectionFromView() }
    nearEndTracker.reset()
    tableStore.value = table
  }

  func pipelineUpdateAccessories() {
    pipeline.viewCall { updateEmptyState() }
  }

  func animate(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) {
    // A view that never loaded its counts would take the "before" counts of its first batch
    // from the data source, already showing the new table (Rules.md R-batch-3); asking for them
    // now, while the data source still serves the old table, loads them.
    _ = view.numberOfSections
    if view.window == nil {
      UIView.performWithoutAnimation { perform(batch, from: old, to: new) }
    } else {
      perform(batch, from: old, to: new)
    }
  }

  /// Issues one batch: reconfigures first, while the data source answers the old table's shape
  /// with the kept rows' new contents, then the structural changes against the new table.
  ///
  /// UIKit resolves a reconfigure at once, at its before-update path (Rules.md R-time-1); a view
  /// that resolves it after the batch, at the after-update path, finds the new table and the same
  /// cell there, so both timings show the new content in the kept cell.
  private func perform(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) {
    let refresh = RefreshPlan<UICollectionViewCell>(
      batch: batch, visible: batch.rowReconfigures.isEmpty ? [] : view.indexPathsForVisibleItems,
      state: { view.cellForItem(at: $0).flatMap(cells.state(of:)) },
      reuseIdentifier: { reuseIdentifier(for: new[$0], at: $1) })
    pipeline.animationStarted()
    view.performBatchUpdates(
      {
        if !refresh.reconfigure.isEmpty {
          self.pipeline.shown = refresh.intermediate(from: old, to: new)
          self.view.reconfigureItems(at: refresh.reconfigure.map(\.source.indexPath))
        }
        self.pipeline.shown = new
        self.issue(batch)
      },
      completion: { [weak self] _ in self?.pipeline.animationFinished() })
    if !refresh.reload.isEmpty { view.reloadItems(at: refresh.reload) }
    refreshSupplementaryViews(of: batch.sectionReconfigures)
  }

  private func issue(_ batch: TableBatch) {
    if !batch.sectionDeletes.isEmpty { view.deleteSections(IndexSet(batch.sectionDeletes)) }
    if !batch.sectionInserts.isEmpty { view.insertSections(IndexSet(batch.sectionInserts)) }
    for move in batch.sectionMoves { view.moveSection(move.source, toSection: move.destination) }
    if !batch.sectionReloads.isEmpty { view.reloadSections(IndexSet(batch.sectionReloads)) }
    if !batch.rowDeletes.isEmpty { view.deleteItems(at: batch.rowDeletes.map(\.indexPath)) }
    if !batch.rowInserts.isEmpty { view.insertItems(at: batch.rowInserts.map(\.indexPath)) }
    for move in batch.rowMoves {
      view.moveItem(at: move.source.indexPath, to: move.destination.indexPath)
    }
    if !batch.rowReloads.isEmpty { view.reloadItems(at: batch.rowReloads.map(\.indexPath)) }
  }
}
