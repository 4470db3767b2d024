import Scenarios
import Testing

@Suite struct FloorDiffTests {
  private struct Item: Equatable {
    var id: Character
    var version = 0
  }

  private func changes(_ old: String, _ new: String) -> FloorChangeset {
    FloorDiff.changes(
      from: old.map { Item(id: $0) },
      to: new.map { Item(id: $0) },
      identity: \.id,
      isUpdated: { $0.version != $1.version }
    )
  }

  @Test func countsARowTakenBackwardAsOneMove() {
    let result = changes("ABCDE", "DABCE")
    #expect(result.moves.map { [$0.from, $0.to] } == [[3, 0]])
  }

  @Test func countsARowTakenForwardAsOneMove() {
    let result = changes("ABCDE", "BCDAE")
    #expect(result.moves.map { [$0.from, $0.to] } == [[0, 3]])
  }

  @Test func findsDeletesAndInsertsAroundKeptRows() {
    let result = changes("ABCD", "AXCDY")
    #expect(result.deletes == [1])
    #expect(result.inserts == [1, 4])
    #expect(result.moves.isEmpty)
  }

  @Test func findsUpdatesOfKeptAndMovedRows() {
    let old = [Item(id: "A"), Item(id: "B"), Item(id: "C")]
    let new = [Item(id: "C", version: 1), Item(id: "A", version: 1), Item(id: "B")]
    let result = FloorDiff.changes(
      from: old,
      to: new,
      identity: \.id,
      isUpdated: { $0.version != $1.version }
    )
    #expect(result.updates.sorted() == [0, 1])
    #expect(result.moves.count == 1)
  }

  @Test func findsAboutOneMovePerMovedRowInGeneratedTables() {
    let input = DiffInput<Int>.generate(rowCount: 10_000, sectionCount: 1, seed: 3)
    let result = FloorDiff.changes(
      from: input.oldRows,
      to: input.newRows,
      identity: \.id,
      isUpdated: { $0.version != $1.version }
    )
    #expect(result.deletes.count == 1000)
    #expect(result.inserts.count == 1000)
    #expect(result.updates.count == 1000)
    #expect((1000...1100).contains(result.moves.count))
  }
}
