import Testing

@testable import TableKit

@Suite struct TableChangesStagingTests {
  func batches(
    _ old: String, _ new: String, rowUpdates: TableBatch.UpdateStyle = .reconfigure,
    sectionUpdates: TableBatch.UpdateStyle = .reconfigure
  ) -> [TableBatch] {
    TestTable(old).testChanges(to: TestTable(new))
      .batch(rowUpdates: rowUpdates, sectionUpdates: sectionUpdates).map { [$0] } ?? []
  }

  func kept(_ source: TableIndex, _ destination: TableIndex) -> TableChanges.KeptRow {
    TableChanges.KeptRow(source: source, destination: destination)
  }

  func index(_ section: Int, _ row: Int) -> TableIndex { TableIndex(row: row, section: section) }

  @Test func noChangesMakeNoBatch() {
    #expect(batches("a: A B", "a: A B").isEmpty)
  }

  @Test func contentOnlyChangesNeedNoUpdateBlock() throws {
    let batch = try #require(batches("A B C", "A B* C").first)
    #expect(batch.hasNoBatchUpdates)
    #expect(batch.rowReconfigures == [kept(index(0, 1), index(0, 1))])
  }

  @Test func updateOfAMovedRowIsReconfiguredFromItsOldPositionToItsNewOne() throws {
    let batch = try #require(batches("A B C", "C* A B", rowUpdates: .reload).first)
    #expect(batch.rowMoves == [TableChanges.KeptRow(source: index(0, 2), destination: index(0, 0))])
    #expect(batch.rowReloads.isEmpty)
    #expect(batch.rowReconfigures == [kept(index(0, 2), index(0, 0))])
  }

  @Test func updateOfAStillRowCanBeAReload() throws {
    let batch = try #require(batches("A B C", "A B* C", rowUpdates: .reload).first)
    #expect(batch.rowReloads == [index(0, 1)])
    #expect(batch.rowReconfigures.isEmpty)
  }

  @Test func moveOutOfADeletedSectionBecomesAnInsert() throws {
    let batch = try #require(batches("a: A | b: B C", "a: A C").first)
    #expect(batch.sectionDeletes == [1])
    #expect(batch.rowMoves.isEmpty)
    #expect(batch.rowInserts == [index(0, 1)])
    #expect(batch.rowDeletes.isEmpty)
  }

  @Test func moveIntoAnInsertedSectionBecomesADelete() throws {
    let batch = try #require(batches("a: A B", "a: A | b: B").first)
    #expect(batch.sectionInserts == [1])
    #expect(batch.rowMoves.isEmpty)
    #expect(batch.rowDeletes == [index(0, 1)])
    #expect(batch.rowInserts.isEmpty)
  }

  @Test func reloadedSectionCoversItsRowsAndCrossingMoves() throws {
    let batch = try #require(
      batches("a: A B | b: C", "a*: A C | b: B", sectionUpdates: .reload).first)
    #expect(batch.sectionReloads == [0])
    #expect(batch.rowMoves.isEmpty)
    #expect(batch.rowDeletes == [index(1, 0)])  // C, moving into the reloaded section
    #expect(batch.rowInserts == [index(1, 0)])  // B, moving out of it
  }

  @Test func movedSectionWithNewValueIsReconfiguredNotReloaded() throws {
    let batch = try #require(batches("a: A | b: B", "b*: B | a: A", sectionUpdates: .reload).first)
    #expect(batch.sectionReloads.isEmpty)
    #expect(batch.sectionMoves.count == 1)
    #expect(batch.sectionReconfigures == [0])
  }

  @Test func rowMovesAcrossMovedSectionsStayMoves() throws {
    let batch = try #require(batches("a: A B | b: C D", "b: C A | a: D B").first)
    #expect(batch.sectionMoves == [TableChanges.KeptSection(source: 1, destination: 0)])
    #expect(
      batch.rowMoves == [
        TableChanges.KeptRow(source: index(0, 0), destination: index(0, 1)),
        TableChanges.KeptRow(source: index(1, 1), destination: index(1, 0)),
      ])
  }
}
