extension TableKit {
  func canEdit(at indexPath: IndexPath) -> Bool {
    let row = shown[indexPath]
    return canDelete?(row) == true || canMove?(row) == true
      || trailingSwipeActions.map { !$0(row).isEmpty } == true
      || leadingSwipeActions.map { !$0(row).isEmpty } == true
  }

  func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    canDelete?(shown[indexPath]) == true ? .delete : .none
  }

  func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
    let row = shown[indexPath]
    switch style {
    case .delete:
      guard canDelete?(row) == true else { return }
      let remaining = shown.removingRow(at: indexPath)
      view.performBatchUpdates {
        self.shown = remaining
        self.view.deleteRows(at: [indexPath], with: .automatic)
      }
      tableStore.value = remaining
      finishEdit()
      rowEmitter.send(RowEvent(kind: .delete, row: row, indexPath: indexPath))
    case .insert:
      rowEmitter.send(RowEvent(kind: .insert, row: row, indexPath: indexPath))
    default:
      break
    }
  }

  func canMove(at indexPath: IndexPath) -> Bool {
    canMove?(shown[indexPath]) == true
  }

  /// UIKit has already moved the row on screen: only the model follows.
  func move(from source: IndexPath, to destination: IndexPath) {
    guard source != destination else { return }
    let row = shown[source]
    shown = shown.removingRow(at: source).insertingRow(row, at: destination)
    tableStore.value = shown
    finishEdit()
    rowEmitter.send(RowEvent(kind: .move, row: row, indexPath: destination))
  }

  func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    swipeConfiguration(trailingSwipeActions?(shown[indexPath]))
  }

  func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    swipeConfiguration(leadingSwipeActions?(shown[indexPath]))
  }

  private func swipeConfiguration(_ actions: [SwipeAction]?) -> UISwipeActionsConfiguration? {
    guard let actions, !actions.isEmpty else { return nil }
    return UISwipeActionsConfiguration(
      actions: actions.map { action in
        UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          completion(action.perform())
        }
      })
  }

  private func finishEdit() {
    releaseRemovedRows()
    updateEmptyState()
    syncSelectionFromView()
  }
}

extension Table {
  /// Returns the table without the row at an index path.
  func removingRow(at indexPath: IndexPath) -> Table {
    var sections = self.sections.map { ($0.value, Array($0.rows)) }
    sections[indexPath.section].1.remove(at: indexPath.row)
    return Table(sections: sections)
  }

  /// Returns the table with a row inserted at an index path.
  func insertingRow(_ row: Row, at indexPath: IndexPath) -> Table {
    var sections = self.sections.map { ($0.value, Array($0.rows)) }
    sections[indexPath.section].1.insert(row, at: indexPath.row)
    return Table(sections: sections)
  }
}
