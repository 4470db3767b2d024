extension UICollectionView: FocusHost {
  package func canFocus(_ indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, canFocusItemAt: indexPath)
      ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
  }

  package func shouldUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) -> Bool
  {
    let context = UICollectionViewFocusUpdateContext(from: from, to: to, heading: heading)
    return delegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
  }

  package func didUpdateFocus(from: IndexPath?, to: IndexPath?, heading: UIFocusHeading) {
    let context = UICollectionViewFocusUpdateContext(from: from, to: to, heading: heading)
    delegate?.collectionView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
  }

  package func preferredFocusedIndexPath() -> IndexPath? {
    delegate?.indexPathForPreferredFocusedView(in: self)
  }

  package func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
      ?? selectionFollowsFocus
  }

  /// Selects an item as a user's selection does: `shouldSelectItemAt`, the selection, then
  /// `didSelectItemAt`; an item already selected, or a view without selection, is left alone.
  package func selectByUser(_ indexPath: IndexPath) {
    guard allowsSelection, !(indexPathsForSelectedItems ?? []).contains(indexPath),
      delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    else { return }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  package func shouldBeginMultipleSelection(at start: IndexPath) -> Bool {
    guard let delegate else { return false }
    return delegate.collectionView(self, shouldBeginMultipleSelectionInteractionAt: start)
  }

  package func enableMultipleSelection() { allowsMultipleSelection = true }

  package func didBeginMultipleSelection(at start: IndexPath) {
    delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: start)
  }

  package func didEndMultipleSelection() {
    delegate?.collectionViewDidEndMultipleSelectionInteraction(self)
  }
}
