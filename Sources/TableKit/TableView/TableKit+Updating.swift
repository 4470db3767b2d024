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
      finishUpdate()
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
      finishUpdate()
      return
    }
    // A view that never loaded its counts would take the "before" counts of its first batch
    // from the data source, already showing the new table (reference §3.1.3); asking for them
    // now, while the data source still serves the old table, loads them.
    _ = view.numberOfSections
    let animation: UITableView.RowAnimation = view.window == nil ? .none : .automatic
    let perform = {
      self.updatesInFlight += 1
      self.view.performBatchUpdates(
        {
          self.shown = new
          self.issue(batch, with: animation)
        },
        completion: { [weak self] _ in
          guard let self else { return }
          self.updatesInFlight -= 1
          self.applyLatestIfIdle()
        })
      self.refresh(
        rows: batch.rowReconfigures, sections: batch.sectionReconfigures, with: animation)
    }
    if animation == .none { UIView.performWithoutAnimation(perform) } else { perform() }
    finishUpdate()
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

  /// Shows the new content of kept rows and sections: visible rows are reconfigured in place,
  /// or reloaded when their view type changed; rows off screen are configured when shown.
  private func refresh(
    rows: [TableIndex], sections: [Int], with animation: UITableView.RowAnimation
  ) {
    let visible = Set(view.indexPathsForVisibleRows ?? [])
    var reconfigure: [IndexPath: CellState] = [:]
    var reload: [IndexPath] = []
    for index in rows where visible.contains(index.indexPath) {
      let path = index.indexPath
      if let state = view.cellForRow(at: path).flatMap(existingState(of:)),
        state.reuseIdentifier == reuseIdentifier(for: shown[path], at: path)
      {
        reconfigure[path] = state
      } else {
        reload.append(path)
      }
    }
    if !reconfigure.isEmpty {
      reconfiguring = reconfigure
      view.reconfigureRows(at: reconfigure.keys.sorted())
      reconfiguring = [:]
    }
    if !reload.isEmpty { view.reloadRows(at: reload, with: animation) }
    for section in sections {
      guard let header = view.headerView(forSection: section) else { continue }
      header.textLabel?.text = title(forHeaderInSection: section)
    }
  }

  private func finishUpdate() {
    releaseRemovedRows()
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
