extension Table {
  /// Returns the changes that turn this table into `new`, with row and section identity and
  /// content given by closures.
  ///
  /// ```swift
  /// let changes = old.changes(
  ///   to: new, rowID: { ObjectIdentifier($0) }, rowsEqual: { $0.revision == $1.revision },
  ///   sectionID: \.title, sectionsEqual: { $0.footer == $1.footer })
  /// ```
  /// Rows (and sections) with the same identifier are the same row; a kept row whose content
  /// differs is an update. Rows are matched across the whole table, so a row may move between
  /// sections. Duplicate identifiers are paired in order (see ``TableChanges/rowDuplicates``).
  /// - Parameters:
  ///   - new: The table to change to.
  ///   - rowID: Returns a row's identifier: `\.id`, `\.self`, `ObjectIdentifier.init`, ….
  ///   - rowsEqual: Returns whether two rows with the same identifier show the same content.
  ///   - sectionID: Returns a section's identifier.
  ///   - sectionsEqual: Returns whether two sections with the same identifier have the same value.
  /// - Complexity: Expected O(*n* + *m* log *m*) time and O(*n*) memory, where *n* is the number
  ///   of rows in both tables and *m* the largest section; each identifier is hashed once (twice
  ///   in large tables, which are split by hash so that the work stays in cache). Identifiers
  ///   that differ but hash alike (a `hash(into:)` that feeds nothing, or a constant) make hashing
  ///   quadratic: the diff notices, pairs the rows both tables share at their start and end in
  ///   linear time, and hashes only the rows between, so an update in one place stays linear
  ///   while a reshuffle of the whole table costs O(*n*²) comparisons. Duplicate identifiers
  ///   among the rows paired by position are then not reported. Give identifiers a hash that
  ///   combines the fields `==` compares.
  @inlinable
  public func changes<RowID: Hashable, SectionID: Hashable>(
    to new: Table,
    rowID: (Row) -> RowID, rowsEqual: (Row, Row) -> Bool,
    sectionID: (Section) -> SectionID, sectionsEqual: (Section, Section) -> Bool
  ) -> TableChanges {
    var differ = TableDiffer<Section, Row, SectionID, RowID>(old: self, new: new)
    return differ.diff(
      sectionID: sectionID, sectionsEqual: sectionsEqual, rowID: rowID, rowsEqual: rowsEqual)
  }

  /// Returns the changes that turn this table into `new`, with identity given by closures and
  /// content by equality.
  ///
  /// ```swift
  /// let changes = old.changes(to: new, rowID: \.id, sectionID: \.id)
  /// ```
  /// - Complexity: Expected O(*n* + *m* log *m*); see
  ///   ``changes(to:rowID:rowsEqual:sectionID:sectionsEqual:)``.
  @inlinable
  public func changes<RowID: Hashable, SectionID: Hashable>(
    to new: Table, rowID: (Row) -> RowID, sectionID: (Section) -> SectionID
  ) -> TableChanges where Row: Equatable, Section: Equatable {
    changes(to: new, rowID: rowID, rowsEqual: ==, sectionID: sectionID, sectionsEqual: ==)
  }

  /// Returns the changes that turn this table into `new`, with row identity given by a closure,
  /// row content by equality, and sections identified by their value.
  ///
  /// ```swift
  /// let changes = Table(rows: ["a", "b"]).changes(to: Table(rows: ["b", "c"]), rowID: \.self)
  /// ```
  /// - Complexity: Expected O(*n* + *m* log *m*); see
  ///   ``changes(to:rowID:rowsEqual:sectionID:sectionsEqual:)``.
  @inlinable
  public func changes<RowID: Hashable>(
    to new: Table, rowID: (Row) -> RowID
  ) -> TableChanges where Row: Equatable, Section: Hashable {
    changes(
      to: new, rowID: rowID, rowsEqual: ==, sectionID: { $0 }, sectionsEqual: { _, _ in true })
  }

  /// Returns the changes that turn this table into `new`: rows identified by their `id` and
  /// compared by equality, sections identified by their value.
  ///
  /// ```swift
  /// let changes = Table(rows: oldMessages, sectionedBy: \.day)
  ///   .changes(to: Table(rows: newMessages, sectionedBy: \.day))
  /// ```
  /// - Complexity: Expected O(*n* + *m* log *m*); see
  ///   ``changes(to:rowID:rowsEqual:sectionID:sectionsEqual:)``.
  @inlinable
  public func changes(to new: Table) -> TableChanges
  where Row: Identifiable & Equatable, Section: Hashable {
    changes(
      to: new, rowID: { $0.id }, rowsEqual: ==, sectionID: { $0 }, sectionsEqual: { _, _ in true })
  }
}
