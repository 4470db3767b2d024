import TableKit

/// Checks everything a changeset from `old` to `new` must satisfy and returns what is wrong:
/// the round trip through `applying` (reading only inserted and updated values from `new`),
/// the staged batches against the independent UIKit model for every update style, minimal
/// move counts, and the duplicate report.
func changesProblems(from old: TestTable, to new: TestTable, _ changes: TableChanges) -> [String] {
  var problems: [String] = []
  let applied = old.applying(changes, from: poisoned(new, keeping: changes))
  if applied != new { problems.append("applying gives\n\(applied)\ninstead of\n\(new)") }
  for style in [TableBatch.UpdateStyle.reconfigure, .reload] {
    let batches = changes.batch(rowUpdates: style, sectionUpdates: style).map { [$0] } ?? []
    if changes.isEmpty != batches.isEmpty { problems.append("batches \(batches) for \(changes)") }
    var shown = old
    do {
      for batch in batches {
        shown = try UIKitBatchChecker.perform(batch, on: shown, dataSource: new)
      }
      if shown != new { problems.append("\(style) batches show\n\(shown)\ninstead of\n\(new)") }
    } catch {
      problems.append("\(style) batch rejected: \(error) in \(batches)")
    }
  }
  let expected = ExpectedChanges(from: old, to: new)
  if changes.rowMoves.count != expected.rowMoves {
    problems.append("\(changes.rowMoves.count) row moves instead of \(expected.rowMoves)")
  }
  if changes.sectionMoves.count != expected.sectionMoves {
    problems.append(
      "\(changes.sectionMoves.count) section moves instead of \(expected.sectionMoves)")
  }
  if Set(changes.rowDuplicates.map(\.identifier)) != expected.duplicatedRowIDs {
    problems.append(
      "row duplicates \(changes.rowDuplicates) instead of \(expected.duplicatedRowIDs)")
  }
  if Set(changes.sectionDuplicates.map(\.identifier)) != expected.duplicatedSectionIDs {
    problems.append("section duplicates \(changes.sectionDuplicates)")
  }
  let oldPositions = Dictionary(grouping: old.indices) { old[$0].id }
  let newPositions = Dictionary(grouping: new.indices) { new[$0].id }
  for duplicate in changes.rowDuplicates
  where duplicate.oldPositions != oldPositions[duplicate.identifier] ?? []
    || duplicate.newPositions != newPositions[duplicate.identifier] ?? []
  {
    problems.append("wrong positions in \(duplicate)")
  }
  return problems
}

/// Returns `new` with every value that applying `changes` must not read replaced by a poison
/// value, so that a round trip proves kept rows and sections come from the old table.
private func poisoned(_ new: TestTable, keeping changes: TableChanges) -> TestTable {
  let insertedSections = Set(changes.sectionInserts)
  let readableSections = insertedSections.union(changes.sectionUpdates.map(\.destination))
  let movedIn = Set(changes.rowMoves.map(\.destination))
  let readableRows = Set(changes.rowInserts).union(changes.rowUpdates.map(\.destination))
  let sections = new.sections.enumerated().map { section, content in
    (
      readableSections.contains(section) ? content.value : Group(id: "poison", content: -1),
      content.rows.indices.map { offset in
        let index = TableIndex(row: offset, section: section)
        let readable =
          readableRows.contains(index)
          || (insertedSections.contains(section) && !movedIn.contains(index))
        return readable ? new[index] : Item(id: "poison", content: -1)
      }
    )
  }
  return TestTable(sections: sections)
}
