extension TableChanges {
  /// Returns the changes as the one batch UIKit accepts, or nil when nothing changed.
  ///
  /// Every changeset fits in **one** batch. UIKit rejects some combinations that a changeset
  /// can hold; each is resolved inside that batch rather than by adding a batch (which would
  /// need the data source to serve an intermediate table):
  /// - A row cannot be moved and reloaded in one batch: updates of moved rows (and, with
  ///   ``TableBatch/UpdateStyle/reconfigure``, of every row) become reconfigures, which keep
  ///   the cell.
  /// - A row cannot move out of a deleted (or reloaded) section or into an inserted (or
  ///   reloaded) one: such a move becomes an insert at its destination, or a delete at its
  ///   source; the section operation covers the other side.
  /// - Rows inside a deleted, inserted or reloaded section are covered by the section
  ///   operation and are not listed.
  /// - A section cannot be moved and reloaded: a moved section whose value changed is
  ///   listed in ``TableBatch/sectionReconfigures``, to refresh after the batch.
  ///
  /// ``TableBatch`` says how to issue it; ``TableKit`` issues it exactly that way.
  ///
  /// - Parameters:
  ///   - rowStyle: How to deliver content updates of kept rows.
  ///   - sectionStyle: How to deliver value changes of kept sections.
  /// - Returns: The batch, or nil when there is nothing to do.
  /// - Complexity: O(*s* + *k* log *k*), where *s* is the number of sections and *k* the
  ///   number of changes.
  public func batch(
    rowUpdates rowStyle: TableBatch.UpdateStyle = .reconfigure,
    sectionUpdates sectionStyle: TableBatch.UpdateStyle = .reconfigure
  ) -> TableBatch? {
    guard !isEmpty else { return nil }
    var batch = TableBatch()
    batch.sectionDeletes = sectionDeletes
    batch.sectionInserts = sectionInserts
    batch.sectionMoves = sectionMoves
    // Sections whose rows UIKit takes from the data source as a whole, on each side.
    var isOldCovered = [Bool](repeating: false, count: oldSectionCount)
    var isNewCovered = [Bool](repeating: false, count: newSectionCount)
    for section in sectionDeletes { isOldCovered[section] = true }
    for section in sectionInserts { isNewCovered[section] = true }
    var isMovedSection = [Bool](repeating: false, count: oldSectionCount)
    for move in sectionMoves { isMovedSection[move.source] = true }
    for update in sectionUpdates {
      if sectionStyle == .reload && !isMovedSection[update.source] {
        batch.sectionReloads.append(update.source)
        isOldCovered[update.source] = true
        isNewCovered[update.destination] = true
      } else {
        batch.sectionReconfigures.append(update.destination)
      }
    }
    batch.sectionReloads.sort()
    batch.rowDeletes = rowDeletes.filter { !isOldCovered[$0.section] }
    batch.rowInserts = rowInserts.filter { !isNewCovered[$0.section] }
    // Only reloads must know which rows moved: a moved row cannot be reloaded.
    let tracksMoves = rowStyle == .reload && !rowUpdates.isEmpty
    var movedSources = Set<TableIndex>(minimumCapacity: tracksMoves ? rowMoves.count : 0)
    for move in rowMoves {
      switch (isOldCovered[move.source.section], isNewCovered[move.destination.section]) {
      case (false, false):
        batch.rowMoves.append(move)
        if tracksMoves { movedSources.insert(move.source) }
      case (true, false): batch.rowInserts.append(move.destination)
      case (false, true): batch.rowDeletes.append(move.source)
      case (true, true): break
      }
    }
    batch.rowInserts.sort()
    batch.rowDeletes.sort()
    for update in rowUpdates
    where !isOldCovered[update.source.section] && !isNewCovered[update.destination.section] {
      if rowStyle == .reload && !movedSources.contains(update.source) {
        batch.rowReloads.append(update.source)
      } else {
        batch.rowReconfigures.append(update)
      }
    }
    return batch
  }
}
