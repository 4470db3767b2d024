import Foundation

extension Table: RandomAccessCollection {
  /// The position of a row: see ``TableIndex``.
  public typealias Index = TableIndex

  /// Returns the position of the first row, or ``endIndex`` if the table has no rows.
  @inlinable
  public var startIndex: TableIndex { index(forOffset: 0) }

  /// Returns the position just past the last row: row 0 of the section after the last.
  @inlinable
  public var endIndex: TableIndex { TableIndex(row: 0, section: sectionValues.count) }

  /// Returns the number of rows, across all sections.
  @inlinable
  public var count: Int { rows.count }

  /// Accesses the row at `index`.
  @inlinable
  public subscript(index: TableIndex) -> Row {
    rows[offset(of: index)]
  }

  /// Returns the position after `index`, skipping empty sections.
  @inlinable
  public func index(after index: TableIndex) -> TableIndex {
    var next = TableIndex(row: index.row + 1, section: index.section)
    while next.section < sectionValues.count
      && rowStarts[next.section] + next.row >= rowStarts[next.section + 1]
    {
      next = TableIndex(row: 0, section: next.section + 1)
    }
    return next
  }

  /// Returns the position before `index`, skipping empty sections.
  @inlinable
  public func index(before index: TableIndex) -> TableIndex {
    self.index(forOffset: offset(of: index) - 1)
  }

  /// Returns the position `distance` rows from `index`.
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  @inlinable
  public func index(_ index: TableIndex, offsetBy distance: Int) -> TableIndex {
    self.index(forOffset: offset(of: index) + distance)
  }

  /// Returns the number of rows from `start` to `end`.
  @inlinable
  public func distance(from start: TableIndex, to end: TableIndex) -> Int {
    offset(of: end) - offset(of: start)
  }

  /// Accesses the row at `indexPath` (`[section, row]`).
  public subscript(indexPath: IndexPath) -> Row {
    self[TableIndex(indexPath)]
  }

  /// Accesses the section at position `section`: its value and its rows.
  @inlinable
  public subscript(section section: Int) -> TableSection<Section, Row> {
    TableSection(
      value: sectionValues[section], slice: rows[rowStarts[section]..<rowStarts[section + 1]])
  }

  /// Returns the number of rows in `section`.
  @inlinable
  public func numberOfRows(inSection section: Int) -> Int {
    rowStarts[section + 1] - rowStarts[section]
  }

  /// Returns the row's position counted from the first row of the table.
  @inlinable
  public func offset(of index: TableIndex) -> Int {
    if index.section == sectionValues.count && index.row == 0 { return rows.count }
    precondition(
      index.section >= 0 && index.section < sectionValues.count && index.row >= 0
        && index.row <= numberOfRows(inSection: index.section),
      "Table index \(index) is out of range for a table of \(sectionValues.count) sections")
    return rowStarts[index.section] + index.row
  }

  /// Returns the position of the row `offset` rows after the first row of the table.
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  @inlinable
  public func index(forOffset offset: Int) -> TableIndex {
    precondition(
      offset >= 0 && offset <= rows.count,
      "Row offset \(offset) is out of range for a table of \(rows.count) rows")
    if offset == rows.count { return endIndex }
    // The last section whose start is <= offset and that is not empty.
    var low = 0
    var high = sectionValues.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if rowStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return TableIndex(row: offset - rowStarts[low], section: low)
  }
}
