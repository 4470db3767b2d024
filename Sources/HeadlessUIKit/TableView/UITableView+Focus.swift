extension UITableView: FocusHost {
  var focusOrder: [IndexPath] {
    (0..<numberOfSections).flatMap { section in
      (0..<numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
  }

  func canFocus(_ indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, canFocusRowAt: indexPath)
      ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
  }

  func shouldUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) -> Bool {
    let context = UITableViewFocusUpdateContext(from: from, to: to, heading: heading)
    return delegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
  }

  func didUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) {
    let context = UITableViewFocusUpdateContext(from: from, to: to, heading: heading)
    delegate?.tableView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
  }

  func preferredFocusedIndexPath() -> IndexPath? {
    delegate?.indexPathForPreferredFocusedView(in: self)
  }

  func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
  }

  func selectFollowingFocus(_ indexPath: IndexPath) { selectByUser(indexPath) }

  /// Selects a row as a user's selection does: `willSelectRowAt` (nil stops, another path
  /// redirects), the selection, then `didSelectRowAt`; a row already selected, or a table
  /// without selection, is left alone.
  func selectByUser(_ indexPath: IndexPath) {
    guard allowsSelectionNow, !(indexPathsForSelectedRows ?? []).contains(indexPath) else { return }
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
  }
}

extension Headless where Base: UITableView {
  /// Presses an arrow key, tab or shift-tab while the table has focus (Rules.md R-focus-2);
  /// returns whether focus moved.
  @discardableResult
  package func moveFocus(_ heading: UIFocusHeading) -> Bool { base.moveFocus(heading) }

  /// Moves focus into the table, as a tab into it does; returns whether focus moved.
  @discardableResult
  package func enterFocus() -> Bool { base.enterFocus() }

  /// Moves focus out of the table, as a tab out of it does.
  package func leaveFocus() { base.leaveFocus() }

  /// The row with focus, if any.
  package var focusedIndexPath: IndexPath? { base.focusedIndexPath }

  /// Pans two fingers from a row across others, as a user selecting several rows does
  /// (Rules.md R-multi-1): `shouldBeginMultipleSelectionInteractionAt` (false: nothing
  /// happens; so does a table whose `allowsMultipleSelectionDuringEditing` is false); the table
  /// enters editing mode; `didBeginMultipleSelectionInteractionAt`; each row passed over is
  /// selected with `willSelectRowAt` and `didSelectRowAt`; then
  /// `tableViewDidEndMultipleSelectionInteraction`, and the table stays editing.
  ///
  /// - Returns: Whether the interaction began.
  @discardableResult
  package func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
    guard base.allowsMultipleSelectionDuringEditing, let delegate = base.delegate,
      delegate.tableView(base, shouldBeginMultipleSelectionInteractionAt: start)
    else { return false }
    if !base.isEditing { base.setEditing(true, animated: true) }
    base.isMultipleSelectionInteractionActive = true
    delegate.tableView(base, didBeginMultipleSelectionInteractionAt: start)
    for path in [start] + paths { base.selectByUser(path) }
    base.isMultipleSelectionInteractionActive = false
    delegate.tableViewDidEndMultipleSelectionInteraction(base)
    return true
  }
}
