extension ListKit: UpdatePipelineTarget {
  /// Asks for `table` to be shown; after `dispose()` it is kept as the value and reported.
  func setTable(_ table: Table<Section, Row>) {
    request(table, animated: nil)
  }

  /// Sets the table, animating this update or not whatever the kit's own setting says — as a
  /// diffable data source's `animatingDifferences`. A table set while this one waits replaces
  /// it, with its own animation.
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

  private func request(_ table: Table<Section, Row>, animated: Bool?) {
    if bridge == nil { report(.tableSetAfterDispose) }
    pendingAnimated = animated
    pipeline.request(table)
  }

  /// Whether this update animates: the app's choice for the waiting table, else `byDefault`,
  /// and never outside a window. Reading it uses up the app's choice.
  func takeAnimated(byDefault: Bool) -> Bool {
    defer { pendingAnimated = nil }
    return (pendingAnimated ?? byDefault) && listView.window != nil
  }

  func pipelineCanDriveView() -> Bool {
    guard let bridge else { return false }
    let replaced = listView.propertiesReplacing(bridge)
    return takeover.canDrive(replacedProperties: replaced, report: report)
  }

  func pipelineReload(to table: Table<Section, Row>) {
    editedIdentities = nil
    pipeline.viewCall { listView.reloadData() }
  }

  /// Diffs, reports and pre-checks the update, then has the face animate the batch — or, when
  /// nothing changed or UIKit would reject the batch, shows the new table without one.
  func pipelineUpdate(from old: Table<Section, Row>, to new: Table<Section, Row>)
    -> PipelineUpdateResult
  {
    let (prepared, changes) = PreparedUpdate.prepare(
      from: old, to: new, identity: identity, sectionUpdates: sectionUpdateStyle,
      failure: batchFailure, report: report)
    editedIdentities = nil
    defer { rowWork.release(removedBy: changes, from: old, to: new, identity: identity) }
    switch prepared {
    case .unchanged:
      return .applied  // same identities and contents; the pipeline keeps the latest values
    case .reload:
      return .needsReload
    case .batch(let batch):
      // A view that never loaded its counts would take the "before" counts of its first batch
      // from the data source, already showing the new table (Rules.md R-batch-3); asking for
      // them now, while the data source still serves the old table, loads them.
      _ = listView.numberOfSections
      pipeline.viewCall { animate(batch, from: old, to: new) }
      return .applied
    }
  }

  func pipelineDidShow(_ table: Table<Section, Row>) {
    updateEmptyState()
    updateFaceAccessories()
    if !isTakingInMove { syncSelectionFromView() }
    tableStore.value = table
    checkNearEnd()
  }

  func pipelineSelect(_ rows: [Row]) {
    pipeline.viewCall { select(rows) }
  }

  func pipelineUpdateAccessories() {
    pipeline.viewCall {
      updatePagingView()
      updateEmptyState()
      updateFaceAccessories()
    }
    checkNearEnd()
  }

  /// Issues one batch: reconfigures first, while the data source answers the old table's shape
  /// with the kept rows' new contents (UIKit resolves a reconfigure at once, at its before-update
  /// path; Rules.md R-time-1), then the structural changes against the new table, which the face
  /// issues its own way.
  ///
  /// - Parameters:
  ///   - issue: Issues the batch's structural changes to the view.
  ///   - reload: Reloads, after the batch, the rows whose cells cannot show their new content.
  func perform(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>,
    issue: @escaping () -> Void, reload: ([IndexPath]) -> Void
  ) {
    let refresh = RefreshPlan<UIView>(
      batch: batch, visible: batch.rowReconfigures.isEmpty ? [] : listView.visiblePaths,
      state: { listView.listCell(at: $0).flatMap(cells.state(of:)) },
      reuseIdentifier: { reuseIdentifier(for: new[$0], at: $1) })
    let reconfigured = refresh.reconfigure.map(\.source.indexPath)
    pipeline.performBatch(
      in: listView, to: new,
      intermediate: reconfigured.isEmpty ? nil : refresh.intermediate(from: old, to: new),
      reconfigure: {
        self.cells.reconfiguring = refresh.cells
        self.listView.reconfigurePaths(reconfigured)
        self.cells.reconfiguring = [:]
      },
      issue: issue)
    if !refresh.reload.isEmpty { reload(refresh.reload) }
    refreshSectionViews(of: batch.sectionReconfigures)
  }

  /// Shows a user's edit at once — the row deleted or inserted in the view, inside its own
  /// batch (UIKit expects it inside `commit`, even while another update animates) — and
  /// applies it to the latest table the app set.
  ///
  /// - Parameters:
  ///   - edited: The shown table with the edit.
  ///   - removed: The identity of the row the edit removes, if any.
  ///   - inserted: The identity of the row the edit inserts, if any.
  ///   - change: Deletes or inserts the row in the view.
  ///   - transform: Applies the edit to a table the view does not show yet.
  func showEdit(
    _ edited: Table<Section, Row>, removing removed: AnyHashable? = nil,
    inserting inserted: AnyHashable? = nil, inView change: @escaping () -> Void,
    applyingTo transform: (Table<Section, Row>) -> Table<Section, Row>
  ) {
    pipeline.performEdit(edited, in: listView, change, applyingTo: transform)
    releaseRows(editRemoved: removed, inserted: inserted)
    updateEmptyState()
    syncSelectionFromView()
  }
}
