extension ListKit: UpdatePipelineTarget {
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
    requestTable(table, animated: animated)
  }

  /// Asks for `table` to be shown (animated as `animated` says, or as the kit's setting does
  /// when nil); after `dispose()` it is kept as the value and reported.
  func requestTable(_ table: Table<Section, Row>, animated: Bool?) {
    precondition(
      !pipeline.isEditing,
      "\(Self.kitName): a table was set inside kit.edit's closure, where it would be lost to the "
        + "edit. Set the table before or after kit.edit, or make the change with the TableEdit "
        + "the closure is given.")
    if bridge == nil { report(.tableSetAfterDispose) }
    pendingAnimated = animated
    pipeline.request(table)
  }

  /// Whether this update animates: the app's choice for the waiting table, else the kit's,
  /// and never outside a window. Reading it uses up the app's choice.
  func takeAnimated() -> Bool {
    defer { pendingAnimated = nil }
    return (pendingAnimated ?? animatesByDefault) && listView.window != nil
  }

  func pipelineCanDriveView() -> Bool {
    guard let bridge else { return false }
    let replaced = listView.propertiesReplacing(bridge)
    return takeover.canDrive(replacedProperties: replaced, report: report)
  }

  func pipelineReload(to table: Table<Section, Row>) {
    editedIdentities = nil
    let anchor = reloadAnchor
    reloadAnchor = nil
    pipeline.viewCall { listView.reloadData() }
    restoreAnchor(anchor, animated: false, afterBatch: false)
  }

  /// Diffs, reports and pre-checks the update, then has the face animate the batch — or, when
  /// nothing changed or UIKit would reject the batch, shows the new table without one.
  func pipelineUpdate(
    from old: Table<Section, Row>, to new: Table<Section, Row>, changes known: KnownChanges?
  ) -> PipelineUpdateResult {
    let prepared: PreparedUpdate
    let changes: TableChanges
    if let known, let done = known.prepared {
      done.diagnostics.forEach(report)  // found off the main actor; reported in order here
      (prepared, changes) = (done.update, known.changes)
    } else {
      (prepared, changes) = PreparedUpdate.prepare(
        from: old, to: new, known: known?.changes, identity: identity,
        sectionUpdates: sectionUpdateStyle, failure: batchFailure, report: report)
    }
    editedIdentities = nil
    defer {
      rowWork.release(
        removedBy: changes, from: old, to: new, identity: identity,
        counted: pipeline.state.identities)
    }
    switch prepared {
    case .unchanged:
      return .applied  // same identities and contents; the pipeline keeps the latest values
    case .reload:
      reloadAnchor = captureAnchor()  // the rejected batch's reload keeps the user's place too
      return .needsReload
    case .batch(let batch):
      // A view that never loaded its counts would take the "before" counts of its first batch
      // from the data source, already showing the new table (Rules.md R-batch-3); asking for
      // them now, while the data source still serves the old table, loads them.
      _ = listView.numberOfSections
      countRowsArriving(from: old, to: new)

      willIssueRowActionsBatch(changes, to: new)
      let animated = takeAnimated()
      switch animated ? issueAroundAnchor(batch, from: old, to: new) : .asIs {
      case .asIs: issueBatch(batch, from: old, to: new, animated: animated)
      case .withoutAnimation: issueBatch(batch, from: old, to: new, animated: false)
      case .split(let above, let middle, let rest):
        issueBatch(above, from: old, to: middle, animated: false)
        issueBatch(rest, from: middle, to: new, animated: true)
      }
      return .applied
    }
  }

  func pipelineOffMainDiff(from old: Table<Section, Row>, to new: Table<Section, Row>)
    -> OffMainDiff?
  {
    guard max(old.count, new.count) >= offMainDiffThreshold else { return nil }
    let (identity, style, failure) = (self.identity, sectionUpdateStyle, batchFailure)
    return OffMainDiff {
      guard !Task.isCancelled else { return nil }
      let changes = identity.changes(from: old, to: new)
      guard !Task.isCancelled else { return nil }  // a newer table: no need to stage this one
      var diagnostics: [TableKitDiagnostic] = []
      let (update, _) = PreparedUpdate.prepare(
        from: old, to: new, known: changes, identity: identity, sectionUpdates: style,
        failure: failure, report: { diagnostics.append($0) })
      guard !Task.isCancelled else { return nil }
      // Counted here, the first edit of the new table does not count them on the main actor.
      let identities = IdentityCounts(new, identity: identity.row)
      return KnownChanges(
        changes: changes, prepared: (update, diagnostics), identities: identities)
    }
  }

  func pipelineDidShow(_ table: Table<Section, Row>) {
    updateEmptyState()
    updateFaceAccessories()
    if !isTakingInMove { syncSelectionFromView() }
    tableStore.value = table
    checkNearEnd()
    checkNearStart()
    anchoringDidShow()

    didShowForRowActions()
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
    checkNearStart()
  }

  /// Issues one batch: reconfigures first, while the data source answers the old table's shape
  /// with the kept rows' new contents (UIKit resolves a reconfigure at once, at its before-update
  /// path; Rules.md R-time-1), then the structural changes against the new table, which the face
  /// issues its own way; then reloads the changed rows whose cells cannot show their new content.
  private func issueBatch(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>,
    animated: Bool
  ) {
    let visible = batch.rowReconfigures.isEmpty ? [] : listView.visiblePaths
    let refresh = RefreshPlan<UIView>(
      batch: batch, visible: visible, mayHaveCell: nearScreen(visible, in: old),
      state: { listView.listCell(at: $0).flatMap(cells.state(of:)) },
      reuseIdentifier: { reuseIdentifier(for: new[$0], at: $1) })
    let reconfigured = refresh.reconfigure.map(\.source.indexPath)
    let selected = Set(listView.selectedPaths.map { identity.row(old[$0]) })
    anchorBatch = batch
    defer { anchorBatch = nil }
    pipeline.performBatch(
      in: listView, to: new, animated: animated,
      intermediate: reconfigured.isEmpty
        ? nil : refresh.intermediate(of: batch, from: old, to: new),
      reconfigure: {
        self.cells.reconfiguring = refresh.cells
        self.listView.reconfigurePaths(reconfigured)
        self.cells.reconfiguring = [:]
      },
      issue: {
        self.issue(batch, animated: animated)
        if let anchor = self.anchorInBatch { self.placeAnchorInsideBatch(anchor, batch: batch) }
      },
      then: {
        if !refresh.reload.isEmpty { self.reloadRows(refresh.reload, animated: animated) }
        self.refreshSectionViews(of: batch.sectionReconfigures)
      })
    // UIKit drops the selection of the rows it reloads; the kit reloads kept rows (a new cell
    // class, a section whose header view changed) that the user still means to have selected.
    let reloads =
      !refresh.reload.isEmpty || !batch.sectionReloads.isEmpty
      || !batch.sectionReconfigures.isEmpty
    if reloads, !selected.isEmpty { reselect(selected) }
  }

  /// Returns whether a row is visible or within a screenful of the visible rows: where UIKit
  /// may hold a cell it prepared ahead of display (the next row or line in the scroll's
  /// direction). It compares offsets, without a lookup.
  private func nearScreen(_ visible: [IndexPath], in table: Table<Section, Row>)
    -> (TableIndex) -> Bool
  {
    guard let first = visible.min(), let last = visible.max(),
      first.section < table.sections.count, last.section < table.sections.count
    else {
      // With no row on screen (scrolled past the content's end, or not laid out since the
      // content changed), rows within a screenful of the bounds may still hold kept or prepared
      // cells (Rules.md R-display-16, R-time-8): their frames say which.
      guard !visible.isEmpty else {
        let bounds = listView.bounds
        let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        return { [listView] index in
          listView.framePath(index.indexPath).map { $0.intersects(near) } ?? false
        }
      }
      let visible = Set(visible)
      return { visible.contains($0.indexPath) }
    }
    let reach = max(visible.count, 1)
    let low = table.offset(of: TableIndex(first)) - reach
    let high = table.offset(of: TableIndex(last)) + reach
    return { index in (low...high).contains(table.offset(of: index)) }
  }

  /// Selects again, without delegate calls, the rows of these identities that the view no
  /// longer selects.
  private func reselect(_ rowIDs: Set<AnyHashable>) {
    let selected = Set(listView.selectedPaths)
    for index in shown.indices where rowIDs.contains(identity.row(shown[index])) {
      if !selected.contains(index.indexPath) { listView.selectPath(index.indexPath) }
    }
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
