import TableKit
import Testing

/// Asserts that the changes from `old` to `new` (in the notation of `TestTable.init(_:)`) name
/// exactly the given rows and sections, in changeset order, and that they pass every check of
/// `changesProblems`.
///
/// Rows and sections are named by identifier: deletes and moves and updates by their old row,
/// inserts by their new row.
func expectChanges(
  from old: String, to new: String,
  deletes: String = "", inserts: String = "", moves: String = "", updates: String = "",
  sectionDeletes: String = "", sectionInserts: String = "", sectionMoves: String = "",
  sectionUpdates: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (old, new) = (TestTable(old), TestTable(new))
  let changes = old.testChanges(to: new)
  func names(_ indices: [TableIndex], in table: TestTable) -> String {
    indices.map { table[$0].id }.joined(separator: " ")
  }
  func names(_ sections: [Int], in table: TestTable) -> String {
    sections.map { table[section: $0].value.id }.joined(separator: " ")
  }
  #expect(
    names(changes.rowDeletes, in: old) == deletes, "row deletes", sourceLocation: sourceLocation)
  #expect(
    names(changes.rowInserts, in: new) == inserts, "row inserts", sourceLocation: sourceLocation)
  #expect(
    names(changes.rowMoves.map(\.source), in: old) == moves, "row moves",
    sourceLocation: sourceLocation)
  #expect(
    names(changes.rowUpdates.map(\.source), in: old) == updates, "row updates",
    sourceLocation: sourceLocation)
  #expect(
    names(changes.sectionDeletes, in: old) == sectionDeletes, "section deletes",
    sourceLocation: sourceLocation)
  #expect(
    names(changes.sectionInserts, in: new) == sectionInserts, "section inserts",
    sourceLocation: sourceLocation)
  #expect(
    names(changes.sectionMoves.map(\.source), in: old) == sectionMoves, "section moves",
    sourceLocation: sourceLocation)
  #expect(
    names(changes.sectionUpdates.map(\.source), in: old) == sectionUpdates, "section updates",
    sourceLocation: sourceLocation)
  let problems = changesProblems(from: old, to: new, changes)
  #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
