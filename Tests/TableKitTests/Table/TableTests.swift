import Foundation
import Testing

@testable import TableKit

@Suite struct TableTests {
  struct Message: Identifiable, Hashable, Sendable {
    var id: Int
    var day: String
  }

  let messages = [
    Message(id: 1, day: "Mon"), Message(id: 2, day: "Mon"), Message(id: 3, day: "Tue"),
    Message(id: 4, day: "Mon"),
  ]

  @Test func rowsOnlyMakeOneSectionWithoutValue() {
    let table = Table(rows: [1, 2, 3])
    #expect(table.sections.count == 1)
    #expect(table.sections[0].value == EmptySection())
    #expect(Array(table) == [1, 2, 3])
  }

  @Test func sectionedByGroupsConsecutiveRowsWithTheSameKey() {
    let table = Table(rows: messages, sectionedBy: \.day)
    #expect(table.sections.map(\.value) == ["Mon", "Tue", "Mon"])
    #expect(table.sections.map { $0.rows.map(\.id) } == [[1, 2], [3], [4]])
  }

  @Test func aSectionsRowsAreIndexedFromZero() {
    let table = Table(sections: [("a", [1, 2]), ("b", [3, 4, 5])])
    let second = table.sections[1]
    #expect(second.rows.startIndex == 0)
    #expect(second.rows[0] == 3)
    #expect(second.rows[IndexPath(row: 2, section: 1).row] == 5)
    #expect(Array(second.rows) == [3, 4, 5])
    var edited = second
    edited.rows = TableSection<String, Int>.Rows([9])
    #expect(Array(edited.rows) == [9] && edited.rows.count == 1)
  }

  @Test func startsNewSectionDecidesFromThePreviousRow() {
    let table = Table(
      rows: [1, 2, 4, 5, 9], startsNewSection: { $1 != $0 + 1 }, section: { "from \($0)" })
    #expect(table.sections.map(\.value) == ["from 1", "from 4", "from 9"])
    #expect(table.numberOfRows(inSection: 1) == 2)
  }

  @Test func sectionedTableOfNoRowsHasNoSections() {
    let table = Table<String, Message>(rows: [], sectionedBy: \.day)
    #expect(table.sections.isEmpty)
    table.checkInvariants()
  }

  @Test func rowsAreAddressedBySectionAndRowAndByIndexPath() {
    let table = Table(sections: [("a", [10, 11]), ("b", []), ("c", [12])])
    #expect(table[TableIndex(row: 1, section: 0)] == 11)
    #expect(table[IndexPath(indexes: [2, 0])] == 12)
    #expect(
      Array(table.indices) == [
        TableIndex(row: 0, section: 0), TableIndex(row: 1, section: 0),
        TableIndex(row: 0, section: 2),
      ])
    #expect(table.index(before: TableIndex(row: 0, section: 2)) == TableIndex(row: 1, section: 0))
    #expect(table.index(table.startIndex, offsetBy: 3) == table.endIndex)
    #expect(table.distance(from: table.startIndex, to: table.endIndex) == 3)
    #expect(Array(table.reversed()) == [12, 11, 10])
  }

  @Test func tableIndexConvertsToAndFromIndexPath() {
    let index = TableIndex(row: 4, section: 2)
    let indexPath = IndexPath(index)
    #expect(indexPath == IndexPath(indexes: [2, 4]))
    #expect(TableIndex(indexPath) == index)
    #expect(index.description == "2-4")
  }

  @Test func emptyTableHasNoRows() {
    let table = Table<String, Int>()
    #expect(table.isEmpty)
    #expect(table.startIndex == table.endIndex)
    table.checkInvariants()
  }

  @Test func rowTransformsKeepTheShape() throws {
    let table = Table(sections: [("a", [1, 2, 3]), ("b", [4])])
    #expect(table.mapRows { $0 * 10 } == Table(sections: [("a", [10, 20, 30]), ("b", [40])]))
    #expect(table.filterRows { $0 % 2 == 0 } == Table(sections: [("a", [2]), ("b", [4])]))
    #expect(
      table.compactMapRows { $0 > 3 ? "\($0)" : nil }
        == Table(sections: [("a", []), ("b", ["4"])]))
  }

  @Test func sectionTransformsKeepOrDropWholeSections() {
    let table = Table(sections: [("a", [1, 2]), ("b", []), ("c", [3])])
    #expect(
      table.mapSections { "\($0.value)\($0.rows.count)" }
        == Table(sections: [("a2", [1, 2]), ("b0", []), ("c1", [3])]))
    #expect(
      table.filterSections { !$0.rows.isEmpty } == Table(sections: [("a", [1, 2]), ("c", [3])]))
    #expect(
      table.compactMapSections { $0.value == "a" ? nil : $0.value.uppercased() }
        == Table(sections: [("B", []), ("C", [3])]))
  }

  @Test func throwingTransformsRethrowTheirTypedError() {
    struct Rejected: Error {}
    #expect(throws: Rejected.self) {
      try Table(rows: [1, 2]).mapRows { (row) throws(Rejected) -> Int in throw Rejected() }
    }
  }

  @Test func equalityAndHashingSeeSectionBoundaries() {
    let one = Table(sections: [("a", [1, 2]), ("b", [3])])
    let other = Table(sections: [("a", [1]), ("b", [2, 3])])
    #expect(one != other)
    #expect(Set([one, other, one]).count == 2)
    #expect(Table(sections: one.sections) == one)
  }

  @Test func brokenInvariantStopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      _ = Table(sections: [("a", [1])])[TableIndex(row: 3, section: 0)]
    }
  }
}
