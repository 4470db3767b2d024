extension TableKit: UpdatePipelineTarget {
  func setTable(_ table: Table<Section, Row>) {
    request(table, animated: nil)
  }

  private func request(_ table: Table<Section, Row>, animated: Bool?) {
    if bridge == nil { report(.tableSetAfterDispose) }
    pendingAnimated = animated
    pipeline.request(table)
  }

  /// Sets the table, animating this update or not whatever ``animation`` says — as a diffable
  /// data source's `animatingDifferences`. A table set while this one waits replaces it, with
  /// its own animation.
  ///
  /// ```swift
  /// kit.setTable(firstPage, animated: false)
  /// ```
  ///
  /// - Parameters:
  ///   - table: The table to show.
  ///   - animated: Whether this update animates (never outside a window).
  public func setTable(_ table: Table<Section, Row>, animated: Bool) {
    request(table, animated: animated)
  }

  func pipelineCanDriveView() -> Bool {
    guard let bridge else { return false }
    let replaced = [
      view.dataSource === bridge ? nil : "dataSource",
      view.delegate === bridge ? nil : "delegate",
    ].compactMap { $0 }
    guard replaced.isEmpty else {
      if !hasReportedLostView {
        hasReportedLostView = true
        report(.viewTakenOver(properties: replaced))
      }
      return false
    }
    hasReportedLostView = false
    return true
  }

  func pipelineReload(to table: Table<Section, Row>) {
    pipeline.viewCall { view.reloadData() }
  }

  func pipelineDidShow(_ table: Table<Section, Row>) {
    updateEmptyState()
    updateIndexTitles()
    syncSelectionFromView()
    tableStore.value = table
    checkNearEnd()
  }

  func pipelineSelect(_ rows: [Row]) {
    pipeline.viewCall { select(rows) }
  }

  func pipelineUpdateAccessories() {
    pipeline.viewCall {
      updateLoadingView()
      updateEmptyState()
      updateIndexTitles()
    }
    checkNearEnd()
  }

  func pipelineUpdate(from old: Table<Section, Row>, to new: Table<Section, Row>) {
    let changes = identity.changes(from: old, to: new)
    reportDuplicates(in: changes)
    defer { releaseRows(removedBy: changes, from: old) }
    // Sections whose header or footer the app builds (a view closure, a `Reusable` section)
    // cannot be refreshed in place: a changed one is reloaded, which asks for its views again.
    let sectionStyle: TableBatch.UpdateStyle = hasCustomSectionViews ? .reload : .reconfigure
    guard let batch = changes.batch(rowUpdates: .reconfigure, sectionUpdates: sectionStyle) else {
      pipeline.shown = new  // same identities and contents; keep the latest values
      return
    }
    let oldCounts = old.sections.map(\.rows.count)
    let newCounts = new.sections.map(\.rows.count)
    if let reason = batchFailure(
      BatchChecker(oldCounts: oldCounts, newCounts: newCounts, batch: batch))
    {
      report(.rejectedBatch(reason: reason))
      pipeline.shown = new
      pipeline.viewCall { view.reloadData() }
      return
    }
    pipeline.viewCall {
      // A view that never loaded its counts would take the "before" counts of its first batch
      // from the data source, already showing the new table (Rules.md R-batch-3); asking for them
      // now, while the data source still serves the old table, loads them.
      _ = view.numberOfSections
      let animated = (pendingAnimated ?? self.animation.isAnimated) && view.window != nil
      pendingAnimated = nil
      let animation = animated ? self.animation : .none
      if !animated {
        UIView.performWithoutAnimation { perform(batch, changes, from: old, to: new, animation) }
      } else {
        perform(batch, changes, from: old, to: new, animation)
      }
    }
  }

  /// Issues one batch: reconfigures first, while the data source answers the old table's shape
  /// with the kept rows' new contents (UIKit resolves a reconfigure at once, at its before-update
  /// path), then the structural changes against the new table.
  private func perform(
    _ batch: TableBatch, _ changes: TableChanges, from old: Table<Section, Row>,
    to new: Table<Section, Row>, _ animation: TableAnimation
  ) {
    let refresh = refreshPlan(for: batch, in: new)
    pipeline.animationStarted()
    view.performBatchUpdates(
      {
        if !refresh.reconfigure.isEmpty {
          self.pipeline.shown = old.replacingRows(
            refresh.reconfigure.map { ($0.source, new[$0.destination]) })
          self.cells.reconfiguring = refresh.cells
          self.view.reconfigureRows(at: refresh.reconfigure.map(\.source.indexPath))
          self.cells.reconfiguring = [:]
        }
        self.pipeline.shown = new
        self.issue(batch, with: animation)
      },
      completion: { [weak self] _ in self?.pipeline.animationFinished() })
    if !refresh.reload.isEmpty { view.reloadRows(at: refresh.reload, with: animation.reload) }
    refreshHeaders(of: batch.sectionReconfigures)
  }

  private func issue(_ batch: TableBatch, with animation: TableAnimation) {
    if !batch.sectionDeletes.isEmpty {
      view.deleteSections(IndexSet(batch.sectionDeletes), with: animation.delete)
    }
    if !batch.sectionInserts.isEmpty {
      view.insertSections(IndexSet(batch.sectionInserts), with: animation.insert)
    }
    for move in batch.sectionMoves { view.moveSection(move.source, toSection: move.destination) }
    if !batch.sectionReloads.isEmpty {
      view.reloadSections(IndexSet(batch.sectionReloads), with: animation.reload)
    }
    if !batch.rowDeletes.isEmpty {
      view.deleteRows(at: batch.rowDeletes.map(\.indexPath), with: animation.delete)
    }
    if !batch.rowInserts.isEmpty {
      view.insertRows(at: batch.rowInserts.map(\.indexPath), with: animation.insert)
    }
    for move in batch.rowMoves {
      view.moveRow(at: move.source.indexPath, to: move.destination.indexPath)
    }
    if !batch.rowReloads.isEmpty {
      view.reloadRows(at: batch.rowReloads.map(\.indexPath), with: animation.reload)
    }
  }

  /// Sorts the visible rows whose content changed: those whose cell can show the new content
  /// are reconfigured in place at their before-update paths, the others reloaded after the
  /// update at their after-update paths. Rows off screen are configured when shown.
  private func refreshPlan(for batch: TableBatch, in new: Table<Section, Row>) -> (
    reconfigure: [TableChanges.KeptRow], cells: [IndexPath: CellState<UITableViewCell>],
    reload: [IndexPath]
  ) {
    guard !batch.rowReconfigures.isEmpty, let visiblePaths = view.indexPathsForVisibleRows,
      !visiblePaths.isEmpty
    else { return ([], [:], []) }
    let visible = Set(visiblePaths)
    var reconfigure: [TableChanges.KeptRow] = []
    var cells: [IndexPath: CellState<UITableViewCell>] = [:]
    var reload: [IndexPath] = []
    for update in batch.rowReconfigures where visible.contains(update.source.indexPath) {
      let (source, destination) = (update.source.indexPath, update.destination.indexPath)
      // The reconfigure asks for the cell at the before-update path, so that is where the new
      // content must be able to go.
      if let state = view.cellForRow(at: source).flatMap(self.cells.state(of:)),
        state.reuseIdentifier == reuseIdentifier(for: new[destination], at: source)
      {
        reconfigure.append(update)
        cells[source] = state
      } else {
        reload.append(destination)
      }
    }
    return (reconfigure.sorted { $0.source.indexPath < $1.source.indexPath }, cells, reload)
  }

  /// Whether the app builds section headers or footers itself, rather than titles.
  private var hasCustomSectionViews: Bool {
    headerView != nil || footerView != nil || Section.self is any ReusableValue.Type
      || !headerRegistrations.isEmpty || !footerRegistrations.isEmpty
  }

  /// Refreshes the headers and footers of kept sections whose values changed and that the batch
  /// could not reload (moved sections), at their new positions: titles in place, views the app
  /// builds by reloading their sections.
  private func refreshHeaders(of sections: [Int]) {
    guard !sections.isEmpty else { return }
    if hasCustomSectionViews {
      view.reloadSections(IndexSet(sections), with: .none)
      return
    }
    for section in sections {
      view.headerView(forSection: section)?.textLabel?.text = title(forHeaderInSection: section)
      view.footerView(forSection: section)?.textLabel?.text = footerTitle?(
        shown.sections[section].value)
    }
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
