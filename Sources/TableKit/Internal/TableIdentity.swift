/// How the kit tells rows and sections apart across tables, erased to `AnyHashable`.
struct TableIdentity<Section, Row> {
  let row: (Row) -> AnyHashable
  let rowsEqual: (Row, Row) -> Bool
  let section: (Section) -> AnyHashable
  let sectionsEqual: (Section, Section) -> Bool

  func changes(from old: Table<Section, Row>, to new: Table<Section, Row>) -> TableChanges {
    old.changes(
      to: new, rowID: row, rowsEqual: rowsEqual, sectionID: section, sectionsEqual: sectionsEqual)
  }
}
