extension Table {
  /// Returns the table with a row inserted after the row of an identity, or at the start of
  /// the section of an identity: a row dropped in the view, applied to a table the view does
  /// not show yet, whose rows may be elsewhere. Without either anchor the table is unchanged.
  func inserting(
    _ row: Row, after previousID: AnyHashable?, inSection sectionID: AnyHashable,
    identity: (Row) -> AnyHashable, sectionIdentity: (Section) -> AnyHashable
  ) -> Table {
    if let previousID,
      let previous = index(ofRowWithID: previousID, near: nil, identity: identity)
    {
      return insertingRow(row, at: TableIndex(row: previous.row + 1, section: previous.section))
    }
    guard let section = sectionValues.firstIndex(where: { sectionIdentity($0) == sectionID })
    else { return self }
    return insertingRow(row, at: TableIndex(row: 0, section: section))
  }
}
