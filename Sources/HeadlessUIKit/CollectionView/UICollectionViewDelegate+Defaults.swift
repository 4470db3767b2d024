// What UIKit does when a delegate lacks each optional method; each default also records that it
// ran, so the collection view can tell an implemented method from an absent one.
// Sources: developer.apple.com/documentation/uikit/uicollectionviewdelegate/… for each method.

extension UICollectionViewDelegate {
  /// Returns `true`: items highlight when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Returns `true`: items are selectable when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }

  /// Returns `true`: items are deselectable when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Returns `true` when the collection view is not editing and `false` when it is
  /// (…/collectionview(_:canperformprimaryactionforitemat:)).
  public func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return !collectionView.isEditing
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Returns a plain transition layout between the two layouts.
  public func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  /// Asks the pre-iOS 15 method, as UIKit does when only that one is implemented; its own
  /// default accepts the proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
      toProposedIndexPath: proposedIndexPath)
  }

  /// Returns the proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return proposedIndexPath
  }

  /// Returns the proposed content offset.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return proposedContentOffset
  }

  /// Returns `true` (…/collectionview(_:canedititemat:): "The default value is true").
  public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
}
