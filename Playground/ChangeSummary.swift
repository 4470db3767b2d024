import TableKit

/// Describes the diff between two inbox tables in words, naming the rows it touches.
struct ChangeSummary {
  /// The table before the change.
  let old: Table<String, InboxRow>
  /// The table after the change.
  let new: Table<String, InboxRow>

  /// The diff's parts, such as `insert Alan, John` and `new section Last week`; empty when the
  /// tables show the same rows.
  var parts: [String] {
    let changes = old.changes(to: new)
    var parts: [String] = []
    func add(_ verb: String, _ names: [String]) {
      if !names.isEmpty { parts.append("\(verb) \(names.joined(separator: ", "))") }
    }
    add("new section", changes.sectionInserts.map { Self.describe(new.sections[$0]) })
    add("delete section", changes.sectionDeletes.map { Self.describe(old.sections[$0]) })
    add("insert", changes.rowInserts.map { new[$0].name })
    add("delete", changes.rowDeletes.map { old[$0].name })
    add("move", changes.rowMoves.map { new[$0.destination].name })
    add("update", changes.rowUpdates.map { new[$0.destination].name })
    return parts
  }

  private static func describe(_ section: TableSection<String, InboxRow>) -> String {
    let count = section.rows.count
    return "\(section.value) (\(count) \(count == 1 ? "row" : "rows"))"
  }
}
