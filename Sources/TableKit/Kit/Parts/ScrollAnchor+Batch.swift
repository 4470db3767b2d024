extension TableBatch {
  /// Returns where the row at an old position is after the batch, following UIKit's order —
  /// deletes and move sources leave (old positions), then inserts and move destinations arrive
  /// (new positions) — or nil when the batch deletes the row or its section.
  ///
  /// The anchored row is found this way after an update without searching the table; the
  /// caller checks the row there has the identity it expects (a reloaded section's rows are not
  /// followed row by row).
  ///
  /// - Complexity: O(*c* log *c*) for a batch of *c* operations, whatever the table's size.
  func newPosition(ofRowAt old: TableIndex) -> TableIndex? {
    if let move = rowMoves.first(where: { $0.source == old }) { return move.destination }
    guard !rowDeletes.contains(old), let section = newPosition(ofSection: old.section) else {
      return nil
    }
    let left =
      rowDeletes.count { $0.section == old.section && $0.row < old.row }
      + rowMoves.count { $0.source.section == old.section && $0.source.row < old.row }
    let arrivals =
      (rowInserts.lazy.filter { $0.section == section }.map(\.row)
      + rowMoves.lazy.filter { $0.destination.section == section }.map(\.destination.row))
      .sorted()
    return TableIndex(
      row: Self.position(after: old.row - left, arrivals: arrivals), section: section)
  }

  /// Returns where the section at an old position is after the batch, or nil when the batch
  /// deletes it.
  func newPosition(ofSection old: Int) -> Int? {
    if let move = sectionMoves.first(where: { $0.source == old }) { return move.destination }
    guard !sectionDeletes.contains(old) else { return nil }
    let left = sectionDeletes.count { $0 < old } + sectionMoves.count { $0.source < old }
    let arrivals = (sectionInserts + sectionMoves.map(\.destination)).sorted()
    return Self.position(after: old - left, arrivals: arrivals)
  }

  /// Returns the new position of what is at `position` once the elements that leave have left,
  /// when elements arrive at the new positions `arrivals` (ascending).
  private static func position(after position: Int, arrivals: [Int]) -> Int {
    var position = position
    for arrival in arrivals {
      guard arrival <= position else { break }
      position += 1
    }
    return position
  }
}

extension Table {
  /// Returns the index of the row of an identity nearest a row offset, looking at most `reach`
  /// rows on either side: the anchored row, when the update that moved it is not a staged batch.
  ///
  /// - Complexity: O(*d*) for a row *d* rows away, at most O(`reach`).
  func index(
    ofRowWithID rowID: AnyHashable, aroundOffset center: Int, reach: Int,
    identity: (Row) -> AnyHashable
  ) -> TableIndex? {
    guard !rows.isEmpty else { return nil }
    let center = Swift.min(Swift.max(center, 0), rows.count - 1)
    for distance in 0...Swift.max(0, reach) {
      let below = center + distance
      let above = center - distance
      guard below < rows.count || above >= 0 else { return nil }
      if below < rows.count, identity(rows[below]) == rowID { return index(forOffset: below) }
      if distance > 0, above >= 0, identity(rows[above]) == rowID { return index(forOffset: above) }
    }
    return nil
  }
}
