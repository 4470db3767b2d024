/// One dropped item of a table's or a collection view's drop (Rules.md R-drag-7): the two
/// protocols ask for the same three properties, so one class serves both views.
@MainActor final class HeadlessDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  /// Headless previews have no size.
  var previewSize: CGSize { .zero }

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
  }

  /// The items of a session's drop, each with the path it was lifted from when the drag
  /// started in a view (`source`), matched by position.
  static func items(
    of session: any UIDropSession, from source: (view: UIView, paths: [IndexPath])?
  ) -> [HeadlessDropItem] {
    session.items.enumerated().map { index, item in
      HeadlessDropItem(
        dragItem: item,
        sourceIndexPath: source.flatMap { index < $0.paths.count ? $0.paths[index] : nil })
    }
  }
}

/// What the coordinators of a table's and a collection view's `performDropWith` share: the
/// view, the drop's items, destination, proposal and session, and the animations the delegate
/// started, which the drop finishes when it ends (Rules.md R-drag-7).
@MainActor class HeadlessDropCoordinatorCore<View: UIView, Proposal: UIDropProposal>: NSObject {
  unowned let view: View
  let dropItems: [HeadlessDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: Proposal
  let session: any UIDropSession
  /// The animations the delegate started, finished when the drop ends.
  private(set) var animators: [HeadlessDropAnimator] = []

  init(
    view: View, items: [HeadlessDropItem], destination: IndexPath?, proposal: Proposal,
    session: any UIDropSession
  ) {
    self.view = view
    dropItems = items
    destinationIndexPath = destination
    self.proposal = proposal
    self.session = session
  }

  /// A new animation for an item the delegate drops, finished with the drop.
  func animator() -> HeadlessDropAnimator {
    let animator = HeadlessDropAnimator()
    animators.append(animator)
    return animator
  }
}
