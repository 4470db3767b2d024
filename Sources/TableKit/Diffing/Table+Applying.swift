extension Table {
  /// Returns the table that results from applying `changes` to this table the way UIKit applies
  /// a batch update, taking the values of inserted and updated rows and sections from `new`.
  ///
  /// Kept rows and sections come from this table: only positions that `changes` inserts
  /// (explicitly, or inside an inserted section) or updates are read from `new`. For changes
  /// computed by ``changes(to:rowID:rowsEqual:sectionID:sectionsEqual:)`` the result equals
  /// `new`:
  ///
  /// ```swift
  /// let changes = old.changes(to: new)
  /// assert(old.applying(changes, from: new) == new)
  /// ```
  /// - Precondition: `changes` was computed from this table to a table shaped like `new`.
  /// - Complexity: O(*n*), where *n* is the number of rows in both tables.
  public func applying(_ changes: TableChanges, from new: Table) -> Table {
    precondition(
      changes.oldSectionCount == sectionValues.count
        && changes.newSectionCount == new.sectionValues.count,
      "These changes go from \(changes.oldSectionCount) to \(changes.newSectionCount) sections, "
        + "not from \(sectionValues.count) to \(new.sectionValues.count): apply changes to the "
        + "table they were computed from")
    let sectionSources = sectionSources(of: changes)
    var values = sectionSources.enumerated().map { destination, source in
      source == ChangeSlots.fromNew ? new.sectionValues[destination] : sectionValues[source]
    }
    for update in changes.sectionUpdates {
      precondition(
        sectionSources[update.destination] == update.source,
        "Section update \(update.source)→\(update.destination) disagrees with the moves")
      values[update.destination] = new.sectionValues[update.destination]
    }
    let rowSources = rowSources(of: changes, sectionSources: sectionSources, new: new)
    var rows = rowSources.enumerated().map { offset, source in
      source == ChangeSlots.fromNew ? new.rows[offset] : self.rows[source]
    }
    for update in changes.rowUpdates {
      let destination = new.offset(of: update.destination)
      precondition(
        rowSources[destination] == offset(of: update.source),
        "Row update \(update.source)→\(update.destination) disagrees with the moves")
      rows[destination] = new.rows[destination]
    }
    return Table(sectionValues: values, rowStarts: new.rowStarts, rows: rows)
  }

  /// Returns, for each new section, the old section it shows or `ChangeSlots.fromNew`.
  private func sectionSources(of changes: TableChanges) -> [Int] {
    var slots = ChangeSlots(oldCount: sectionValues.count, newCount: changes.newSectionCount)
    for section in changes.sectionDeletes { slots.consume(section, what: "section") }
    for section in changes.sectionInserts { slots.assign(ChangeSlots.fromNew, to: section) }
    for move in changes.sectionMoves {
      slots.consume(move.source, what: "section")
      slots.assign(move.source, to: move.destination)
    }
    slots.fillInOrder(old: 0..<sectionValues.count, new: 0..<changes.newSectionCount)
    slots.requireAllConsumed(old: 0..<sectionValues.count, what: "section")
    return slots.sources
  }

  /// Returns, for each new row offset, the old row offset it shows or `ChangeSlots.fromNew`.
  private func rowSources(of changes: TableChanges, sectionSources: [Int], new: Table) -> [Int] {
    var slots = ChangeSlots(oldCount: rows.count, newCount: new.rows.count)
    for index in changes.rowDeletes { slots.consume(offset(of: index), what: "row") }
    for index in changes.rowInserts { slots.assign(ChangeSlots.fromNew, to: new.offset(of: index)) }
    for move in changes.rowMoves {
      let source = offset(of: move.source)
      slots.consume(source, what: "row")
      slots.assign(source, to: new.offset(of: move.destination))
    }
    // A deleted section takes the rows that did not move away with it.
    for section in changes.sectionDeletes {
      slots.consumeRemaining(rowStarts[section]..<rowStarts[section + 1])
    }
    for (section, source) in sectionSources.enumerated() {
      let destinations = new.rowStarts[section]..<new.rowStarts[section + 1]
      if source == ChangeSlots.fromNew {
        slots.fillFromNew(destinations)
      } else {
        let origins = rowStarts[source]..<rowStarts[source + 1]
        slots.fillInOrder(old: origins, new: destinations)
        slots.requireAllConsumed(old: origins, what: "row")
      }
    }
    return slots.sources
  }
}
