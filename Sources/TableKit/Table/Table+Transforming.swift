extension Table {
  /// Returns a table of the same shape whose rows are `transform` applied to these rows.
  ///
  /// ```swift
  /// let titles = messages.mapRows(\.subject)
  /// ```
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public func mapRows<NewRow, E: Error>(
    _ transform: (Row) throws(E) -> NewRow
  ) throws(E) -> Table<Section, NewRow> {
    var mapped: [NewRow] = []
    mapped.reserveCapacity(rows.count)
    for row in rows { mapped.append(try transform(row)) }
    return Table<Section, NewRow>(sectionValues: sectionValues, rowStarts: rowStarts, rows: mapped)
  }

  /// Returns the table with each row replaced by `transform(row)`, dropping rows for which it
  /// returns `nil`; every section is kept, even when it ends up empty.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public func compactMapRows<NewRow, E: Error>(
    _ transform: (Row) throws(E) -> NewRow?
  ) throws(E) -> Table<Section, NewRow> {
    var kept: [NewRow] = []
    var starts = [0]
    starts.reserveCapacity(rowStarts.count)
    for section in sectionValues.indices {
      for offset in rowStarts[section]..<rowStarts[section + 1] {
        if let row = try transform(rows[offset]) { kept.append(row) }
      }
      starts.append(kept.count)
    }
    return Table<Section, NewRow>(sectionValues: sectionValues, rowStarts: starts, rows: kept)
  }

  /// Returns the table with only the rows that satisfy `isIncluded`; every section is kept.
  ///
  /// ```swift
  /// let unread = inbox.filterRows { !$0.isRead }
  /// ```
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public func filterRows<E: Error>(_ isIncluded: (Row) throws(E) -> Bool) throws(E) -> Table {
    try compactMapRows { (row) throws(E) in try isIncluded(row) ? row : nil }
  }

  /// Returns a table with the same rows whose section values are `transform` applied to each
  /// section (its value and rows).
  ///
  /// ```swift
  /// let counted = table.mapSections { "\($0.value) (\($0.rows.count))" }
  /// ```
  /// - Complexity: O(*s*), where *s* is the number of sections.
  @inlinable
  public func mapSections<NewSection, E: Error>(
    _ transform: (TableSection<Section, Row>) throws(E) -> NewSection
  ) throws(E) -> Table<NewSection, Row> {
    var values: [NewSection] = []
    values.reserveCapacity(sectionValues.count)
    for section in sectionValues.indices { values.append(try transform(self[section: section])) }
    return Table<NewSection, Row>(sectionValues: values, rowStarts: rowStarts, rows: rows)
  }

  /// Returns the table with each section's value replaced by `transform(section)`, dropping
  /// the sections (and their rows) for which it returns `nil`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public func compactMapSections<NewSection, E: Error>(
    _ transform: (TableSection<Section, Row>) throws(E) -> NewSection?
  ) throws(E) -> Table<NewSection, Row> {
    var values: [NewSection] = []
    var starts = [0]
    var kept: [Row] = []
    for section in sectionValues.indices {
      let current = self[section: section]
      guard let value = try transform(current) else { continue }
      values.append(value)
      kept.append(contentsOf: current.rows)
      starts.append(kept.count)
    }
    return Table<NewSection, Row>(sectionValues: values, rowStarts: starts, rows: kept)
  }

  /// Returns the table with only the sections that satisfy `isIncluded`, rows included.
  ///
  /// ```swift
  /// let nonEmpty = table.filterSections { !$0.rows.isEmpty }
  /// ```
  /// - Complexity: O(*n*), where *n* is the number of rows.
  @inlinable
  public func filterSections<E: Error>(
    _ isIncluded: (TableSection<Section, Row>) throws(E) -> Bool
  ) throws(E) -> Table {
    try compactMapSections { (section) throws(E) in try isIncluded(section) ? section.value : nil }
  }
}
