/// The end of a table as `nearEnd` sees it: how many rows there are and which row is last. A
/// table replaced by another of the same length (a filter, a tab switch) has another end; an
/// equal table set again has the same one.
struct TableEnd: Equatable {
  /// The number of rows.
  var count: Int
  /// The identity of the last row; nil for an empty table.
  var lastRow: AnyHashable?
  /// Where the last row is.
  var lastIndex: TableIndex?

  init<Section, Row>(of table: Table<Section, Row>, identity: (Row) -> AnyHashable) {
    count = table.count
    let last = count > 0 ? table.index(forOffset: count - 1) : nil
    lastIndex = last
    lastRow = last.map { identity(table[$0]) }
  }

  static func == (lhs: TableEnd, rhs: TableEnd) -> Bool {
    lhs.count == rhs.count && lhs.lastRow == rhs.lastRow
  }
}
