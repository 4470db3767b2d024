import TableKit

extension UIKitBatchChecker {
  /// The row operations of a batch, validated against UIKit's rules.
  struct RowOperations {
    var deleted: Set<TableIndex>
    var reloaded: Set<TableIndex>
    var inserted: Set<TableIndex>
    var moves: [TableChanges.KeptRow]
    /// Sources of all moves, and the moves grouped by destination section.
    var leaving: Set<TableIndex>
    var arriving: [Int: [TableChanges.KeptRow]]
    var leavingPerSection: [Int: Int]
    var deletesPerSection: [Int: Int]
    var insertsPerSection: [Int: Int]

    init(
      _ batch: TableBatch, old: TestTable, new: TestTable, _ oldCovered: Set<Int>,
      _ newCovered: Set<Int>
    ) throws(BatchViolation) {
      deleted = try unique(batch.rowDeletes, "row delete")
      reloaded = try unique(batch.rowReloads, "row reload")
      inserted = try unique(batch.rowInserts, "row insert")
      moves = batch.rowMoves
      leaving = Set(moves.map(\.source))
      arriving = Dictionary(grouping: moves, by: \.destination.section)
      leavingPerSection = Dictionary(grouping: moves, by: \.source.section).mapValues(\.count)
      deletesPerSection = Dictionary(grouping: batch.rowDeletes, by: \.section).mapValues(\.count)
      insertsPerSection = Dictionary(grouping: batch.rowInserts, by: \.section).mapValues(\.count)
      let movedFrom = try unique(moves.map(\.source), "row move source")
      let movedTo = try unique(moves.map(\.destination), "row move destination")
      for index in deleted.union(reloaded).union(movedFrom) {
        guard index.section < old.sections.count else {
          throw fail(
            "attempt to use row \(index), but there are only \(old.sections.count) sections")
        }
        guard index.row < old.numberOfRows(inSection: index.section) else {
          throw fail("attempt to use row \(index) which does not exist before the update")
        }
        if oldCovered.contains(index.section) {
          throw fail("row operation at \(index) inside a deleted or reloaded section")
        }
      }
      for index in inserted.union(movedTo) {
        guard index.section < new.sections.count,
          index.row < new.numberOfRows(inSection: index.section)
        else { throw fail("attempt to insert/move to row \(index) which does not exist after") }
        if newCovered.contains(index.section) {
          throw fail("row insert or move into \(index) inside an inserted or reloaded section")
        }
      }
      if let index = deleted.intersection(reloaded).first {
        throw fail("attempt to delete and reload the same index path (\(index))")
      }
      if let index = deleted.union(reloaded).intersection(movedFrom).first {
        throw fail("attempt to perform a delete and a move from the same index path (\(index))")
      }
      if let index = inserted.intersection(movedTo).first {
        throw fail("attempt to perform an insert and a move to the same index path (\(index))")
      }
    }

    /// Returns the rows new section `section` shows after the batch, checking UIKit's
    /// row-count equation for it first.
    func rows(of section: Int, from source: Int, old: TestTable, new: TestTable)
      throws(BatchViolation) -> [Item]
    {
      let before = old.numberOfRows(inSection: source)
      let after = new.numberOfRows(inSection: section)
      let deletes = deletesPerSection[source, default: 0]
      let inserts = insertsPerSection[section, default: 0]
      let incoming = arriving[section, default: []]
      let staying = incoming.count { $0.source.section == source }
      let movedIn = incoming.count - staying
      let movedOut = leavingPerSection[source, default: 0] - staying
      guard after == before + inserts - deletes + movedIn - movedOut else {
        throw fail(
          "Invalid update: invalid number of rows in section \(section) (after \(after), before "
            + "\(before), \(inserts) inserted, \(deletes) deleted, \(movedIn) moved in, "
            + "\(movedOut) moved out)")
      }
      var result = [Item?](repeating: nil, count: after)
      for move in incoming { result[move.destination.row] = old[move.source] }
      var flowing = (0..<before).lazy.map { TableIndex(row: $0, section: source) }
        .filter { !deleted.contains($0) && !leaving.contains($0) }.makeIterator()
      for row in 0..<after where result[row] == nil {
        let index = TableIndex(row: row, section: section)
        if inserted.contains(index) {
          result[row] = new[index]
        } else if let origin = flowing.next() {
          result[row] = reloaded.contains(origin) ? new[index] : old[origin]
        }
      }
      return result.map { $0! }
    }
  }
}
