import Foundation

/// The rows of a kit's table being edited inside ``ListKit/edit(animated:_:)``: insert,
/// delete, move and update rows, each at a position of the table as the edits before it left
/// it, as with an array.
///
/// ```swift
/// try kit.edit { table in
///   try table.insert(Message.draft, at: IndexPath(row: 0, section: 0))
///   table.delete(at: IndexPath(row: 4, section: 0))
///   try table.update(at: IndexPath(row: 2, section: 0)) { $0.isRead = true }
/// }
/// ```
///
/// The kit knows the changes from the edits themselves, so it does not diff the table: an edit
/// costs what it changes and what is on screen, not what the table holds.
///
/// - Complexity: Each edit is O(*e*) for the *e* edits before it in the same batch, plus a
///   move of the rows after the position in memory (a copy of the table's rows once per
///   ``ListKit/edit(animated:_:)`` while another holder of the table keeps it).
public struct TableEdit<Section, Row> {
  /// The table with the edits so far.
  public private(set) var table: Table<Section, Row>
  /// The edits since the table the view shows, when they are all the kit's own.
  var log: EditLog?
  /// The identities of ``table``'s rows, counted.
  var identities: IdentityCounts
  let identity: TableIdentity<Section, Row>
  let kitName: String

  /// Inserts `row` at `indexPath`; rows from there on move down one.
  ///
  /// - Throws: ``TableEditError/duplicateRow(identifier:indexPath:)`` when a row of the table
  ///   has the row's identity.
  /// - Precondition: `indexPath` is a position of the table or the one just past a section's
  ///   last row.
  public mutating func insert(_ row: Row, at indexPath: IndexPath) throws(TableEditError) {
    let index = checked(indexPath, "insert a row at", pastTheEnd: true)
    let rowID = identity.row(row)
    guard identities.count(of: rowID) == 0 else {
      throw .duplicateRow(identifier: String(describing: rowID.base), indexPath: indexPath)
    }
    log?.insert(at: index, rowCount: table.numberOfRows(inSection:))
    table.insertRowInPlace(row, at: index)
    identities.insert(rowID)
  }

  /// Deletes the row at `indexPath`; rows after it move up one.
  ///
  /// - Precondition: `indexPath` is a position of the table.
  public mutating func delete(at indexPath: IndexPath) {
    let index = checked(indexPath, "delete the row at", pastTheEnd: false)
    log?.delete(at: index, rowCount: table.numberOfRows(inSection:))
    identities.remove(identity.row(table.removeRowInPlace(at: index)))
  }

  /// Moves the row at `source` to `destination`, a position of the table once the row is
  /// taken out of `source` (as `moveRow(at:to:)` reads it).
  ///
  /// - Precondition: `source` is a position of the table, and `destination` one of the table
  ///   without the row, or the one just past a section's last row.
  public mutating func move(from source: IndexPath, to destination: IndexPath) {
    let from = checked(source, "move the row at", pastTheEnd: false)
    let to = checked(destination, "move a row to", pastTheEnd: true, without: from.section)
    log?.move(from: from, to: to, rowCount: table.numberOfRows(inSection:))
    table.insertRowInPlace(table.removeRowInPlace(at: from), at: to)
  }

  /// Replaces the row at `indexPath` with `row`, the same row (its identity) with new content:
  /// its cell shows the new content in place.
  ///
  /// - Throws: ``TableEditError/identityChanged(from:to:indexPath:)`` when `row` has another
  ///   identity.
  /// - Precondition: `indexPath` is a position of the table.
  public mutating func update(_ row: Row, at indexPath: IndexPath) throws(TableEditError) {
    let index = checked(indexPath, "update the row at", pastTheEnd: false)
    let old = identity.row(table[index])
    let new = identity.row(row)
    guard old == new else {
      throw .identityChanged(
        from: String(describing: old.base), to: String(describing: new.base),
        indexPath: indexPath)
    }
    log?.update(at: index, rowCount: table.numberOfRows(inSection:))
    table.replaceRowInPlace(row, at: index)
  }

  /// Changes the content of the row at `indexPath` in place.
  ///
  /// ```swift
  /// try table.update(at: path) { $0.isRead = true }
  /// ```
  ///
  /// - Throws: ``TableEditError/identityChanged(from:to:indexPath:)`` when the change gives
  ///   the row another identity.
  /// - Precondition: `indexPath` is a position of the table.
  public mutating func update(at indexPath: IndexPath, _ change: (inout Row) -> Void)
    throws(TableEditError)
  {
    var row = table[checked(indexPath, "update the row at", pastTheEnd: false)]
    change(&row)
    try update(row, at: indexPath)
  }

  /// Returns the position of `indexPath`, or stops with a message when the table has none
  /// there: a programmer error, as UIKit's for a row that does not exist.
  ///
  /// - Parameter without: A section that has one row less for this check (a move's source).
  private func checked(
    _ indexPath: IndexPath, _ action: String, pastTheEnd: Bool, without: Int? = nil
  ) -> TableIndex {
    let sections = table.sections.count
    let hasSection = indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections
    let rows =
      hasSection
      ? table.numberOfRows(inSection: indexPath.section) - (without == indexPath.section ? 1 : 0)
      : 0
    if hasSection, indexPath.row >= 0, indexPath.row < rows + (pastTheEnd ? 1 : 0) {
      return TableIndex(indexPath)
    }
    let counts =
      hasSection
      ? "section \(indexPath.section) has \(rows) rows\(without == nil ? "" : " without the moved row")"
      : "the table has \(sections) sections"
    preconditionFailure(
      "\(kitName): cannot \(action) \(indexPath) in kit.edit: \(counts). Use positions of the "
        + "table as the edits before this one left it (`table.table` inside the closure).")
  }
}

extension Table {
  /// Inserts a row at an index, moving the rows after it.
  mutating func insertRowInPlace(_ row: Row, at index: TableIndex) {
    rows.insert(row, at: rowStarts[index.section] + index.row)
    for section in (index.section + 1)..<rowStarts.count { rowStarts[section] += 1 }
  }

  /// Removes and returns the row at an index.
  mutating func removeRowInPlace(at index: TableIndex) -> Row {
    let row = rows.remove(at: offset(of: index))
    for section in (index.section + 1)..<rowStarts.count { rowStarts[section] -= 1 }
    return row
  }

  /// Replaces the row at an index.
  mutating func replaceRowInPlace(_ row: Row, at index: TableIndex) {
    rows[offset(of: index)] = row
  }
}
