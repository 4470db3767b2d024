import Foundation
import Testing

@testable import TableKit

/// The changes an ``EditLog`` derives from edits made one after another are the changes from
/// the table before the edits to the table after them: they round-trip through `applying`,
/// and their batches pass the independent UIKit model, over seeded random edit sequences.
@Suite struct EditLogPropertyTests {
  static var seeds: [UInt64] {
    if let seed = ProcessInfo.processInfo.environment["TABLEKIT_SEED"].flatMap(UInt64.init) {
      return [seed]
    }
    return Array(0..<2_000)
  }

  @Test func randomEditSequencesGiveChangesThatRoundTripThroughValidBatches() throws {
    var failures = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      let old = Self.table(&random)
      var edit = TableEdit(
        table: old, log: EditLog(sectionCount: old.sections.count),
        identities: IdentityCounts(old, identity: { AnyHashable($0.id) }),
        identity: TableIdentity(
          rowIdentity: \Item.id, rowsEqual: ==, sectionIdentity: \Group.id, sectionsEqual: ==),
        kitName: "TableKit")
      var next = 1_000
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        Self.randomEdit(&edit, &random, next: &next)
      }
      let new = edit.table
      let changes = try #require(edit.log).changes()
      let problems = Self.problems(from: old, to: new, changes)
      if !problems.isEmpty {
        failures += 1
        Issue.record("seed \(seed): \(old) → \(new): \(problems.joined(separator: "; "))")
        if failures > 3 { return }
      }
    }
  }

  @Test func editsOfRowsOfOneSectionLeaveTheOthersOutOfTheChanges() throws {
    let old = TestTable("a: A B C | b: D E | c: F")
    var log = EditLog(sectionCount: 3)
    log.move(from: TableIndex(row: 0, section: 0), to: TableIndex(row: 1, section: 1)) { section in
      old.numberOfRows(inSection: section)
    }
    let changes = log.changes()
    #expect(
      changes.rowMoves == [
        .init(source: .init(row: 0, section: 0), destination: .init(row: 1, section: 1))
      ])
    #expect(changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty && changes.rowUpdates.isEmpty)
  }

  static func problems(from old: TestTable, to new: TestTable, _ changes: TableChanges) -> [String]
  {
    var problems: [String] = []
    let applied = old.applying(changes, from: new)
    if applied != new { problems.append("applying gives \(applied)") }
    for style in [TableBatch.UpdateStyle.reconfigure, .reload] {
      guard let batch = changes.batch(rowUpdates: style, sectionUpdates: style) else {
        if old != new { problems.append("no batch for a change") }
        continue
      }
      do {
        let shown = try UIKitBatchChecker.perform(batch, on: old, dataSource: new)
        if shown != new { problems.append("\(style) batch shows \(shown)") }
      } catch {
        problems.append("\(style) batch rejected: \(error)")
      }
    }
    return problems
  }

  /// A table of up to five sections of up to six rows, every row its own identity.
  static func table(_ random: inout SplitMix64) -> TestTable {
    var id = 0
    return TestTable(
      sections: (0..<Int.random(in: 1...5, using: &random)).map { section in
        let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
          id += 1
          return Item(id: "r\(id)", content: 0)
        }
        return (Group(id: "s\(section)", content: 0), rows)
      })
  }

  /// Makes one random valid edit: an insert, delete, move or update.
  static func randomEdit(
    _ edit: inout TableEdit<Group, Item>, _ random: inout SplitMix64, next: inout Int
  ) {
    let table = edit.table
    let sections = table.sections.count
    let section = Int.random(in: 0..<sections, using: &random)
    let rows = table.numberOfRows(inSection: section)
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      next += 1
      try! edit.insert(
        Item(id: "r\(next)", content: 0),
        at: IndexPath(row: Int.random(in: 0...rows, using: &random), section: section))
    case 1 where rows > 0:
      edit.delete(at: IndexPath(row: Int.random(in: 0..<rows, using: &random), section: section))
    case 2 where rows > 0:
      let source = IndexPath(row: Int.random(in: 0..<rows, using: &random), section: section)
      let target = Int.random(in: 0..<sections, using: &random)
      let room = table.numberOfRows(inSection: target) - (target == section ? 1 : 0)
      edit.move(
        from: source, to: IndexPath(row: Int.random(in: 0...room, using: &random), section: target))
    case 3 where rows > 0:
      try! edit.update(
        at: IndexPath(row: Int.random(in: 0..<rows, using: &random), section: section)
      ) {
        $0.content += 1
      }
    default:
      break
    }
  }
}
