/// The row operations of a batch counted per section, once, for the row-count equations of
/// ``BatchChecker`` (counting them per section would make a large update quadratic).
struct RowTallies {
  /// Rows inserted into each new section.
  var inserted: [Int]
  /// Rows deleted from each old section (reloaded rows excluded: they come back).
  var deleted: [Int]
  /// Rows moved into each new section, from any section.
  var movedIn: [Int]
  /// Rows moved out of each old section, to any section.
  var movedOut: [Int]
  /// Moves by old and new section.
  private var between: [SectionPair: Int] = [:]

  private struct SectionPair: Hashable {
    var old: Int
    var new: Int
  }

  init(batch: TableBatch, oldCounts: [Int], newCounts: [Int]) {
    inserted = [Int](repeating: 0, count: newCounts.count)
    deleted = [Int](repeating: 0, count: oldCounts.count)
    movedIn = [Int](repeating: 0, count: newCounts.count)
    movedOut = [Int](repeating: 0, count: oldCounts.count)
    for index in batch.rowInserts where inserted.indices.contains(index.section) {
      inserted[index.section] += 1
    }
    let reloads = Set(batch.rowReloads)
    for index in batch.rowDeletes
    where deleted.indices.contains(index.section) && !reloads.contains(index) {
      deleted[index.section] += 1
    }
    for move in batch.rowMoves {
      let (old, new) = (move.source.section, move.destination.section)
      if movedIn.indices.contains(new) { movedIn[new] += 1 }
      if movedOut.indices.contains(old) { movedOut[old] += 1 }
      between[SectionPair(old: old, new: new), default: 0] += 1
    }
  }

  /// Returns the number of rows moved from old section `old` to new section `new`.
  func moves(from old: Int, to new: Int) -> Int {
    between[SectionPair(old: old, new: new)] ?? 0
  }
}
