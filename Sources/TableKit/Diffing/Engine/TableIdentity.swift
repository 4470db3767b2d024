/// How the kit tells rows and sections apart across tables.
///
/// The diff is captured at creation, where the identifier types are still known, so that it runs
/// specialised for them: the kit pays one indirect call per diff, not an `AnyHashable` per row.
/// The erased identity serves the per-row bookkeeping (row bags, prefetch work, selection) that
/// touches a few rows at a time.
@usableFromInline
struct TableIdentity<Section, Row> {
  let row: (Row) -> AnyHashable
  /// The section identity, erased, for the edits that find a section by it.
  let section: (Section) -> AnyHashable
  let rowsEqual: (Row, Row) -> Bool
  let diff: (Table<Section, Row>, Table<Section, Row>) -> TableChanges

  @inlinable
  init<RowID: Hashable, SectionID: Hashable>(
    rowIdentity: @escaping (Row) -> RowID, rowsEqual: @escaping (Row, Row) -> Bool,
    sectionIdentity: @escaping (Section) -> SectionID,
    sectionsEqual: @escaping (Section, Section) -> Bool
  ) {
    self.init(
      row: { AnyHashable(rowIdentity($0)) }, section: { AnyHashable(sectionIdentity($0)) },
      rowsEqual: rowsEqual,
      diff: { old, new in
        old.changes(
          to: new, rowID: rowIdentity, rowsEqual: rowsEqual, sectionID: sectionIdentity,
          sectionsEqual: sectionsEqual)
      })
  }

  @usableFromInline
  init(
    row: @escaping (Row) -> AnyHashable, section: @escaping (Section) -> AnyHashable,
    rowsEqual: @escaping (Row, Row) -> Bool,
    diff: @escaping (Table<Section, Row>, Table<Section, Row>) -> TableChanges
  ) {
    self.row = row
    self.section = section
    self.rowsEqual = rowsEqual
    self.diff = diff
  }

  func changes(from old: Table<Section, Row>, to new: Table<Section, Row>) -> TableChanges {
    diff(old, new)
  }
}
