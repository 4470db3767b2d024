extension Table {
  /// Returns the table without the row at an index.
  func removingRow(at index: TableIndex) -> Table {
    var copy = self
    copy.rows.remove(at: offset(of: index))
    for section in (index.section + 1)..<copy.rowStarts.count { copy.rowStarts[section] -= 1 }
    return copy
  }

  /// Returns the table with a row inserted at an index.
  func insertingRow(_ row: Row, at index: TableIndex) -> Table {
    var copy = self
    copy.rows.insert(row, at: rowStarts[index.section] + index.row)
    for section in (index.section + 1)..<copy.rowStarts.count { copy.rowStarts[section] += 1 }
    return copy
  }

  /// Returns the table with the rows at some indexes replaced, keeping its shape.
  func replacingRows(_ replacements: some Sequence<(TableIndex, Row)>) -> Table {
    var copy = self
    for (index, row) in replacements { copy.rows[offset(of: index)] = row }
    return copy
  }

  /// Returns the index of the first row with an identity, preferring `hint` when the row there
  /// has it.
  func index(
    ofRowWithID rowID: AnyHashable, near hint: TableIndex?, identity: (Row) -> AnyHashable
  ) -> TableIndex? {
    if let hint, hint.section < sectionValues.count,
      hint.row < numberOfRows(inSection: hint.section), identity(self[hint]) == rowID
    {
      return hint
    }
    for section in sectionValues.indices {
      for offset in rowStarts[section]..<rowStarts[section + 1]
      where identity(rows[offset]) == rowID {
        return TableIndex(row: offset - rowStarts[section], section: section)
      }
    }
    return nil
  }

  /// Returns the table with the row of an identity moved after the row of another (or to the
  /// start of the section of an identity), as a user's move applies to a table the view does not
  /// show yet, whose sections may be in another order.
  func moving(
    _ rowID: AnyHashable, after previousID: AnyHashable?, toSection sectionID: AnyHashable,
    identity: (Row) -> AnyHashable, sectionIdentity: (Section) -> AnyHashable
  ) -> Table {
    guard let source = index(ofRowWithID: rowID, near: nil, identity: identity) else {
      return self
    }
    let row = self[source]
    let without = removingRow(at: source)
    if let previousID,
      let previous = without.index(ofRowWithID: previousID, near: nil, identity: identity)
    {
      return without.insertingRow(
        row, at: TableIndex(row: previous.row + 1, section: previous.section))
    }
    guard
      let section = without.sectionValues.firstIndex(where: { sectionIdentity($0) == sectionID })
    else { return self }
    return without.insertingRow(row, at: TableIndex(row: 0, section: section))
  }
}
