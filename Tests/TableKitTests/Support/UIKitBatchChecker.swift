import TableKit

/// A batch that UIKit would reject (or that would show the wrong rows), with the reason.
struct BatchViolation: Error, CustomStringConvertible {
  var description: String
}

/// An independent model of how UIKit performs one batch update, written from
/// Rules.md R-batch-*, R-valid-* for the tests only (it shares no code with the stager).
///
/// `perform(_:on:dataSource:)` validates the batch against the table before the update and the
/// data source after it, then returns what the view would show afterwards: each kept row keeps
/// the value it had, inserted and reloaded rows show the data source's value, and the
/// reconfigure pass refreshes rows in place. The result equals the data source exactly when
/// the batch was right. It is stricter than UIKit in one way: it rejects operations UIKit
/// silently ignores (a row delete inside a deleted section, repeated operations).
enum UIKitBatchChecker {
  static func perform(
    _ batch: TableBatch, on old: TestTable, dataSource new: TestTable
  ) throws(BatchViolation) -> TestTable {
    let oldSections = old.sections.count
    let newSections = new.sections.count
    let deleted = try unique(batch.sectionDeletes, "section delete")
    let reloaded = try unique(batch.sectionReloads, "section reload")
    let inserted = try unique(batch.sectionInserts, "section insert")
    let movedFrom = try unique(batch.sectionMoves.map(\.source), "section move source")
    let movedTo = try unique(batch.sectionMoves.map(\.destination), "section move destination")
    for section in deleted.union(reloaded).union(movedFrom) where section >= oldSections {
      throw fail("attempt to use section \(section), but there are only \(oldSections) before")
    }
    for section in inserted.union(movedTo) where section >= newSections {
      throw fail("attempt to insert/move to section \(section), only \(newSections) after")
    }
    if let section = deleted.intersection(reloaded).first {
      throw fail("attempt to delete and reload the same section (\(section))")
    }
    if let section = deleted.union(reloaded).intersection(movedFrom).first {
      throw fail("attempt to perform a delete and a move from the same section (\(section))")
    }
    if let section = inserted.intersection(movedTo).first {
      throw fail("attempt to perform an insert and a move to the same section (\(section))")
    }
    guard newSections == oldSections + inserted.count - deleted.count else {
      throw fail("Invalid update: invalid number of sections (\(oldSections) → \(newSections))")
    }
    // Where each new section comes from: fixed by inserts and moves, the rest in order.
    var sourceOf = [Int?](repeating: nil, count: newSections)
    for move in batch.sectionMoves { sourceOf[move.destination] = move.source }
    let flowing = (0..<oldSections).filter { !deleted.contains($0) && !movedFrom.contains($0) }
    var next = flowing.makeIterator()
    for section in 0..<newSections where sourceOf[section] == nil && !inserted.contains(section) {
      sourceOf[section] = next.next()
    }
    let oldCovered = deleted.union(reloaded)
    let newCovered = Set(
      (0..<newSections).filter { sourceOf[$0].map(reloaded.contains) ?? true })
    let rows = try RowOperations(batch, old: old, new: new, oldCovered, newCovered)
    var sections: [(Group, [Item])] = []
    for section in 0..<newSections {
      let fresh = new[section: section]
      guard let source = sourceOf[section], !newCovered.contains(section) else {
        sections.append((fresh.value, Array(fresh.rows)))
        continue
      }
      sections.append(
        (old[section: source].value, try rows.rows(of: section, from: source, old: old, new: new)))
    }
    return try reconfigure(batch, TestTable(sections: sections), old: old, dataSource: new)
  }

  /// Applies the reconfigures: the old position shows the row before, the new one after; fresh
  /// content.
  private static func reconfigure(
    _ batch: TableBatch, _ table: TestTable, old: TestTable, dataSource new: TestTable
  ) throws(BatchViolation) -> TestTable {
    var sections = table.sections.map { ($0.value, Array($0.rows)) }
    for section in try unique(batch.sectionReconfigures, "section reconfigure") {
      guard section < sections.count, sections[section].0.id == new[section: section].value.id
      else { throw fail("section reconfigure \(section) does not show the same section") }
      sections[section].0 = new[section: section].value
    }
    for update in try unique(batch.rowReconfigures, "row reconfigure") {
      // UIKit asks for the cell at the old position, inside the batch: the old table must show
      // the same row there.
      let (source, index) = (update.source, update.destination)
      guard source.section < old.sections.count,
        source.row < old[section: source.section].rows.count, old[source].id == new[index].id
      else { throw fail("row reconfigure \(source) does not take the same row") }
      guard index.section < sections.count, index.row < sections[index.section].1.count,
        sections[index.section].1[index.row].id == new[index].id
      else { throw fail("row reconfigure \(index) does not show the same row") }
      sections[index.section].1[index.row] = new[index]
    }
    return TestTable(sections: sections)
  }

  static func unique<T: Hashable>(_ values: [T], _ what: String) throws(BatchViolation) -> Set<T> {
    let set = Set(values)
    guard set.count == values.count else { throw fail("repeated \(what) in \(values)") }
    return set
  }

  static func fail(_ message: String) -> BatchViolation { BatchViolation(description: message) }
}
