extension TableKit {
  func select(_ rows: [Row]) {
    var pathByID: [AnyHashable: IndexPath] = [:]
    for index in shown.indices {
      pathByID[identity.row(shown[index])] = pathByID[identity.row(shown[index])] ?? index.indexPath
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
    if !unknown.isEmpty { report(.unknownSelection(identifiers: unknown)) }
    if paths.count > 1 && !view.allowsMultipleSelection {
      report(.multipleSelectionNotAllowed(count: paths.count))
      paths = [paths[0]]
    }
    let wanted = Set(paths)
    for path in view.indexPathsForSelectedRows ?? [] where !wanted.contains(path) {
      view.deselectRow(at: path, animated: false)
    }
    let selected = Set(view.indexPathsForSelectedRows ?? [])
    for path in paths where !selected.contains(path) {
      view.selectRow(at: path, animated: false, scrollPosition: .none)
    }
    syncSelectionFromView()
  }

  /// Makes ``selection`` hold the rows selected in the view, with their current values.
  func syncSelectionFromView() {
    let rows = (view.indexPathsForSelectedRows ?? []).sorted().map { shown[$0] }
    let current = selectionStore.value
    let unchanged =
      rows.count == current.count
      && zip(rows, current).allSatisfy {
        identity.row($0) == identity.row($1) && identity.rowsEqual($0, $1)
      }
    if !unchanged { selectionStore.value = rows }
  }
}
