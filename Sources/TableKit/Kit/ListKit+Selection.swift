extension ListKit {
  /// Selects rows in the view, resolved by identity against the shown table (the pipeline
  /// applies a selection only once the view shows the latest table).
  func select(_ rows: [Row]) {
    let (paths, diagnostics) = SelectionResolution(table: shown, identity: identity).paths(
      of: rows, allowsMultiple: listView.allowsMultipleSelectionNow)
    diagnostics.forEach(report)
    let wanted = Set(paths)
    for path in listView.selectedPaths where !wanted.contains(path) {
      listView.deselectPath(path)
    }
    let selected = Set(listView.selectedPaths)
    for path in paths where !selected.contains(path) { listView.selectPath(path) }
    syncSelectionFromView()
  }

  /// Deselects a row once the current tap's pass ends, through the pipeline.
  func deselectAfterTap(_ row: Row) {
    pipeline.deselectAfterTap(identity.row(row), store: selectionStore, identity: identity.row)
  }

  /// Makes ``selection`` hold the rows selected in the view, with their current values.
  ///
  /// ``selection`` changes, and fires, only when the selected identities change or a selected
  /// row's content does; rows that only moved (and so changed order) leave it as it is.
  func syncSelectionFromView() {
    if let rows = SelectionResolution(table: shown, identity: identity).changedSelection(
      listView.selectedPaths, from: selectionStore.value)
    {
      selectionStore.value = rows
    }
  }
}
