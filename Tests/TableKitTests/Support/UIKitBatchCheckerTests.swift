import Testing

@testable import TableKit

/// The checker must reject what UIKit rejects, or the property tests prove nothing.
@Suite struct UIKitBatchCheckerTests {
  let old = TestTable("a: A B C | b: D")

  func index(_ section: Int, _ row: Int) -> TableIndex { TableIndex(row: row, section: section) }

  func rejection(_ batch: TableBatch, to new: String) -> String? {
    do {
      _ = try UIKitBatchChecker.perform(batch, on: old, dataSource: TestTable(new))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func acceptsAValidBatchAndShowsTheNewTable() throws {
    var batch = TableBatch()
    batch.rowDeletes = [index(0, 1)]
    batch.rowMoves = [TableChanges.KeptRow(source: index(1, 0), destination: index(0, 0))]
    batch.rowInserts = [index(1, 0)]
    let shown = try UIKitBatchChecker.perform(
      batch, on: old, dataSource: TestTable("a: D A C | b: E"))
    #expect(shown == TestTable("a: D A C | b: E"))
  }

  @Test func rejectsMovingAndReloadingTheSameRow() {
    var batch = TableBatch()
    batch.rowMoves = [TableChanges.KeptRow(source: index(0, 0), destination: index(0, 2))]
    batch.rowReloads = [index(0, 0)]
    #expect(rejection(batch, to: "a: B C A | b: D")?.contains("delete and a move") == true)
  }

  @Test func rejectsAMoveOutOfADeletedSection() {
    var batch = TableBatch()
    batch.sectionDeletes = [1]
    batch.rowMoves = [TableChanges.KeptRow(source: index(1, 0), destination: index(0, 3))]
    #expect(rejection(batch, to: "a: A B C D")?.contains("deleted or reloaded section") == true)
  }

  @Test func rejectsAMoveIntoAnInsertedSection() {
    var batch = TableBatch()
    batch.sectionInserts = [2]
    batch.rowMoves = [TableChanges.KeptRow(source: index(0, 0), destination: index(2, 0))]
    #expect(rejection(batch, to: "a: B C | b: D | c: A")?.contains("inserted") == true)
  }

  @Test func rejectsAWrongRowCount() {
    var batch = TableBatch()
    batch.rowDeletes = [index(0, 0)]
    #expect(rejection(batch, to: "a: A B C | b: D")?.contains("number of rows") == true)
  }

  @Test func rejectsAWrongSectionCount() {
    #expect(rejection(TableBatch(), to: "a: A B C")?.contains("number of sections") == true)
  }

  @Test func rejectsABatchThatShowsTheWrongRows() throws {
    // Valid counts, but B's cell would be kept where the data source now has E.
    var batch = TableBatch()
    batch.rowInserts = [index(0, 3)]
    let shown = try UIKitBatchChecker.perform(
      batch, on: old, dataSource: TestTable("a: A E C F | b: D"))
    #expect(shown != TestTable("a: A E C F | b: D"))
  }

  @Test func rejectsReconfiguringADifferentRow() {
    var batch = TableBatch()
    batch.rowReconfigures = [TableChanges.KeptRow(source: index(0, 0), destination: index(0, 0))]
    #expect(rejection(batch, to: "a: E B C | b: D")?.contains("same row") == true)
  }
}
