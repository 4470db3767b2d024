import Testing

@testable import TableKit

// The TableSection snippet of Sources/TableKit/TableKit.docc/TablesAndDiffing.md, compiled and
// run; change both together.

/// A row with an unread flag, for the article's snippet.
private struct Mail: Identifiable, Hashable {
  var id: Int
  var isUnread: Bool
}

@Suite struct TablesAndDiffingArticleTests {
  @Test func aSectionIsNotACollectionItsRowsAre() {
    let table = Table(sections: [
      ("Today", [Mail(id: 1, isUnread: true), Mail(id: 2, isUnread: false)]),
      ("Older", []),
    ])
    let nonEmpty = table.filterSections { !$0.rows.isEmpty }  // $0 is a TableSection
    let unread = table.sections.map { $0.rows.filter(\.isUnread).count }
    #expect(nonEmpty.sections.map(\.value) == ["Today"])
    #expect(unread == [1, 0])
  }
}
