extension UICollectionView: FocusHost {
  var focusOrder: [IndexPath] {
    (0..<numberOfSections).flatMap { section in
      (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
    }
  }

  func canFocus(_ indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, canFocusItemAt: indexPath)
      ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
  }

  func shouldUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) -> Bool {
    let context = UICollectionViewFocusUpdateContext(from: from, to: to, heading: heading)
    return delegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
  }

  func didUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) {
    let context = UICollectionViewFocusUpdateContext(from: from, to: to, heading: heading)
    delegate?.collectionView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
  }

  func preferredFocusedIndexPath() -> IndexPath? {
    delegate?.indexPathForPreferredFocusedView(in: self)
  }

  func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
      ?? selectionFollowsFocus
  }

  func selectFollowingFocus(_ indexPath: IndexPath) {
    selectByUser(indexPath)
  }

  /// Selects an item as a user's selection does: `shouldSelectItemAt`, the selection, then
  /// `didSelectItemAt`; an item already selected, or a view without selection, is left alone.
  private func selectByUser(_ indexPath: IndexPath) {
    guard allowsSelection, !(indexPathsForSelectedItems ?? []).contains(indexPath),
      delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    else { return }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// The two-finger pan of ``Headless/twoFingerPan(from:through:)``.
  func panToSelect(from start: IndexPath, through paths: [IndexPath]) -> Bool {
    guard let delegate,
      delegate.collectionView(self, shouldBeginMultipleSelectionInteractionAt: start)
    else { return false }
    allowsMultipleSelection = true
    isMultipleSelectionInteractionActive = true
    delegate.collectionView(self, didBeginMultipleSelectionInteractionAt: start)
    for path in [start] + paths { selectByUser(path) }
    isMultipleSelectionInteractionActive = false
    delegate.collectionViewDidEndMultipleSelectionInteraction(self)
    return true
  }
}

extension Headless where Base: UICollectionView {
  /// Presses an arrow key, tab or shift-tab while the view has focus (Rules.md R-focus-2);
  /// returns whether focus moved.
  @discardableResult
  package func moveFocus(_ heading: UIFocusHeading) -> Bool { base.moveFocus(heading) }

  /// Moves focus into the view, as a tab into it does; returns whether focus moved.
  @discardableResult
  package func enterFocus() -> Bool { base.enterFocus() }

  /// Moves focus out of the view, as a tab out of it does.
  package func leaveFocus() { base.leaveFocus() }

  /// The item with focus, if any.
  package var focusedIndexPath: IndexPath? { base.focusedIndexPath }

  /// Pans two fingers from an item across others, as a user selecting several items does
  /// (Rules.md R-multi-1): `shouldBeginMultipleSelectionInteractionAt` (false: nothing
  /// happens); `allowsMultipleSelection` becomes true; `didBeginMultipleSelectionInteractionAt`;
  /// each item passed over is selected with `shouldSelectItemAt` and `didSelectItemAt`; then
  /// `collectionViewDidEndMultipleSelectionInteraction`, and multiple selection stays on.
  ///
  /// - Returns: Whether the interaction began.
  @discardableResult
  package func twoFingerPan(from start: IndexPath, through paths: [IndexPath]) -> Bool {
    base.panToSelect(from: start, through: paths)
  }
}
