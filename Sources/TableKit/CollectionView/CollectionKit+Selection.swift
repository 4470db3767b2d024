extension CollectionKit {
  /// Selects rows in the view, resolved by identity against the shown table (the pipeline
  /// applies a selection only once the view shows the latest table).
  func select(_ rows: [Row]) {
    let (paths, diagnostics) = SelectionResolution(table: shown, identity: identity).paths(
      of: rows, allowsMultiple: view.allowsMultipleSelection)
    diagnostics.forEach(report)
    let wanted = Set(paths)
    for path in view.indexPathsForSelectedItems ?? [] where !wanted.contains(path) {
      view.deselectItem(at: path, animated: false)
    }
    let selected = Set(view.indexPathsForSelectedItems ?? [])
    for path in paths where !selected.contains(path) {
      view.selectItem(at: path, animated: false, scrollPosition: [])
    }
    syncSelectionFromView()
  }

  /// Makes ``selection`` hold the rows selected in the view, with their current values.
  func syncSelectionFromView() {
    if let rows = SelectionResolution(table: shown, identity: identity).changedSelection(
      view.indexPathsForSelectedItems, from: selectionStore.value)
    {
      selectionStore.value = rows
    }
  }
}
