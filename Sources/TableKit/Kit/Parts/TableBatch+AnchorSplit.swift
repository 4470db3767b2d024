extension TableBatch {
  /// A batch split around a kept row: the changes above it, then the rest, against the table
  /// the first leaves.
  struct AnchorSplit: Equatable {
    /// The changes above the row, from the old table to the middle one.
    var above: TableBatch
    /// The rest, from the middle table to the new one: positions that the first batch moved are
    /// given where it left them.
    var rest: TableBatch
  }

  /// Returns the batch split around the kept row at `old`, which the batch takes to `new`: the
  /// changes above it (deletes, inserts, reloads and moves there) and then the rest, whose old
  /// positions are those of the table between; nil when the split is not sound — sections
  /// change, a row moves across the kept one, or the kept row itself moves.
  ///
  /// The table between has the new table's rows above the kept row and the old table's from
  /// it on (``Table/splicing(_:above:keptAt:)``). Content changes (reconfigures) all go
  /// to the second batch.
  ///
  /// - Complexity: O(*c*) for a batch of *c* operations.
  func split(around old: TableIndex, landingAt new: TableIndex) -> AnchorSplit? {
    guard sectionDeletes.isEmpty, sectionInserts.isEmpty, sectionMoves.isEmpty,
      sectionReloads.isEmpty, old.section == new.section,
      !rowMoves.contains(where: { $0.source == old }),
      !rowMoves.contains(where: { ($0.source < old) != ($0.destination < new) })
    else { return nil }
    // A position at or after the kept row in the old table, in the table between.
    let between = { (index: TableIndex) -> TableIndex in
      guard index.section == old.section else { return index }
      return TableIndex(row: index.row - old.row + new.row, section: index.section)
    }
    var above = TableBatch()
    var rest = TableBatch()
    for delete in rowDeletes {
      if delete < old {
        above.rowDeletes.append(delete)
      } else {
        rest.rowDeletes.append(between(delete))
      }
    }
    for insert in rowInserts {
      if insert < new { above.rowInserts.append(insert) } else { rest.rowInserts.append(insert) }
    }
    for move in rowMoves {
      if move.source < old {
        above.rowMoves.append(move)
      } else {
        rest.rowMoves.append(.init(source: between(move.source), destination: move.destination))
      }
    }
    for reload in rowReloads {
      if reload < old {
        above.rowReloads.append(reload)
      } else {
        rest.rowReloads.append(between(reload))
      }
    }
    // Above the kept row the table between already has the new rows: a changed row there is
    // reconfigured from its new position.
    rest.rowReconfigures = rowReconfigures.map {
      .init(
        source: $0.source < old ? $0.destination : between($0.source), destination: $0.destination)
    }
    rest.sectionReconfigures = sectionReconfigures
    return AnchorSplit(above: above, rest: rest)
  }
}

extension Table {
  /// Returns the table between the two halves of a batch split around a kept row
  /// (``TableBatch/split(around:landingAt:)``): `new`'s rows above the row, at `landing` in
  /// `new`, and this table's rows from the row, at `kept`, on; sections up to the row's are
  /// `new`'s, the rest this table's. Kept rows above the row whose content changed
  /// (`reconfigures`, old and new position) keep their old content here, for the second batch to
  /// reconfigure them as any batch does.
  ///
  /// - Precondition: The two tables have as many sections, and `kept` and `landing` are in the
  ///   same one.
  /// - Complexity: O(*n*) for *n* rows, copied once.
  func splicing(
    _ new: Table, above landing: TableIndex, keptAt kept: TableIndex,
    keepingOldContentOf reconfigures: [TableChanges.KeptRow]
  ) -> Table {
    let section = kept.section
    let head = new.rowStarts[section] + landing.row
    let tail = rowStarts[section] + kept.row
    var rows = Array(new.rows[..<head])
    rows.append(contentsOf: self.rows[tail...])
    for row in reconfigures where row.destination < landing {
      rows[new.rowStarts[row.destination.section] + row.destination.row] = self[row.source]
    }
    let shift = head - tail
    let starts =
      Array(new.rowStarts[...section]) + rowStarts[(section + 1)...].map { $0 + shift }
    let values = Array(new.sectionValues[...section]) + sectionValues[(section + 1)...]
    return Table(sectionValues: values, rowStarts: starts, rows: rows)
  }
}
