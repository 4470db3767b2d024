extension TableKit {
  /// Selects rows in the view, resolved by identity against the shown table (the pipeline
  /// applies a selection only once the view shows the latest table).
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

  /// Deselects a row once the current tap's pass ends, through the pipeline.
  func deselectAfterTap(_ row: Row) {
    let rowID = identity.row(row)
    let current = pipeline.pendingSelection ?? selectionStore.value
    pipeline.requestSelection(current.filter { identity.row($0) != rowID })
  }

  /// Makes ``selection`` hold the rows selected in the view, with their current values.
  ///
  /// ``selection`` changes, and fires, only when the selected identities change or a selected
  /// row's content does; rows that only moved (and so changed order) leave it as it is.
  func syncSelectionFromView() {
    let rows = (view.indexPathsForSelectedRows ?? []).sorted().map { shown[$0] }
    let current = selectionStore.value
    guard rows.count == current.count else {
      selectionStore.value = rows
      return
    }
    var currentByID: [AnyHashable: Row] = [:]
    for row in current { currentByID[identity.row(row)] = row }
    let unchanged = rows.allSatisfy { row in
      currentByID.removeValue(forKey: identity.row(row)).map { identity.rowsEqual($0, row) }
        ?? false
    }
    if !unchanged { selectionStore.value = rows }
  }
}
