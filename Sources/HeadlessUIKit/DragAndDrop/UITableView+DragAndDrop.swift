// A table view as the source and target of drags (Rules.md R-drag-1 to R-drag-7): each method
// calls the drag or drop delegate as UIKit does, with the defaults of the optional ones.

extension UITableView: HeadlessDragSource, HeadlessDropTarget {
  package func headlessCenter(of path: IndexPath) -> CGPoint? {
    guard path.section >= 0, path.section < numberOfSections, path.row >= 0 else { return nil }
    let count = numberOfRows(inSection: path.section)
    if path.row < count {
      let rect = rectForRow(at: path)
      return CGPoint(x: rect.midX, y: rect.midY)
    }
    guard path.row == count else { return nil }
    let rect =
      count > 0
      ? rectForRow(at: IndexPath(row: count - 1, section: path.section))
      : rectForHeader(inSection: path.section)
    return CGPoint(x: rect.midX, y: rect.maxY)
  }

  package func headlessRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

  package func headlessInsertsAtDestination(_ proposal: UIDropProposal) -> Bool {
    (proposal as? UITableViewDropProposal)?.intent == .insertAtDestinationIndexPath
  }

  package func headlessReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    delegate?.tableView(
      self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
  }

  package func headlessReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource else { return false }
    return reorder(
      from: source, to: destination, canMove: dataSource.tableView(self, canMoveRowAt: source),
      requirement: "tableView(_:moveRowAt:to:)", of: dataSource,
      move: { dataSource.tableView(self, moveRowAt: source, to: destination) },
      moveInView: { moveRow(at: source, to: destination) })
  }

  package func headlessItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]?
  {
    guard dragInteractionEnabled, let dragDelegate else { return nil }
    return dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath)
  }

  package func headlessDragWillBegin(_ session: any UIDragSession, at indexPath: IndexPath) {
    _ = dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    hasActiveDrag = true
    dragDelegate?.tableView(self, dragSessionWillBegin: session)
  }

  package func headlessDragPermissions(_ session: any UIDragSession) -> (
    allowsMove: Bool, restricted: Bool
  ) {
    guard let dragDelegate else { return (true, false) }
    return (
      dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session),
      dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
    )
  }

  package func headlessDragDidEnd(_ session: any UIDragSession) {
    hasActiveDrag = false
    dragDelegate?.tableView(self, dragSessionDidEnd: session)
  }

  package func headlessCanHandle(_ session: any UIDropSession) -> Bool? {
    guard let dropDelegate else { return nil }
    return dropDelegate.tableView(self, canHandle: session)
  }

  package func headlessDropDidEnter(_ session: any UIDropSession) {
    hasActiveDrop = true
    dropDelegate?.tableView(self, dropSessionDidEnter: session)
  }

  package func headlessDropDidUpdate(_ session: any UIDropSession, at destination: IndexPath?)
    -> UIDropProposal
  {
    dropDelegate?.tableView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      ?? UITableViewDropProposal(operation: .cancel)
  }

  package func headlessDropDidExit(_ session: any UIDropSession) {
    hasActiveDrop = false
    dropDelegate?.tableView(self, dropSessionDidExit: session)
  }

  package func headlessPerformDrop(
    _ session: any UIDropSession, at destination: IndexPath?, proposal: UIDropProposal,
    from source: (view: UIView, paths: [IndexPath])?
  ) -> [HeadlessDropAnimator] {
    guard let dropDelegate else { return [] }
    let coordinator = HeadlessTableDropCoordinator(
      view: self, items: HeadlessDropItem.items(of: session, from: source),
      destination: destination,
      proposal: proposal as? UITableViewDropProposal
        ?? UITableViewDropProposal(operation: proposal.operation),
      session: session)
    dropDelegate.tableView(self, performDropWith: coordinator)
    return coordinator.animators
  }

  package func headlessDropDidEnd(_ session: any UIDropSession) {
    hasActiveDrop = false
    dropDelegate?.tableView(self, dropSessionDidEnd: session)
  }
}

/// The coordinator a table's `performDropWith` gets (Rules.md R-drag-7).
@MainActor
final class HeadlessTableDropCoordinator:
  HeadlessDropCoordinatorCore<UITableView, UITableViewDropProposal>, UITableViewDropCoordinator
{
  var items: [any UITableViewDropItem] { dropItems }

  /// Animates the item to a row, which must exist: UIKit animates to the row's rectangle, and
  /// asking for the rectangle of a missing row stops with "request for rect at invalid index
  /// path" (Rules.md R-scroll-4, R-drag-7).
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    _ = view.rectForRow(at: indexPath)
    return animator()
  }

  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> any UIDragAnimating
  {
    _ = view.rectForRow(at: indexPath)
    return animator()
  }
}
