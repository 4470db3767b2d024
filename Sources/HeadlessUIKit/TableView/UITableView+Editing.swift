extension UITableView {
  func headlessSetEditing(_ editing: Bool, animated: Bool) {
    // `setEditing(false)` ends a swipe (the iOS 18.2 decompile's `_setEditing:animated:forced:`
    // has a branch for it), and entering editing mode ends one too (Rules.md R-edit-3).
    endSwipe()
    guard editing != editingState else { return }
    editingState = editing
    // Every change of mode clears the selection, without delegate calls (Rules.md R-select-4,
    // inferred from the iOS 18.2 decompile's `_setEditing:animated:forced:`, which selects
    // `{NSNotFound, NSNotFound}`), except when entering editing with more than one row selected
    // and multiple selection allowed in both modes.
    let keepsSelection =
      editing && selection.count > 1 && allowsMultipleSelection
      && allowsMultipleSelectionDuringEditing
    if !keepsSelection {
      for path in selection { deselectRow(at: path, animated: animated) }
    }
    for path in visibleCellsByPath.keys.sorted() {
      guard let cell = visibleCellsByPath[path] else { continue }
      cell.editingStyleValue = editing ? editingStyleForRow(at: path) : .none
      cell.setEditing(editing, animated: animated)
    }
  }

  /// Returns the editing control a row shows in editing mode.
  func editingStyleForRow(at path: IndexPath) -> UITableViewCell.EditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: path) ?? true else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
  }
}
