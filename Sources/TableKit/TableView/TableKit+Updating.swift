extension TableKit: KitFace {
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
    syncSelectionFromView()
    nearEndTracker.reset()
    tableStore.value = table
  }

  func pipelineUpdateAccessories() {
    pipeline.viewCall {
      updateLoadingView()
      updateEmptyState()
    }
  }

  func animate(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) {
    // A view that never loaded its counts would take the "before" counts of its first batch
    // from the data source, already showing the new table (Rules.md R-batch-3); asking for them
    // now, while the data source still serves the old table, loads them.
    _ = view.numberOfSections
    let animation: UITableView.RowAnimation = view.window == nil ? .none : .automatic
    if animation == .none {
      UIView.performWithoutAnimation { perform(batch, from: old, to: new, animation) }
    } else {
      perform(batch, from: old, to: new, animation)
    }
  }

  /// Issues one batch: reconfigures first, while the data source answers the old table's shape
  /// with the kept rows' new contents (UIKit resolves a reconfigure at once, at its before-update
  /// path), then the structural changes against the new table.
  private func perform(
    _ batch: TableBatch, from old: Table<Section, Row>,
    to new: Table<Section, Row>, _ animation: UITableView.RowAnimation
  ) {
    let refresh = refreshPlan(for: batch, in: new)
    pipeline.animationStarted()
    view.performBatchUpdates(
      {
        if !refresh.reconfigure.isEmpty {
          self.pipeline.shown = refresh.intermediate(from: old, to: new)
          self.cells.reconfiguring = refresh.cells
          self.view.reconfigureRows(at: refresh.reconfigure.map(\.source.indexPath))
          self.cells.reconfiguring = [:]
        }
        self.pipeline.shown = new
        self.issue(batch, with: animation)
      },
      completion: { [weak self] _ in self?.pipeline.animationFinished() })
    if !refresh.reload.isEmpty { view.reloadRows(at: refresh.reload, with: animation) }
    refreshHeaders(of: batch.sectionReconfigures)
  }

  private func issue(_ batch: TableBatch, with animation: UITableView.RowAnimation) {
    if !batch.sectionDeletes.isEmpty {
      view.deleteSections(IndexSet(batch.sectionDeletes), with: animation)
    }
    if !batch.sectionInserts.isEmpty {
      view.insertSections(IndexSet(batch.sectionInserts), with: animation)
    }
    for move in batch.sectionMoves { view.moveSection(move.source, toSection: move.destination) }
    if !batch.sectionReloads.isEmpty {
      view.reloadSections(IndexSet(batch.sectionReloads), with: animation)
    }
    if !batch.rowDeletes.isEmpty {
      view.deleteRows(at: batch.rowDeletes.map(\.indexPath), with: animation)
    }
    if !batch.rowInserts.isEmpty {
      view.insertRows(at: batch.rowInserts.map(\.indexPath), with: animation)
    }
    for move in batch.rowMoves {
      view.moveRow(at: move.source.indexPath, to: move.destination.indexPath)
    }
    if !batch.rowReloads.isEmpty {
      view.reloadRows(at: batch.rowReloads.map(\.indexPath), with: animation)
    }
  }

  /// Plans the refresh of the visible rows whose content changed.
  private func refreshPlan(for batch: TableBatch, in new: Table<Section, Row>)
    -> RefreshPlan<UITableViewCell>
  {
    RefreshPlan(
      batch: batch,
      visible: batch.rowReconfigures.isEmpty ? [] : view.indexPathsForVisibleRows ?? [],
      state: { view.cellForRow(at: $0).flatMap(cells.state(of:)) },
      reuseIdentifier: { reuseIdentifier(for: new[$0], at: $1) })
  }

  /// Shows the new titles of kept sections whose values changed.
  private func refreshHeaders(of sections: [Int]) {
    for section in sections {
      guard let header = view.headerView(forSection: section) else { continue }
      header.textLabel?.text = title(forHeaderInSection: section)
    }
  }
}
