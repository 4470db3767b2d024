extension TableKit {
  func setTable(_ table: Table<Section, Row>) {
    tableStore.value = table
    wantsApply = true
    applyLatestIfIdle()
  }

  /// Applies the latest table unless an update is being applied or animated; the one running
  /// calls again when it ends, so tables set meanwhile coalesce into the latest.
  func applyLatestIfIdle() {
    guard wantsApply, !isApplying, updatesInFlight == 0 else { return }
    wantsApply = false
    isApplying = true
    apply(tableStore.value)
    isApplying = false
    applyLatestIfIdle()
  }

  private func apply(_ new: Table<Section, Row>) {
    let old = shown
    let changes = identity.changes(from: old, to: new)
    reportDuplicates(in: changes)
    guard let batch = changes.batches(rowUpdates: .reconfigure).first else {
      shown = new  // same identities and contents; keep the latest values
      finishUpdate(removing: changes, from: old)
      return
    }
    let oldCounts = old.sections.map(\.rows.count)
    let newCounts = new.sections.map(\.rows.count)
    if let reason = batchFailure(
      BatchChecker(oldCounts: oldCounts, newCounts: newCounts, batch: batch))
    {
      report(.rejectedBatch(reason: reason))
      shown = new
      view.reloadData()
      finishUpdate(removing: changes, from: old)
      return
    }
    // A view that never loaded its counts would take the "before" counts of its first batch
    // from the data source, already showing the new table (Rules.md R-batch-3); asking for them
    // now, while the data source still serves the old table, loads them.
    _ = view.numberOfSections
    let animation: UITableView.RowAnimation = view.window == nil ? .none : .automatic
    let perform = {
      let refresh = self.refreshPlan(for: changes.rowUpdates, of: batch, in: new)
      self.updatesInFlight += 1
      self.reconfiguring = refresh.cells
      self.view.performBatchUpdates(
        {
          self.shown = new
          self.issue(batch, with: animation)
          // Reconfigures take before-update paths, like reloads (Rules.md R-batch-5), and ride
          // in the same update: one validation and layout pass instead of two.
          if !refresh.reconfigure.isEmpty { self.view.reconfigureRows(at: refresh.reconfigure) }
        },
        completion: { [weak self] _ in
          guard let self else { return }
          self.updatesInFlight -= 1
          self.applyLatestIfIdle()
        })
      self.reconfiguring = [:]
      if !refresh.reload.isEmpty { self.view.reloadRows(at: refresh.reload, with: animation) }
      self.refreshHeaders(of: batch.sectionReconfigures)
    }
    if animation == .none { UIView.performWithoutAnimation(perform) } else { perform() }
    finishUpdate(removing: changes, from: old)
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

  /// Sorts the visible rows whose content changed: those whose cell can show the new content
  /// are reconfigured in place (at their before-update paths, their cells by after-update
  /// paths), the others reloaded after the update (at their after-update paths). Rows off screen
  /// are configured when shown.
  private func refreshPlan(
    for updates: [TableChanges.KeptRow], of batch: TableBatch, in new: Table<Section, Row>
  ) -> (reconfigure: [IndexPath], cells: [IndexPath: CellState], reload: [IndexPath]) {
    guard !batch.rowReconfigures.isEmpty, let visiblePaths = view.indexPathsForVisibleRows,
      !visiblePaths.isEmpty
    else { return ([], [:], []) }
    let visible = Set(visiblePaths)
    // Rows leaving a deleted section or entering an inserted one are deleted and inserted by the
    // batch, not kept: only the updates the batch reconfigures keep their cells.
    let deletedSections = Set(batch.sectionDeletes)
    let insertedSections = Set(batch.sectionInserts)
    var reconfigure: [IndexPath] = []
    var cells: [IndexPath: CellState] = [:]
    var reload: [IndexPath] = []
    for update in updates
    where visible.contains(update.source.indexPath)
      && !deletedSections.contains(update.source.section)
      && !insertedSections.contains(update.destination.section)
    {
      let (source, destination) = (update.source.indexPath, update.destination.indexPath)
      if let state = view.cellForRow(at: source).flatMap(existingState(of:)),
        state.reuseIdentifier == reuseIdentifier(for: new[destination], at: destination)
      {
        reconfigure.append(source)
        cells[destination] = state
      } else {
        reload.append(destination)
      }
    }
    return (reconfigure.sorted(), cells, reload)
  }

  /// Shows the new titles of kept sections whose values changed.
  private func refreshHeaders(of sections: [Int]) {
    for section in sections {
      guard let header = view.headerView(forSection: section) else { continue }
      header.textLabel?.text = title(forHeaderInSection: section)
    }
  }

  private func finishUpdate(removing changes: TableChanges, from old: Table<Section, Row>) {
    releaseRows(removedBy: changes, from: old)
    updateEmptyState()
    syncSelectionFromView()
    nearEndReportedCount = nil
  }

  /// Reports the identities the new table holds more than once, as the diff found them.
  func reportDuplicates(in changes: TableChanges) {
    for duplicate in changes.rowDuplicates where duplicate.newPositions.count > 1 {
      report(
        .duplicateRowIdentifier(
          duplicate.identifier, indexPaths: duplicate.newPositions.map(\.indexPath)))
    }
    for duplicate in changes.sectionDuplicates where duplicate.newPositions.count > 1 {
      report(
        .duplicateSectionIdentifier(duplicate.identifier, sections: duplicate.newPositions))
    }
  }
}
