import Foundation
import Scenarios
import Testing

@Suite struct DiffInputTests {
  @Test(arguments: [1, 100])
  func changesOneRowInTenOfEachKind(sections: Int) {
    let input = DiffInput<Int>.generate(rowCount: 10_000, sectionCount: sections, seed: 7)
    let oldIDs = Set(input.oldRows.map(\.id))
    let newIDs = Set(input.newRows.map(\.id))
    #expect(input.oldRows.count == 10_000)
    #expect(input.newRows.count == 10_000)
    #expect(oldIDs.subtracting(newIDs).count == 1000)
    #expect(newIDs.subtracting(oldIDs).count == 1000)
    #expect(input.newRows.count { $0.version == 1 } == 1000)
    #expect(input.old.count == sections)
    #expect(input.new.map(\.section) == Array(0..<sections))
    #expect(input.new.flatMap(\.rows) == input.newRows)
    #expect(input.old.flatMap(\.rows) == input.oldRows)
  }

  @Test func generatesTheSameTablesFromTheSameSeed() {
    let first = DiffInput<UUID>.generate(rowCount: 1000, sectionCount: 10, seed: 42)
    let second = DiffInput<UUID>.generate(rowCount: 1000, sectionCount: 10, seed: 42)
    let other = DiffInput<UUID>.generate(rowCount: 1000, sectionCount: 10, seed: 43)
    #expect(first.newRows == second.newRows)
    #expect(first.oldRows == second.oldRows)
    #expect(first.newRows != other.newRows)
    #expect(Set(first.oldRows.map(\.id)).count == 1000)
  }
}
