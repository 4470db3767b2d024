import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

/// Reloads become a delete at the old path and an insert at the shifted path, whatever the
/// other operations, as a step-by-step count would place them.
@Suite struct BatchUpdateReloadTests {
  /// Shifts an index down by the removals at or before it, then up by each insertion, in
  /// ascending order, at or before the index so far.
  private func shifted(_ index: Int, removing removed: [Int], inserting inserted: [Int]) -> Int {
    var result = index - removed.filter { $0 <= index }.count
    for insertion in inserted.sorted() where insertion <= result { result += 1 }
    return result
  }

  private func randomIndices(upTo bound: Int, using generator: inout SeededGenerator) -> [Int] {
    (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      Int.random(in: 0..<bound, using: &generator)
    }
  }

  @Test func reloadsLandWhereCountingDeletesAndInsertsOneByOnePutsThem() {
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      var batch = BatchUpdate()
      batch.sectionDeletes = randomIndices(upTo: 5, using: &generator)
      batch.sectionInserts = randomIndices(upTo: 5, using: &generator)
      batch.sectionReloads = randomIndices(upTo: 5, using: &generator)
      func randomPaths() -> [IndexPath] {
        randomIndices(upTo: 12, using: &generator).map {
          IndexPath(row: $0, section: Int.random(in: 0..<3, using: &generator))
        }
      }
      batch.elementDeletes = randomPaths()
      batch.elementInserts = randomPaths()
      batch.elementReloads = randomPaths()
      let expanded = batch.expandingReloads()
      var expected = batch
      expected.sectionReloads = []
      expected.elementReloads = []
      func newSection(_ old: Int) -> Int {
        shifted(old, removing: batch.sectionDeletes, inserting: batch.sectionInserts)
      }
      for section in batch.sectionReloads {
        expected.sectionDeletes.append(section)
        expected.sectionInserts.append(newSection(section))
      }
      for path in batch.elementReloads {
        let section = newSection(path.section)
        let row = shifted(
          path.row, removing: batch.elementDeletes.filter { $0.section == path.section }.map(\.row),
          inserting: batch.elementInserts.filter { $0.section == section }.map(\.row))
        expected.elementDeletes.append(path)
        expected.elementInserts.append(IndexPath(row: row, section: section))
      }
      #expect(expanded.sectionDeletes == expected.sectionDeletes, "seed \(seed)")
      #expect(expanded.sectionInserts == expected.sectionInserts, "seed \(seed)")
      #expect(expanded.elementDeletes == expected.elementDeletes, "seed \(seed)")
      #expect(expanded.elementInserts == expected.elementInserts, "seed \(seed)")
      #expect(expanded.sectionReloads.isEmpty && expanded.elementReloads.isEmpty, "seed \(seed)")
    }
  }
}
