extension TableKit {
  /// Issues a batch's structural changes, each kind with its animation.
  func issue(_ batch: TableBatch, with animation: TableAnimation) {
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

  /// Whether the app builds section headers or footers itself, rather than titles.
  var hasCustomSectionViews: Bool {
    headerView != nil || footerView != nil || header != nil || footer != nil
      || Section.self is any ReusableValue.Type
      || !headerRegistrations.isEmpty || !footerRegistrations.isEmpty
  }

  /// Refreshes the headers and footers of kept sections whose values changed and that the batch
  /// could not reload (moved sections), at their new positions: titles in place, views the app
  /// builds by reloading their sections.
  func refreshHeaders(of sections: [Int]) {
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
