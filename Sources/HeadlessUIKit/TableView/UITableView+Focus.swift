extension UITableView: FocusHost {
  package func canFocus(_ indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, canFocusRowAt: indexPath)
      ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
  }

  package func shouldUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) -> Bool
  {
    let context = UITableViewFocusUpdateContext(from: from, to: to, heading: heading)
    return delegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
  }

  package func didUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) {
    let context = UITableViewFocusUpdateContext(from: from, to: to, heading: heading)
    delegate?.tableView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
  }

  package func preferredFocusedIndexPath() -> IndexPath? {
    delegate?.indexPathForPreferredFocusedView(in: self)
  }

  package func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
  }

  /// Selects a row as a user's selection does: `willSelectRowAt` (nil stops, another path
  /// redirects), the selection, then `didSelectRowAt`; a row already selected, or a table
  /// without selection, is left alone.
  package func selectByUser(_ indexPath: IndexPath) {
    guard allowsSelectionNow, !(indexPathsForSelectedRows ?? []).contains(indexPath) else { return }
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  package func shouldBeginMultipleSelection(at start: IndexPath) -> Bool {
    guard allowsMultipleSelectionDuringEditing, let delegate else { return false }
    return delegate.tableView(self, shouldBeginMultipleSelectionInteractionAt: start)
  }

  package func enableMultipleSelection() {
    if !isEditing { setEditing(true, animated: true) }
  }

  package func didBeginMultipleSelection(at start: IndexPath) {
    delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: start)
  }

  package func didEndMultipleSelection() {
    delegate?.tableViewDidEndMultipleSelectionInteraction(self)
  }
}
