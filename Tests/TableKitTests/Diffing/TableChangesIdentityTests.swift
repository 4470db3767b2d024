import Foundation
import TableKit
import Testing

@Suite struct TableChangesIdentityTests {
  struct Contact: Identifiable, Equatable {
    var id: UUID
    var name: String
  }

  final class Document: Sendable {
    let title: String
    init(title: String) { self.title = title }
  }

  @Test func identifiableRowsAreMatchedByIDAndComparedByEquality() {
    let ada = Contact(id: UUID(), name: "Ada")
    let alan = Contact(id: UUID(), name: "Alan")
    var renamed = alan
    renamed.name = "Alan T."
    let changes = Table(rows: [ada, alan]).changes(to: Table(rows: [renamed, ada]))
    #expect(changes.rowMoves.map(\.source) == [TableIndex(row: 1, section: 0)])
    #expect(changes.rowUpdates.map(\.destination) == [TableIndex(row: 0, section: 0)])
  }

  /// An identity that breaks `Hashable`: `==` ignores the revision that `hash(into:)` combines.
  struct CarelessIdentity: Hashable {
    var id: String
    var revision: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(revision)
    }
  }

  @Test func identityWhoseEqualityAndHashDisagreeStillGivesAValidBatch() throws {
    // Every identifier is duplicated on both sides and hashed differently in the new table:
    // equal identifiers land in the pairing's dictionary as distinct keys or not, by hash seed,
    // which used to stop the diff ("Duplicate values for key") in about half the processes.
    // With many groups some pairs collide and some do not, whatever the seed.
    for groups in [1, 2, 3, 8, 64, 300] {
      let old = TestTable(sections: [
        (
          Group(id: "s", content: 0),
          (0..<groups).flatMap { index in
            Array(repeating: Item(id: "r\(index)", content: 0), count: 2)
          }
        )
      ])
      let new = TestTable(sections: [
        (
          Group(id: "s", content: 0),
          (0..<groups).reversed().flatMap { index in
            Array(repeating: Item(id: "r\(index)", content: 1), count: 2)
          }
        )
      ])
      let changes = old.changes(
        to: new, rowID: { CarelessIdentity(id: $0.id, revision: $0.content) }, rowsEqual: ==,
        sectionID: \.id, sectionsEqual: ==)
      #expect(old.applying(changes, from: new) == new, "\(groups) groups")
      let batch = try #require(changes.batch(rowUpdates: .reconfigure, sectionUpdates: .reload))
      #expect(try UIKitBatchChecker.perform(batch, on: old, dataSource: new) == new)
    }
  }

  @Test func hashableRowsAreTheirOwnIdentity() {
    let changes = Table(rows: ["a", "b", "c"]).changes(
      to: Table(rows: ["c", "a", "d"]), rowID: \.self)
    #expect(changes.rowDeletes == [TableIndex(row: 1, section: 0)])
    #expect(changes.rowInserts == [TableIndex(row: 2, section: 0)])
    #expect(changes.rowMoves.count == 1)
    #expect(changes.rowUpdates.isEmpty)
  }

  @Test func objectsAreMatchedByIdentityAndComparedByAClosure() {
    let first = Document(title: "Draft")
    let second = Document(title: "Draft")
    let old = Table(sections: [("Docs", [first, second])])
    let new = Table(sections: [("Docs", [second])])
    let changes = old.changes(
      to: new, rowID: ObjectIdentifier.init, rowsEqual: { $0.title == $1.title },
      sectionID: \.self, sectionsEqual: ==)
    #expect(changes.rowDeletes == [TableIndex(row: 0, section: 0)])
    #expect(changes.rowMoves.isEmpty)
  }

  @Test func sectionsCanBeMatchedByIDAndComparedByAClosure() {
    let old = Table(sections: [
      (Group(id: "a", content: 1), [1]), (Group(id: "b", content: 0), [2]),
    ])
    let new = Table(sections: [
      (Group(id: "b", content: 5), [2]), (Group(id: "a", content: 3), [1]),
    ])
    let changes = old.changes(
      to: new, rowID: \.self, rowsEqual: ==, sectionID: \.id,
      sectionsEqual: { $0.content.isMultiple(of: 2) == $1.content.isMultiple(of: 2) })
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.sectionUpdates.map(\.source) == [1])
  }
}
