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
      deleteRow(at: TableIndex(indexPath))
    case .insert:
      rowEmitter.send(RowEvent(kind: .insert, row: row, indexPath: indexPath))
    default:
      break
    }
  }

  /// Deletes a row the user deleted: from the view at once (UIKit expects it inside `commit`,
  /// even while another update animates), and from the latest table the app set.
  func deleteRow(at index: TableIndex) {
    let row = shown[index]
    let rowID = identity.row(row)
    let remaining = shown.removingRow(at: index)
    pipeline.viewCall {
      pipeline.animationStarted()
      view.performBatchUpdates(
        {
          self.pipeline.shown = remaining
          self.view.deleteRows(at: [index.indexPath], with: .automatic)
        },
        completion: { [weak self] _ in self?.pipeline.animationFinished() })
    }
    pipeline.recordEdit { latest in
      latest.index(ofRowWithID: rowID, near: index, identity: identity.row).map {
        latest.removingRow(at: $0)
      } ?? latest
    }
    finishEdit()
    rowEmitter.send(RowEvent(kind: .delete, row: row, indexPath: index.indexPath))
  }

  func canMove(at indexPath: IndexPath) -> Bool {
    canMove?(shown[indexPath]) == true
  }

  /// UIKit has already moved the row on screen: the shown table follows, and the latest table
  /// the app set gets the same move (the row goes after the row it now follows).
  func move(from source: IndexPath, to destination: IndexPath) {
    guard source != destination else { return }
    let row = pipeline.recordMove(from: source, to: destination, identity: identity)
    finishEdit()
    rowEmitter.send(RowEvent(kind: .move, row: row, indexPath: destination))
  }

  func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let row = shown[indexPath]
    if let actions = trailingSwipeActions?(row), !actions.isEmpty {
      return swipeConfiguration(actions)
    }
    guard canDelete?(row) == true else { return nil }
    return defaultDeleteConfiguration(for: row, at: TableIndex(indexPath))
  }

  func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    swipeConfiguration(leadingSwipeActions?(shown[indexPath]))
  }

  /// UIKit's Delete action, made by the kit so that the row deleted is the row swiped: it finds
  /// the row by identity when tapped, not at the index path the swipe began at (rows inserted
  /// above meanwhile would make that another row; a row removed meanwhile deletes nothing).
  private func defaultDeleteConfiguration(for row: Row, at index: TableIndex)
    -> UISwipeActionsConfiguration
  {
    let rowID = identity.row(row)
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self,
        let current = self.shown.index(
          ofRowWithID: rowID, near: index, identity: self.identity.row),
        self.canDelete?(self.shown[current]) == true
      else { return completion(false) }
      self.pipeline.callout { self.deleteRow(at: current) }
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  private func swipeConfiguration(_ actions: [SwipeAction]?) -> UISwipeActionsConfiguration? {
    guard let actions, !actions.isEmpty else { return nil }
    let pipeline = self.pipeline
    return UISwipeActionsConfiguration(
      actions: actions.map { action in
        UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          completion(pipeline.callout { action.perform() })
        }
      })
  }

  private func finishEdit() {
    releaseRemovedRows()
    updateEmptyState()
    syncSelectionFromView()
  }
}
