/// Receives a collection view's selection, highlight, display and scroll events.
///
/// Mirrors `UICollectionViewDelegate : UIScrollViewDelegate` (iOS 6), whose requirements UIKit
/// declares all `optional`. Here each has a default in `UICollectionViewDelegate+Defaults.swift`
/// that does what UIKit does when the method is absent, so a conformer implements exactly the
/// methods it would on iOS. Scroll callbacks reach the delegate through its
/// `UIScrollViewDelegate` requirements.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Returns whether an item may be highlighted as a touch begins; `true` when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool

  /// Tells the delegate that an item was highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Tells the delegate that an item's highlight was removed.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Returns whether an item may be selected; `true` when not implemented.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// Returns whether an item may be deselected; `true` when not implemented.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool

  /// Tells the delegate that the user selected an item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Tells the delegate that the user deselected an item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Returns whether a primary action may be performed for an item; when not implemented, `true`
  /// unless the collection view is editing.
  func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool

  /// Tells the delegate to perform the primary action for an item.
  func collectionView(
    _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)

  /// Tells the delegate that a cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that a supplementary view is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// Tells the delegate that a cell was removed from the collection view.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that a supplementary view was removed from the collection view.
  ///
  /// - Note: UIKit spells the label `forElementOfKind` here and `forElementKind` in
  ///   `willDisplaySupplementaryView`; both are kept as UIKit has them.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Returns the layout that drives a transition between two layouts.
  func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout

  /// Returns where an item being moved interactively should land.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  /// Returns where an item being moved interactively should land (before iOS 15).
  @available(iOS, introduced: 9.0, deprecated: 15.0)
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  /// Returns the content offset to use after a layout change or animation.
  func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint

  /// Returns whether an item may be edited; `true` when not implemented.
  func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
    -> Bool

  // MARK: - Row actions / menus / focus (i25-actions)

  /// Returns the context menu of the items a long press acts on (the pressed item, or the
  /// selection it belongs to; none between items); nil (or absent) for none (iOS 16).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Returns the view the menu lifts from for an item; nil (or absent) for its cell (iOS 16).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// Returns the view the menu returns to for an item; nil (or absent) for its cell (iOS 16).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// Tells the delegate the user tapped the menu's preview.
  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Tells the delegate a context menu is about to show.
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Tells the delegate a context menu is about to go.
  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Returns whether an item can take focus; absent means the view's `allowsFocus`.
  func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  /// Returns whether focus may move as the context describes; absent means true.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
  ) -> Bool
  /// Tells the delegate focus moved as the context describes.
  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// Returns the item to focus when focus enters the view; absent means none in particular.
  func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
  /// Returns whether focusing an item selects it; absent means the view's
  /// `selectionFollowsFocus`. Not asked while that is false.
  func collectionView(
    _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool
  /// Returns whether a two-finger pan may start selecting several items; absent means false.
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// Tells the delegate a multiple-selection interaction began, right after
  /// `allowsMultipleSelection` became true.
  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Tells the delegate a multiple-selection interaction ended; multiple selection stays on.
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
}
