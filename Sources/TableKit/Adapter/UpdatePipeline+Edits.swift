extension UpdatePipeline {
  /// Records a row the user dragged from `source` to `destination`, which the view already
  /// shows: `shown` takes the new order at once (UIKit asks for the moved row's data in the same
  /// step), and the move is applied to the latest requested table by the rows' identities.
  ///
  /// - Returns: The moved row.
  func recordMove(
    from source: IndexPath, to destination: IndexPath,
    identity: TableIdentity<Target.Section, Target.Row>
  ) -> Target.Row {
    let row = shown[source]
    let moved = shown.removingRow(at: TableIndex(source)).insertingRow(
      row, at: TableIndex(destination))
    shown = moved
    let rowID = identity.row(row)
    let previousIndex = TableIndex(row: destination.row - 1, section: destination.section)
    let previousID = destination.row > 0 ? identity.row(moved[previousIndex]) : nil
    let sectionID = identity.section(moved.sectionValues[destination.section])
    recordEdit(viewHasIt: false) { latest in
      latest.moving(
        rowID, after: previousID, toSection: sectionID, identity: identity.row,
        sectionIdentity: identity.section)
    }
    return row
  }
}
