// The defaults of UICollectionViewDelegate's context-menu, focus and multiple-selection
// requirements, which UIKit declares `optional` (Rules.md R-opt-2).

extension UICollectionViewDelegate {
  /// Returns nil: no menu. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the item's cell. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns nil: the item's cell. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Does nothing: the preview is dismissed. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns the view's `allowsFocus` (`allowsFocusDuringEditing` while editing), which the
  /// method overrides when present (`UICollectionView.h`).
  public func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  )
    -> Bool
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return collectionView.isEditing
      ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
  }
  /// Returns true. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns nil. As UIKit does when the method is absent.
  public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Returns the view's `selectionFollowsFocus` (`UICollectionView.h`).
  public func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return collectionView.selectionFollowsFocus
  }
  /// Returns false: no two-finger selection. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return false
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
