// A collection view as the source and target of drags (Rules.md R-drag-1 to R-drag-7): each method
// calls the drag or drop delegate as UIKit does, with the defaults of the optional ones.

extension UICollectionView: HeadlessDragSource, HeadlessDropTarget {
  package func headlessCenter(of path: IndexPath) -> CGPoint? {
    guard path.section >= 0, path.section < numberOfSections, path.row >= 0 else { return nil }
    let count = numberOfItems(inSection: path.section)
    guard path.item <= count else { return nil }
    if path.item < count, let frame = layoutAttributesForItem(at: path)?.frame {
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    let last = IndexPath(item: count - 1, section: path.section)
    guard count > 0, let frame = layoutAttributesForItem(at: last)?.frame else { return .zero }
    return CGPoint(x: frame.maxX, y: frame.midY)
  }

  package func headlessRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

  package func headlessInsertsAtDestination(_ proposal: UIDropProposal) -> Bool {
    (proposal as? UICollectionViewDropProposal)?.intent == .insertAtDestinationIndexPath
  }

  package func headlessReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    delegate?.collectionView(
      self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
      toProposedIndexPath: proposed) ?? proposed
  }

  package func headlessReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource else { return false }
    return reorder(
      from: source, to: destination,
      canMove: dataSource.collectionView(self, canMoveItemAt: source),
      requirement: "collectionView(_:moveItemAt:to:)", of: dataSource,
      move: { dataSource.collectionView(self, moveItemAt: source, to: destination) },
      moveInView: { moveItem(at: source, to: destination) })
  }

  package func headlessItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]?
  {
    guard dragInteractionEnabled, let dragDelegate else { return nil }
    return dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
  }

  package func headlessDragWillBegin(_ session: any UIDragSession, at indexPath: IndexPath) {
    _ = dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    hasActiveDrag = true
    dragDelegate?.collectionView(self, dragSessionWillBegin: session)
  }

  package func headlessDragPermissions(_ session: any UIDragSession) -> (
    allowsMove: Bool, restricted: Bool
  ) {
    guard let dragDelegate else { return (true, false) }
    return (
      dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: session),
      dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
    )
  }

  package func headlessDragDidEnd(_ session: any UIDragSession) {
    hasActiveDrag = false
    dragDelegate?.collectionView(self, dragSessionDidEnd: session)
  }

  package func headlessCanHandle(_ session: any UIDropSession) -> Bool? {
    guard let dropDelegate else { return nil }
    return dropDelegate.collectionView(self, canHandle: session)
  }

  package func headlessDropDidEnter(_ session: any UIDropSession) {
    hasActiveDrop = true
    dropDelegate?.collectionView(self, dropSessionDidEnter: session)
  }

  package func headlessDropDidUpdate(_ session: any UIDropSession, at destination: IndexPath?)
    -> UIDropProposal
  {
    dropDelegate?.collectionView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      ?? UICollectionViewDropProposal(operation: .cancel)
  }

  package func headlessDropDidExit(_ session: any UIDropSession) {
    hasActiveDrop = false
    dropDelegate?.collectionView(self, dropSessionDidExit: session)
  }

  package func headlessPerformDrop(
    _ session: any UIDropSession, at destination: IndexPath?, proposal: UIDropProposal,
    from source: (view: UIView, paths: [IndexPath])?
  ) -> [HeadlessDropAnimator] {
    guard let dropDelegate else { return [] }
    let coordinator = HeadlessCollectionDropCoordinator(
      view: self, items: HeadlessDropItem.items(of: session, from: source),
      destination: destination,
      proposal: proposal as? UICollectionViewDropProposal
        ?? UICollectionViewDropProposal(operation: proposal.operation),
      session: session)
    dropDelegate.collectionView(self, performDropWith: coordinator)
    return coordinator.animators
  }

  package func headlessDropDidEnd(_ session: any UIDropSession) {
    hasActiveDrop = false
    dropDelegate?.collectionView(self, dropSessionDidEnd: session)
  }
}

/// The coordinator a collection view's `performDropWith` gets (Rules.md R-drag-7).
@MainActor
final class HeadlessCollectionDropCoordinator:
  HeadlessDropCoordinatorCore<UICollectionView, UICollectionViewDropProposal>,
  UICollectionViewDropCoordinator
{
  var items: [any UICollectionViewDropItem] { dropItems }

  /// Animates the item to an item, which must exist (inferred; Rules.md R-drag-7).
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
    requireItem(at: indexPath)
    return animator()
  }

  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> any UIDragAnimating
  {
    requireItem(at: indexPath)
    return animator()
  }

  private func requireItem(at indexPath: IndexPath) {
    guard
      indexPath.section < 0 || indexPath.section >= view.numberOfSections
        || indexPath.item < 0 || indexPath.item >= view.numberOfItems(inSection: indexPath.section)
    else { return }
    UIKitException(
      .internalInconsistencyException,
      reason: "Attempted to drop an item to the item at \(indexPath), which does not exist. "
        + "Insert or move the item with performBatchUpdates before calling drop(_:toItemAt:)."
    ).raise()
  }
}
