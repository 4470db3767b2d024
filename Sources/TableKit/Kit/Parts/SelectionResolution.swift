/// Turns the selection the app set into index paths of the shown table, and decides when the
/// rows selected in the view change the ``ListKit/selection`` value: the same for every face.
struct SelectionResolution<Section, Row> {
  let table: Table<Section, Row>
  let identity: TableIdentity<Section, Row>

  /// Returns the index paths of `rows`, resolved by identity (the first occurrence of a repeated
  /// identity), with the diagnostics for rows the table lacks or for a multiple selection the
  /// view does not allow (only the first row is kept then).
  ///
  /// - Complexity: O(*n*) over the table.
  func paths(of rows: [Row], allowsMultiple: Bool) -> (
    paths: [IndexPath], diagnostics: [TableKitDiagnostic]
  ) {
    var pathByID: [AnyHashable: IndexPath] = [:]
    for index in table.indices {
      let rowID = identity.row(table[index])
      if pathByID[rowID] == nil { pathByID[rowID] = index.indexPath }
    }
    var paths: [IndexPath] = []
    var unknown: [String] = []
    for row in rows {
      let rowID = identity.row(row)
      if let path = pathByID[rowID] {
        paths.append(path)
      } else {
        unknown.append(String(describing: rowID.base))
      }
    }
    var diagnostics: [TableKitDiagnostic] = []
    if !unknown.isEmpty { diagnostics.append(.unknownSelection(identifiers: unknown)) }
    if paths.count > 1 && !allowsMultiple {
      diagnostics.append(.multipleSelectionNotAllowed(count: paths.count))
      paths = [paths[0]]
    }
    return (paths, diagnostics)
  }

  /// Returns the rows selected at `selectedPaths` if they differ from `current` — other
  /// identities, or a selected row whose content changed — and nil when only their order did.
  func changedSelection(_ selectedPaths: [IndexPath]?, from current: [Row]) -> [Row]? {
    let rows = (selectedPaths ?? []).sorted().map { table[$0] }
    guard rows.count == current.count else { return rows }
    var currentByID: [AnyHashable: Row] = [:]
    for row in current { currentByID[identity.row(row)] = row }
    let unchanged = rows.allSatisfy { row in
      currentByID.removeValue(forKey: identity.row(row)).map { identity.rowsEqual($0, row) }
        ?? false
    }
    return unchanged ? nil : rows
  }
}
