extension Table: Equatable where Section: Equatable, Row: Equatable {
  /// Returns whether both tables have equal section values and equal rows in the same sections.
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public static func == (lhs: Table, rhs: Table) -> Bool {
    lhs.rowStarts == rhs.rowStarts && lhs.sectionValues == rhs.sectionValues
      && lhs.rows == rhs.rows
  }
}

extension Table: Hashable where Section: Hashable, Row: Hashable {
  /// Hashes the table's section values, section sizes and rows.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rowStarts)
    hasher.combine(sectionValues)
    hasher.combine(rows)
  }
}

extension Table: CustomStringConvertible {
  /// Returns the sections one per line, each as its value followed by its rows.
  public var description: String {
    sections.map { "\($0.value): \($0.rows.map { "\($0)" }.joined(separator: ", "))" }
      .joined(separator: "\n")
  }
}
