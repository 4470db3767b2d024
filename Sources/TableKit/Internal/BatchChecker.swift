/// Checks a batch with the rules UIKit applies in `endUpdates` (Rules.md R-valid-*), so a batch that
/// would raise never reaches the view; on iOS there is no HeadlessUIKit to ask.
///
/// Reloads are treated as UIKit treats them: a delete at the old index path (and a kept section
/// for section reloads, whose rows are not counted).
struct BatchChecker {
  let oldCounts: [Int]
  let newCounts: [Int]
  let batch: TableBatch

  /// Returns the reason UIKit would give for rejecting the batch, or nil if it accepts it.
  func failure() -> String? {
    sectionFailure() ?? rowRangeFailure() ?? moveFailure() ?? countFailure()
  }

  private func sectionFailure() -> String? {
    let reloaded = Set(batch.sectionReloads)
    for section in batch.sectionDeletes {
      if reloaded.contains(section) {
        return "attempt to delete and reload the same section (\(section))"
      }
      if batch.sectionMoves.contains(where: { $0.source == section }) {
        return "attempt to perform a delete and a move from the same section (\(section))"
      }
      if section >= oldCounts.count {
        return "attempt to delete section \(section), but there are only \(oldCounts.count) "
          + "sections before the update"
      }
    }
    for section in batch.sectionReloads where section >= oldCounts.count {
      return "attempt to reload section \(section), but there are only \(oldCounts.count) "
        + "sections before the update"
    }
    for section in batch.sectionInserts {
      if batch.sectionMoves.contains(where: { $0.destination == section }) {
        return "attempt to perform an insert and a move to the same section (\(section))"
      }
      if section >= newCounts.count {
        return "attempt to insert section \(section) but there are only \(newCounts.count) "
          + "sections after the update"
      }
    }
    for move in batch.sectionMoves {
      if move.source >= oldCounts.count {
        return "attempt to move section \(move.source), but there are only \(oldCounts.count) "
          + "sections before the update"
      }
      if move.destination >= newCounts.count {
        return "attempt to to move section \(move.source) to section \(move.destination), but "
          + "there are only \(newCounts.count) sections after the update"
      }
    }
    return nil
  }

  private func rowRangeFailure() -> String? {
    let deletedSections = Set(batch.sectionDeletes)
    let insertedSections = Set(batch.sectionInserts)
    let reloads = Set(batch.rowReloads)
    let deletes = reloads.isEmpty ? [] : Set(batch.rowDeletes)
    // Sets, not searches of the moves per row: a large update has thousands of each.
    let moveSources = Set(batch.rowMoves.lazy.map(\.source))
    let moveDestinations = Set(batch.rowMoves.lazy.map(\.destination))
    for index in batch.rowDeletes + batch.rowReloads
    where !deletedSections.contains(index.section) {
      if reloads.contains(index) && deletes.contains(index) {
        return "attempt to delete and reload the same index path (\(index))"
      }
      if moveSources.contains(index) {
        return "attempt to perform a delete and a move from the same index path (\(index))"
      }
      guard index.section < oldCounts.count else {
        return "attempt to delete row \(index.row) from section \(index.section), but there are "
          + "only \(oldCounts.count) sections before the update"
      }
      if index.row >= oldCounts[index.section] {
        return "attempt to delete row \(index.row) from section \(index.section) which only "
          + "contains \(oldCounts[index.section]) rows before the update"
      }
    }
    for index in batch.rowInserts where !insertedSections.contains(index.section) {
      if moveDestinations.contains(index) {
        return "attempt to perform an insert and a move to the same index path (\(index))"
      }
      guard index.section < newCounts.count else {
        return "attempt to insert row \(index.row) into section \(index.section), but there are "
          + "only \(newCounts.count) sections after the update"
      }
      if index.row >= newCounts[index.section] {
        return "attempt to insert row \(index.row) into section \(index.section), but there are "
          + "only \(newCounts[index.section]) rows in section \(index.section) after the update"
      }
    }
    return nil
  }

  private func moveFailure() -> String? {
    var destinations: [TableIndex: TableIndex] = [:]
    var sources: [TableIndex: TableIndex] = [:]
    for move in batch.rowMoves {
      let (source, destination) = (move.source, move.destination)
      guard source.section < oldCounts.count, source.row < oldCounts[source.section] else {
        return "attempt to move index path (\(source)) that does not exist before the update"
      }
      guard destination.section < newCounts.count,
        destination.row < newCounts[destination.section]
      else {
        return "attempt to move index path (\(source)) to index path (\(destination)) that does "
          + "not exist after the update"
      }
      if let other = destinations[source], other != destination {
        return "attempt to move row at index path \(source) to both \(other) and \(destination)"
      }
      if let other = sources[destination], other != source {
        return "attempt to move both row at index path \(other) and \(source) to \(destination)"
      }
      destinations[source] = destination
      sources[destination] = source
    }
    return nil
  }

  /// The section- and row-count equations of `_endCellAnimationsWithContext:`.
  private func countFailure() -> String? {
    let deleted = Set(batch.sectionDeletes)
    let inserted = Set(batch.sectionInserts)
    let movedFrom = Set(batch.sectionMoves.map(\.source))
    let movedTo = Set(batch.sectionMoves.map(\.destination))
    let expected = oldCounts.count + inserted.count - deleted.count
    guard newCounts.count == expected else {
      return "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(newCounts.count)) must be equal to the number of "
        + "sections contained in the table view before the update (\(oldCounts.count)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted.count) inserted, "
        + "\(deleted.count) deleted)."
    }
    let keptOld = oldCounts.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
    let keptNew = newCounts.indices.filter { !inserted.contains($0) && !movedTo.contains($0) }
    var oldForNew = [Int?](repeating: nil, count: newCounts.count)
    for (old, new) in zip(keptOld, keptNew) { oldForNew[new] = old }
    for move in batch.sectionMoves { oldForNew[move.destination] = move.source }
    let reloaded = Set(batch.sectionReloads)
    let rows = RowTallies(batch: batch, oldCounts: oldCounts, newCounts: newCounts)
    for new in newCounts.indices {
      guard let old = oldForNew[new], !reloaded.contains(old) else { continue }
      let insertedRows = rows.inserted[new]
      let deletedRows = rows.deleted[old]
      let stayed = rows.moves(from: old, to: new)
      let movedIn = rows.movedIn[new] - stayed
      let movedOut = rows.movedOut[old] - stayed
      let before = oldCounts[old]
      guard newCounts[new] == before + insertedRows - deletedRows + movedIn - movedOut else {
        return "Invalid update: invalid number of rows in section \(new). The number of rows "
          + "contained in an existing section after the update (\(newCounts[new])) must be equal "
          + "to the number of rows contained in that section before the update (\(before)), plus "
          + "or minus the number of rows inserted or deleted from that section (\(insertedRows) "
          + "inserted, \(deletedRows) deleted) and plus or minus the number of rows moved into or "
          + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      }
    }
    return nil
  }
}
