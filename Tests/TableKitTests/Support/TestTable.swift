import TableKit

/// A row of a test table: an identifier and a content revision.
struct Item: Hashable, Sendable, CustomStringConvertible {
  var id: String
  var content: Int

  var description: String { content == 0 ? id : "\(id)*\(content)" }
}

/// A section value of a test table: an identifier and a content revision.
struct Group: Hashable, Sendable, CustomStringConvertible {
  var id: String
  var content: Int

  var description: String { content == 0 ? id : "\(id)*\(content)" }
}

typealias TestTable = Table<Group, Item>

extension TestTable {
  /// Parses the notation of the example tests: sections separated by `|`, each `name:` followed
  /// by its row identifiers; a section without a name is called `_`; a trailing `*` marks
  /// changed content (`A*`, `b*:`).
  ///
  /// `"a: A B | b*: C*"` is two sections, `a` with rows A and B, `b` (changed) with row C
  /// (changed). `""` is no sections; `"_:"` is one empty section.
  init(_ notation: String) {
    let sections = notation.split(separator: "|").map { text -> (Group, [Item]) in
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts.count == 2 ? parts[0].trimmingCharacters(in: " ") : "_"
      let rows = (parts.count == 2 ? parts[1] : parts[0]).split(separator: " ")
      return (
        Group(id: String(name.prefix { $0 != "*" }), content: name.hasSuffix("*") ? 1 : 0),
        rows.map { Item(id: String($0.prefix { $0 != "*" }), content: $0.hasSuffix("*") ? 1 : 0) }
      )
    }
    self.init(sections: sections)
  }

  /// Returns the changes to `new`, identity by `id`, content by equality.
  func testChanges(to new: TestTable) -> TableChanges {
    changes(to: new, rowID: \.id, sectionID: \.id)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
