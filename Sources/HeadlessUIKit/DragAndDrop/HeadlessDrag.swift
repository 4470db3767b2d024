/// A view whose rows have places a drag can be at.
@MainActor package protocol HeadlessRowLocating: UIView {
  /// The centre of a row in the view's content; for the row after a section's last, the
  /// bottom of the last row (or of the section's header); nil for a path outside the view.
  func headlessCenter(of path: IndexPath) -> CGPoint?
  /// The number of rows the view shows in a section.
  func headlessRowCount(inSection section: Int) -> Int
}

/// A view rows can be dragged from: a table or a collection view with a drag delegate.
@MainActor package protocol HeadlessDragSource: HeadlessRowLocating {
  /// The items for a drag of a row, or nil when the view has no drag delegate or drags are
  /// disabled (Rules.md R-drag-1).
  func headlessItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]?
  /// Asks for the lift preview, then tells the delegate the drag begins.
  func headlessDragWillBegin(_ session: any UIDragSession, at indexPath: IndexPath)
  /// The drag delegate's answers for the session's move and restriction properties.
  func headlessDragPermissions(_ session: any UIDragSession) -> (allowsMove: Bool, restricted: Bool)
  /// Tells the delegate the drag ended.
  func headlessDragDidEnd(_ session: any UIDragSession)
}

/// A view a drag can be dropped on: a table or a collection view with a drop delegate.
@MainActor package protocol HeadlessDropTarget: HeadlessRowLocating {
  /// Whether the view takes the session: nil without a drop delegate, else `canHandle`.
  func headlessCanHandle(_ session: any UIDropSession) -> Bool?
  /// Tells the delegate the drag entered.
  func headlessDropDidEnter(_ session: any UIDropSession)
  /// Asks the delegate for a proposal at a row; returns the operation and the proposal.
  func headlessDropDidUpdate(_ session: any UIDropSession, at destination: IndexPath?)
    -> UIDropProposal
  /// Tells the delegate the drag left.
  func headlessDropDidExit(_ session: any UIDropSession)
  /// Calls `performDropWith` with a coordinator; returns the animators the delegate started.
  func headlessPerformDrop(
    _ session: any UIDropSession, at destination: IndexPath?, proposal: UIDropProposal,
    from source: (view: UIView, paths: [IndexPath])?
  ) -> [HeadlessDropAnimator]
  /// Tells the delegate the drop session ended.
  func headlessDropDidEnd(_ session: any UIDropSession)
  /// Whether a proposal asks the view to open a gap at the destination (the insert intent).
  func headlessInsertsAtDestination(_ proposal: UIDropProposal) -> Bool
  /// The delegate's retargeting of a row dragged within the view (`targetIndexPathForMove…`),
  /// for a proposed path clamped to where the row can go.
  func headlessReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath
  /// Reorders a row dragged within the view as UIKit's own reorder does: the data source's
  /// `moveRowAt`/`moveItemAt`, then the view moves the row. Returns false, having changed
  /// nothing, when the data source cannot move the row (`canMove…` says no, or `move…` is
  /// absent): the drop then goes to `performDropWith`.
  func headlessReorder(from source: IndexPath, to destination: IndexPath) -> Bool
}

