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
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
    guard destination != source else { return true }
    let call = OptionalRequirement.call("tableView(_:moveRowAt:to:)", of: dataSource) {
      dataSource.tableView(self, moveRowAt: source, to: destination)
    }
    guard call.isImplemented else { return false }
    moveRow(at: source, to: destination)
    layoutIfNeeded()
    return true
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
    let tableProposal =
      proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: proposal.operation)
    let items = session.items.enumerated().map { index, item in
      HeadlessTableDropItem(
        dragItem: item,
        sourceIndexPath: source.flatMap { index < $0.paths.count ? $0.paths[index] : nil })
    }
    let coordinator = HeadlessTableDropCoordinator(
      table: self, items: items, destination: destination, proposal: tableProposal,
      session: session)
    dropDelegate.tableView(self, performDropWith: coordinator)
    return coordinator.animators
  }

  package func headlessDropDidEnd(_ session: any UIDropSession) {
    hasActiveDrop = false
    dropDelegate?.tableView(self, dropSessionDidEnd: session)
  }
}

/// One dropped item of a table's drop (Rules.md R-drag-7).
@MainActor final class HeadlessTableDropItem: NSObject, UITableViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  /// Headless previews have no size.
  var previewSize: CGSize { .zero }

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
  }
}

/// The coordinator a table's `performDropWith` gets (Rules.md R-drag-7).
@MainActor final class HeadlessTableDropCoordinator: NSObject, UITableViewDropCoordinator {
  private unowned let table: UITableView
  let items: [any UITableViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UITableViewDropProposal
  let session: any UIDropSession
  /// The animations the delegate started, finished when the drop ends.
  private(set) var animators: [HeadlessDropAnimator] = []

  init(
    table: UITableView, items: [any UITableViewDropItem], destination: IndexPath?,
    proposal: UITableViewDropProposal, session: any UIDropSession
  ) {
    self.table = table
    self.items = items
    destinationIndexPath = destination
    self.proposal = proposal
    self.session = session
  }

  /// Animates the item to a row, which must exist: UIKit animates to the row's rectangle, and
  /// asking for the rectangle of a missing row stops with "request for rect at invalid index
  /// path" (Rules.md R-scroll-4, R-drag-7).
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    _ = table.rectForRow(at: indexPath)
    return animator()
  }

  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> any UIDragAnimating
  {
    _ = table.rectForRow(at: indexPath)
    return animator()
  }

  private func animator() -> HeadlessDropAnimator {
    let animator = HeadlessDropAnimator()
    animators.append(animator)
    return animator
  }
}
