extension CollectionKit {
  /// Issues a batch's structural changes.
  func issue(_ batch: TableBatch) {
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
