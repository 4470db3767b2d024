import TableKit
import Testing

@Suite struct TableChangesExampleTests {
  @Test func identicalTablesHaveNoChanges() {
    expectChanges(from: "a: A B | b: C", to: "a: A B | b: C")
  }

  @Test func insertingAtTheTopIsOneInsertAndNoMoves() {
    expectChanges(from: "A B C", to: "D A B C", inserts: "D")
  }

  @Test func deletingFromTheMiddleIsOneDelete() {
    expectChanges(from: "A B C", to: "A C", deletes: "B")
  }

  @Test func rotatingRowsMovesOnlyTheRowThatLeftTheOrder() {
    expectChanges(from: "A B C", to: "C A B", moves: "C")
    expectChanges(from: "A B C D", to: "B C D A", moves: "A")
  }

  @Test func reversingRowsMovesAllButOne() {
    expectChanges(from: "A B C D", to: "D C B A", moves: "D C B")
  }

  @Test func changedContentIsAnUpdateOfTheOldRow() {
    expectChanges(from: "A B C", to: "A B* C", updates: "B")
  }

  @Test func movedAndChangedRowIsBothMovedAndUpdated() {
    expectChanges(from: "A B C", to: "C* A B", moves: "C", updates: "C")
  }

  @Test func rowMovingToAnotherSectionIsAMove() {
    expectChanges(from: "a: A B | b: C", to: "a: A | b: B C", moves: "B")
  }

  @Test func movedSectionCarriesItsRows() {
    expectChanges(from: "a: A | b: B | c: C", to: "c: C | a: A | b: B", sectionMoves: "c")
  }

  @Test func sectionMovesTogetherWithRowsCrossingThem() {
    expectChanges(
      from: "a: A B | b: C D", to: "b: C A | a: D B", moves: "A D", sectionMoves: "b")
  }

  @Test func deletedSectionCoversItsRows() {
    expectChanges(from: "a: A | b: B C", to: "a: A", sectionDeletes: "b")
  }

  @Test func insertedSectionCoversItsRows() {
    expectChanges(from: "a: A", to: "a: A | b: B C", sectionInserts: "b")
  }

  @Test func rowLeavingADeletedSectionIsAMove() {
    expectChanges(from: "a: A | b: B C", to: "a: A C", moves: "C", sectionDeletes: "b")
  }

  @Test func rowEnteringAnInsertedSectionIsAMove() {
    expectChanges(from: "a: A B", to: "a: A | b: B", moves: "B", sectionInserts: "b")
  }

  @Test func changedSectionValueIsASectionUpdate() {
    expectChanges(from: "a: A | b: B", to: "a: A | b*: B", sectionUpdates: "b")
  }

  @Test func emptySectionsComeAndGo() {
    expectChanges(from: "a: | b: A", to: "b: A | c:", sectionDeletes: "a", sectionInserts: "c")
    expectChanges(from: "", to: "a:", sectionInserts: "a")
  }

  @Test func duplicateRowsPairInOrderAndSurplusIsInsertedOrDeleted() {
    expectChanges(from: "A B A", to: "A A A B", inserts: "A", moves: "A")
    expectChanges(from: "A A B", to: "B A", deletes: "A", moves: "B")
  }

  @Test func duplicateSectionsPairInOrder() {
    expectChanges(from: "a: A | a: B", to: "a: B | a: A", moves: "B A")
  }

  @Test func everythingAtOnce() {
    expectChanges(
      from: "a: A B C | b: D E | c: F | d:",
      to: "c*: F G | e: B | a: A C* D | d: H",
      inserts: "G H", moves: "B D", updates: "C",
      sectionDeletes: "b", sectionInserts: "e", sectionMoves: "c", sectionUpdates: "c")
  }

  @Test func duplicatesAreReportedWithTheirPositions() {
    let changes = TestTable("a: A B | b: A").testChanges(to: TestTable("a: B B"))
    #expect(
      changes.rowDuplicates == [
        TableDuplicate(
          identifier: "A",
          oldPositions: [TableIndex(row: 0, section: 0), TableIndex(row: 0, section: 1)],
          newPositions: []),
        TableDuplicate(
          identifier: "B", oldPositions: [TableIndex(row: 1, section: 0)],
          newPositions: [TableIndex(row: 0, section: 0), TableIndex(row: 1, section: 0)]),
      ])
    #expect(changes.sectionDuplicates.isEmpty)
  }
}
