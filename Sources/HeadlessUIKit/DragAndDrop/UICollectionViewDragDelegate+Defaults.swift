// The defaults of the drag and drop delegates' requirements UIKit declares `optional`: each does
// what UIKit does when the method is absent (UICollectionView.h, Rules.md R-drag-*) and records that
// it ran (Rules.md R-opt-2).

extension UICollectionViewDragDelegate {
  /// Adds nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return []
  }
  /// Returns nil: the whole cell is the preview. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns true: "If not implemented, defaults to YES".
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Returns false: "If not implemented, defaults to NO".
  public func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return false
  }
}

extension UICollectionViewDropDelegate {
  /// Returns true: "If not implemented, a default value of YES is assumed".
  public func collectionView(
    _ collectionView: UICollectionView, canHandle session: any UIDropSession
  ) -> Bool {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns a `.cancel` proposal: a view "must implement this method to accept a drop"
  /// (UIDropInteraction.h).
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return UICollectionViewDropProposal(operation: .cancel)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Does nothing. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
  /// Returns nil: the whole cell is the preview. As UIKit does when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> UIDragPreviewParameters? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }
}