/// One drag, from its lift to its drop or cancel, driving the delegates of the view it started
/// from and of the views it moves over in UIKit's order (Rules.md R-drag-1 to R-drag-7).
///
/// TableKitTesting scripts drags through it: begin one from a row (``begin(from:at:)``) or from
/// another app (``external(_:)``), move it over views (``move(over:at:)``), then ``drop()`` or
/// ``cancel()``.
@MainActor package final class HeadlessDrag {
  private let shared: HeadlessDragItems
  private let dragSession: HeadlessDragSession?
  private let dropSession: HeadlessDropSession
  private let source: (view: any HeadlessDragSource, path: IndexPath)?
  /// The view the drag is over, and the row.
  private var target: (view: any HeadlessDropTarget, path: IndexPath?)?
  /// The proposal of the view the drag is over, after UIKit's own checks.
  private var proposal: UIDropProposal?
  /// Every view that got `dropSessionDidEnter`, each told `dropSessionDidEnd` at the end.
  private var entered: [any HeadlessDropTarget] = []
  /// Views that said they cannot handle the session: asked nothing more (Rules.md R-drag-3).
  private var refusing: [ObjectIdentifier] = []
  private var isOver = false
  /// Where a row dragged within its own view would land, as the delegate retargeted it.
  private var reorderTarget: IndexPath?

  /// The drag session, for the view it started from; nil for a drag from another app.
  package var localDragSession: (any UIDragSession)? { dragSession }
  /// The drop session views see.
  package var session: any UIDropSession { dropSession }
  /// The operation the view under the drag proposes; nil when over no view that takes it.
  package var operation: UIDropOperation? { proposal?.operation }

  private init(
    shared: HeadlessDragItems, local: HeadlessDragSession?,
    source: (view: any HeadlessDragSource, path: IndexPath)?
  ) {
    self.shared = shared
    dragSession = local
    dropSession = HeadlessDropSession(shared, local: local)
    self.source = source
    for item in shared.items { item.itemProvider.isHeldByDrag = true }
  }

  /// Lifts a row (Rules.md R-drag-1): `itemsForBeginning`, then the lift preview, the session's
  /// move and restriction answers, and `dragSessionWillBegin`.
  ///
  /// - Returns: The drag, or nil when the view has no drag delegate, drags are disabled, or the
  ///   delegate gives no items (then nothing else is asked).
  package static func begin(from view: any HeadlessDragSource, at indexPath: IndexPath)
    -> HeadlessDrag?
  {
    // The session exists, still without items, while its items are asked for.
    let shared = HeadlessDragItems(items: [], allowsMove: true, restricted: false)
    let session = HeadlessDragSession(shared)
    if let center = view.headlessCenter(of: indexPath) {
      shared.location = view.convertToWindow(center)
    }
    guard let items = view.headlessItemsForBeginning(session, at: indexPath), !items.isEmpty else {
      return nil
    }
    shared.items = items
    let permissions = view.headlessDragPermissions(session)
    shared.allowsMoveOperation = permissions.allowsMove
    shared.isRestrictedToDraggingApplication = permissions.restricted
    let drag = HeadlessDrag(shared: shared, local: session, source: (view, indexPath))
    view.headlessDragWillBegin(session, at: indexPath)
    return drag
  }

  /// A drag from another app: no local drag session, moves not allowed ("Drops in other apps
  /// are always copies", UIDragInteraction.h).
  package static func external(_ items: [UIDragItem]) -> HeadlessDrag {
    HeadlessDrag(
      shared: HeadlessDragItems(items: items, allowsMove: false, restricted: false), local: nil,
      source: nil)
  }

  /// Moves the drag over a row of a view (nil path: empty space), or off every view (nil view).
  ///
  /// Leaving a view tells it `dropSessionDidExit`. Entering one asks `canHandle` once; a view
  /// that says no is asked nothing more. Then `dropSessionDidEnter`, and at every position
  /// `dropSessionDidUpdate`, whose `.move` becomes `.cancel` when the session does not allow
  /// moving (Rules.md R-drag-3, R-drag-4).
  ///
  /// - Returns: The operation in effect, or nil when no view takes the drag.
  @discardableResult
  package func move(over view: (any HeadlessDropTarget)?, at path: IndexPath?) -> UIDropOperation? {
    precondition(!isOver, "HeadlessUIKit: this drag was already dropped or cancelled.")
    if let current = target, current.view !== view {
      current.view.headlessDropDidExit(dropSession)
      target = nil
      proposal = nil
    }
    guard let view, !refusing.contains(ObjectIdentifier(view)) else { return nil }
    if target == nil {
      guard let handles = view.headlessCanHandle(dropSession), handles else {
        refusing.append(ObjectIdentifier(view))
        return nil
      }
      if !entered.contains(where: { $0 === view }) { entered.append(view) }
      view.headlessDropDidEnter(dropSession)
    }
    target = (view, path)
    if let path, let center = view.headlessCenter(of: path) {
      shared.location = view.convertToWindow(center)
    }
    let proposed = view.headlessDropDidUpdate(dropSession, at: path)
    proposal =
      proposed.operation == .move && !shared.allowsMoveOperation
      ? UIDropProposal(operation: .cancel) : proposed
    reorderTarget = nil
    if let source, source.view === view, let path, let proposal, proposal.operation == .move,
      view.headlessInsertsAtDestination(proposal)
    {
      // The row leaves its place first: in its own section it can go no further than the last
      // row, as in an editing-mode reorder (Rules.md R-drag-5).
      let count = view.headlessRowCount(inSection: path.section)
      let limit = path.section == source.path.section ? count - 1 : count
      let clamped = IndexPath(row: min(path.row, max(limit, 0)), section: path.section)
      reorderTarget = view.headlessReorderTarget(from: source.path, proposed: clamped)
    }
    return proposal?.operation
  }

  /// Lets go (Rules.md R-drag-5, R-drag-6). A row dragged within its own view with a `.move`
  /// proposal that inserts at the destination is reordered as UIKit's reorder does
  /// (``HeadlessDropTarget/headlessReorder(from:to:)``), without `performDropWith`. Otherwise, with a `.copy` or `.move` proposal the view gets
  /// `performDropWith`, the items' data becomes loadable, and the drop's animations end; then
  /// every view the drag entered gets `dropSessionDidEnd`, and the source `dragSessionDidEnd`.
  ///
  /// - Returns: The operation performed; `.cancel` or `.forbidden` when nothing was dropped.
  @discardableResult
  package func drop() -> UIDropOperation {
    precondition(!isOver, "HeadlessUIKit: this drag was already dropped or cancelled.")
    let operation = proposal?.operation ?? .cancel
    if let source, let reorderTarget, let target, target.view === source.view,
      target.view.headlessReorder(from: source.path, to: reorderTarget)
    {
      end()
      return operation
    }
    if let target, let proposal, operation == .copy || operation == .move {
      for item in shared.items { item.itemProvider.isHeldByDrag = false }
      let fromSameView = source.flatMap { source in
        source.view === target.view ? (view: source.view as UIView, paths: [source.path]) : nil
      }
      let animators = target.view.headlessPerformDrop(
        dropSession, at: target.path, proposal: proposal, from: fromSameView)
      for animator in animators { animator.finish() }
    }
    end()
    return operation
  }

  /// Cancels the drag wherever it is: the view under it gets `dropSessionDidExit`, then the
  /// session ends as after a drop that performed nothing.
  package func cancel() {
    precondition(!isOver, "HeadlessUIKit: this drag was already dropped or cancelled.")
    target?.view.headlessDropDidExit(dropSession)
    target = nil
    proposal = nil
    end()
  }

  private func end() {
    isOver = true
    for item in shared.items { item.itemProvider.isHeldByDrag = false }
    for view in entered { view.headlessDropDidEnd(dropSession) }
    if let source, let dragSession { source.view.headlessDragDidEnd(dragSession) }
  }
}

extension UIView {
  /// Converts a point of this view to window coordinates.
  func convertToWindow(_ point: CGPoint) -> CGPoint {
    var result = point
    var current: UIView? = self
    while let each = current {
      result.x += each.frame.origin.x - each.bounds.origin.x
      result.y += each.frame.origin.y - each.bounds.origin.y
      current = each.superview
    }
    return result
  }
}
