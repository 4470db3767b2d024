extension UITableView {
  var headlessIndexPathForSelectedRow: IndexPath? { selection.first }

  var headlessIndexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection }

  func headlessSelectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
  }

  func headlessDeselectRow(at indexPath: IndexPath, animated: Bool) {
    guard let index = selection.firstIndex(of: indexPath) else { return }
    selection.remove(at: index)
    visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// Whether the current mode allows selecting more than one row.
  var allowsMultipleSelectionNow: Bool {
    editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether the current mode allows selecting rows at all.
  var allowsSelectionNow: Bool {
    editingState
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  func checkedSelectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) throws(UIKitException) {
    guard let indexPath else {
      for path in selection { deselectRow(at: path, animated: animated) }
      return
    }
    if scrollPosition != .none { try checkScrollTarget(indexPath) }
    loadRowDataIfNeeded()
    guard allowsSelectionNow, geometry.contains(indexPath) else { return }
    if !allowsMultipleSelectionNow {
      for path in selection where path != indexPath { deselectRow(at: path, animated: animated) }
    }
    if !selection.contains(indexPath) { selection.append(indexPath) }
    visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      try checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }
}
