extension UITableView {
  /// Ends the swipe in progress, if any: the table's `isEditing` is false again (unless in
  /// editing mode), the cell leaves editing and the delegate gets `didEndEditingRowAt` with the
  /// row's current path, nil if it was deleted (Rules.md R-edit-3).
  func endSwipe() {
    guard let swipe else { return }
    self.swipe = nil
    if let row = swipe.row, let cell = visibleCellsByPath[row] {
      cell.isShowingDeleteConfirmation = false
      cell.setEditing(false, animated: true)
    }
    delegate?.tableView(self, didEndEditingRowAt: swipe.row)
  }

  /// Returns the actions the delegate gives for a swipe, else UIKit's default: on the trailing
  /// edge of a row whose editing style is `.delete`, one destructive action titled by
  /// `titleForDeleteConfirmationButtonForRowAt` that commits the delete (Rules.md R-edit-4).
  func swipeActions(forRowAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    let configured =
      leading
      ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    if let configured { return configured.actions.isEmpty ? nil : configured }
    guard !leading, editingStyleForRow(at: indexPath) == .delete else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      // The action deletes the swiped row where it is now: updates since the swipe began move
      // it, and a swipe whose row was deleted has ended (inferred; Rules article).
      guard let self, let row = self.swipe.map({ $0.row }) ?? indexPath else {
        return completion(false)
      }
      self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

extension Headless where Base: UITableView {
  /// Swipes a row as a user does and returns the actions it reveals, or nil if none.
  ///
  /// A trailing (right-to-left) swipe by default, a leading one with `leading: true`. An earlier
  /// swipe ends first. When actions are revealed, the table's `isEditing` becomes true (without
  /// entering editing mode: no editing controls), the row's cell enters editing with its delete
  /// confirmation showing and the delegate gets `willBeginEditingRowAt`; `isEditing` is false
  /// again when the swipe ends (Rules.md R-edit-3).
  ///
  /// - Note: Swift cannot ask whether the data source implements `commit`, so the default
  ///   Delete action is offered for every row whose editing style is `.delete`; its handler
  ///   calls `commit`, which does nothing when the data source lacks it.
  @discardableResult
  package func swipeRow(at indexPath: IndexPath, leading: Bool = false)
    -> UISwipeActionsConfiguration?
  {
    base.endSwipe()
    guard !base.editingState, base.numberOfRows(inSection: indexPath.section) > indexPath.row,
      let configuration = base.swipeActions(forRowAt: indexPath, leading: leading)
    else { return nil }
    base.swipe = SwipeState(row: indexPath)
    if let cell = base.visibleCellsByPath[indexPath] {
      cell.isShowingDeleteConfirmation = true
      cell.setEditing(true, animated: true)
    }
    base.delegate?.tableView(base, willBeginEditingRowAt: indexPath)
    return configuration
  }

  /// Ends the swipe in progress, as a tap elsewhere does; `didEndEditingRowAt` follows.
  package func endSwipe() { base.endSwipe() }

  /// The row whose swipe actions are showing, or nil.
  package var swipedRow: IndexPath? { base.swipe?.row }
}
