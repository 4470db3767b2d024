extension TableKit: KitFace {
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

  /// Sections whose header or footer the app builds (a view closure, a registration, a
  /// `Reusable` section) cannot be refreshed in place: a changed one is reloaded, which asks for
  /// its views again.
  var sectionUpdateStyle: TableBatch.UpdateStyle {
    hasCustomSectionViews ? .reload : .reconfigure
  }

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
    updateIndexTitles()
    syncSelectionFromView()
    tableStore.value = table
    checkNearEnd()
  }

  func pipelineUpdateAccessories() {
    pipeline.viewCall {
      updateLoadingView()
      updateEmptyState()
      updateIndexTitles()
    }
    checkNearEnd()
  }

  func animate(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) {
    // A view that never loaded its counts would take the "before" counts of its first batch
    // from the data source, already showing the new table (Rules.md R-batch-3); asking for them
    // now, while the data source still serves the old table, loads them.
    _ = view.numberOfSections
    let animated = (pendingAnimated ?? self.animation.isAnimated) && view.window != nil
    pendingAnimated = nil
    let animation = animated ? self.animation : .none
    if !animated {
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
    to new: Table<Section, Row>, _ animation: TableAnimation
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
}
