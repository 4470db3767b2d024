import BatchRules

extension TableBatch {
  /// What a batch takes out of a list and puts into it above one kept row: the changes that move
  /// that row's top, and only those. A table view predicts the row's new place from their
  /// heights, before it lays out (``TableKit``'s anchoring inside the batch).
  struct ChangesAbove: Equatable {
    /// Old positions of the rows that leave from above the row: deleted, reloaded, or moved to
    /// below it.
    var leavingRows: [TableIndex] = []
    /// New positions of the rows that arrive above the row: inserted or reloaded there.
    var arrivingRows: [TableIndex] = []
    /// Rows moved from below the row to above it.
    var movesIn: [TableChanges.KeptRow] = []
    /// Kept rows above the row whose content changed (a new height, where heights follow the
    /// content), old and new position.
    var reconfigured: [TableChanges.KeptRow] = []
    /// Old positions of the sections that leave from above the row's section: deleted or
    /// reloaded, with their headers, rows and footers.
    var leavingSections: [Int] = []
    /// New positions of the sections that arrive above the row's section.
    var arrivingSections: [Int] = []

    /// Whether nothing above the row changes.
    var isEmpty: Bool { self == ChangesAbove() }
  }

  /// Returns what the batch takes out and puts in above the kept row at `old`, which the batch
  /// takes to `new`; nil when the batch moves sections (a moved section's rows are above the
  /// row in one table and below it in the other, which the changes here cannot say).
  ///
  /// - Complexity: O(log *c*) for deletes and inserts, O(*m*) for the *m* moves and
  ///   reconfigures; the table's size does not matter.
  func changes(above old: TableIndex, landingAt new: TableIndex) -> ChangesAbove? {
    guard sectionMoves.isEmpty else { return nil }
    var changes = ChangesAbove()
    // Deletes and inserts are in table order: what is above is a prefix.
    changes.leavingRows = Array(rowDeletes[..<rowDeletes.lowerBound(of: old)])
    changes.arrivingRows = Array(rowInserts[..<rowInserts.lowerBound(of: new)])
    for move in rowMoves {
      let fromAbove = move.source < old
      let toAbove = move.destination < new
      if fromAbove, !toAbove { changes.leavingRows.append(move.source) }
      if toAbove, !fromAbove { changes.movesIn.append(move) }
    }
    // A reloaded row leaves and arrives at the same place among the kept rows.
    for reload in rowReloads where reload < old {
      guard let arriving = newPosition(ofRowAt: reload) else { continue }
      changes.leavingRows.append(reload)
      changes.arrivingRows.append(arriving)
    }
    changes.reconfigured = rowReconfigures.filter { $0.source < old && $0.destination < new }
    changes.leavingSections =
      Array(sectionDeletes[..<sectionDeletes.lowerBound(of: old.section)])
      + sectionReloads.filter { $0 < old.section }
    changes.arrivingSections =
      Array(sectionInserts[..<sectionInserts.lowerBound(of: new.section)])
      + sectionReloads.compactMap { $0 < old.section ? newPosition(ofSection: $0) : nil }
    return changes
  }
}
