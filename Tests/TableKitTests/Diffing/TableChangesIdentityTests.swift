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
