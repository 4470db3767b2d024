extension Table {
  /// A random-access view of a table's sections, each a ``TableSection``.
  public struct Sections: RandomAccessCollection {
    @usableFromInline internal let table: Table

    @inlinable
    internal init(table: Table) { self.table = table }

    /// Returns 0, the position of the first section.
    @inlinable
    public var startIndex: Int { 0 }

    /// Returns the number of sections.
    @inlinable
    public var endIndex: Int { table.sectionValues.count }

    /// Accesses the section at `position`.
    @inlinable
    public subscript(position: Int) -> TableSection<Section, Row> {
      table[section: position]
    }
  }

  /// Returns the table's sections, each with its value and rows.
  ///
  /// ```swift
  /// let titles = table.sections.map(\.value)
  /// ```
  @inlinable
  public var sections: Sections { Sections(table: self) }
}

extension Table.Sections: Sendable where Section: Sendable, Row: Sendable {}
