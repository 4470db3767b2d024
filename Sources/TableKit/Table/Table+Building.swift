extension Table where Section == EmptySection {
  /// Creates a table of one section, without a section value, holding `rows`.
  ///
  /// ```swift
  /// let table = Table(rows: ["Inbox", "Sent", "Archive"])
  /// ```
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public init(rows: some Sequence<Row>) {
    let rows = Array(rows)
    self.init(sectionValues: [EmptySection()], rowStarts: [0, rows.count], rows: rows)
  }
}

extension Table {
  /// Creates a table from `rows`, starting a new section wherever `startsNewSection` says so.
  ///
  /// The first row always starts a section. Each section's value is `section(firstRow)`.
  ///
  /// ```swift
  /// let table = Table(
  ///   rows: scores, startsNewSection: { previous, row in row.points / 10 != previous.points / 10 },
  ///   section: { "\($0.points / 10 * 10)+" })
  /// ```
  /// - Parameters:
  ///   - rows: The rows, in table order.
  ///   - startsNewSection: Returns whether `row` starts a section after `previous`.
  ///   - section: Returns the section value for a section starting with the given row.
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public init<E: Error>(
    rows: some Sequence<Row>,
    startsNewSection: (_ previous: Row, _ row: Row) throws(E) -> Bool,
    section: (_ firstRow: Row) throws(E) -> Section
  ) throws(E) {
    var values: [Section] = []
    var starts: [Int] = []
    var all: [Row] = []
    all.reserveCapacity(rows.underestimatedCount)
    for row in rows {
      if let previous = all.last {
        if try startsNewSection(previous, row) {
          starts.append(all.count)
          values.append(try section(row))
        }
      } else {
        starts.append(0)
        values.append(try section(row))
      }
      all.append(row)
    }
    starts.append(all.count)
    self.init(sectionValues: values, rowStarts: starts, rows: all)
  }

  /// Creates a table from `rows`, grouping consecutive rows with the same section value.
  ///
  /// ```swift
  /// let inbox = Table(rows: messages, sectionedBy: \.day)
  /// ```
  /// Rows are not sorted: a key that comes back after another key starts a new section.
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public init<E: Error>(
    rows: some Sequence<Row>, sectionedBy section: (Row) throws(E) -> Section
  ) throws(E) where Section: Equatable {
    try self.init(
      rows: rows,
      startsNewSection: { (previous, row) throws(E) in
        try section(previous) != section(row)
      }, section: section)
  }
}
