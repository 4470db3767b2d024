/// An immutable value describing what a table shows: sections, each a section value and its rows.
///
/// Build a table from rows alone, from `(section, rows)` pairs, or from rows and a rule that
/// starts sections; then hand it to an adapter, or diff two tables with ``changes(to:)``.
///
/// ```swift
/// let inbox = Table(rows: messages, sectionedBy: \.day)
/// let flat = Table(rows: [1, 2, 3])                 // one section of `EmptySection`
/// let grouped = Table(sections: [("Fruit", ["apple"]), ("Vegetables", ["leek", "kale"])])
/// ```
///
/// A table is a random-access collection of its rows, addressed by ``TableIndex`` (section and
/// row), and ``sections-swift.property`` views it section by section. Rows are stored
/// contiguously, so walking every row is as fast as walking an array.
public struct Table<Section, Row> {
  /// The section values, one per section.
  @usableFromInline internal var sectionValues: [Section]
  /// The flat offset of each section's first row, plus the total row count at the end.
  @usableFromInline internal var rowStarts: [Int]
  /// Every row, section after section.
  @usableFromInline internal var rows: [Row]

  @inlinable
  internal init(sectionValues: [Section], rowStarts: [Int], rows: [Row]) {
    self.sectionValues = sectionValues
    self.rowStarts = rowStarts
    self.rows = rows
    #if DEBUG
      checkInvariants()
    #endif
  }

  /// Creates a table with no sections and no rows.
  public init() {
    self.init(sectionValues: [], rowStarts: [0], rows: [])
  }

  /// Creates a table from section values paired with their rows, in order.
  ///
  /// ```swift
  /// let table = Table(sections: [("Today", today), ("Yesterday", yesterday)])
  /// ```
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public init(sections: some Sequence<(Section, [Row])>) {
    var values: [Section] = []
    var starts = [0]
    var rows: [Row] = []
    for (value, sectionRows) in sections {
      values.append(value)
      rows.append(contentsOf: sectionRows)
      starts.append(rows.count)
    }
    self.init(sectionValues: values, rowStarts: starts, rows: rows)
  }

  /// Creates a table from the sections of another table's ``sections-swift.property`` view,
  /// or from any sequence of ``TableSection`` values.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public init(sections: some Sequence<TableSection<Section, Row>>) {
    self.init(sections: sections.lazy.map { ($0.value, Array($0.rows)) })
  }

  /// Checks the table's internal invariants and stops with a message if one is broken.
  ///
  /// Tables built through the public initialisers and transforms always satisfy them; debug
  /// builds of TableKit check every table it builds.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  @usableFromInline internal func checkInvariants() {
    precondition(
      rowStarts.count == sectionValues.count + 1,
      "Table invariant broken: \(sectionValues.count) sections need \(sectionValues.count + 1) "
        + "row offsets, found \(rowStarts.count)")
    precondition(rowStarts.first == 0, "Table invariant broken: the first section must start at 0")
    precondition(
      rowStarts.last == rows.count,
      "Table invariant broken: the last offset must equal the row count \(rows.count)")
    for section in sectionValues.indices {
      precondition(
        rowStarts[section] <= rowStarts[section + 1],
        "Table invariant broken: section \(section) ends before it starts")
    }
  }
}

extension Table: Sendable where Section: Sendable, Row: Sendable {}
