#if !canImport(UIKit)
  import Foundation
  import HeadlessUIKit

  /// A drag a test holds: lifted from a row, or brought from another app, then moved over
  /// views and dropped or cancelled, each step calling the views' drag and drop delegates in
  /// UIKit's order (HeadlessUIKit Rules.md R-drag-1 to R-drag-7).
  ///
  /// ```swift
  /// let drag = try table.throwing.liftRow(at: IndexPath(row: 0, section: 0))
  /// drag.move(over: otherTable, at: IndexPath(row: 2, section: 0))
  /// drag.cancel()
  /// ```
  ///
  /// - Note: Headless only: on iOS a test cannot script UIKit's drag sessions.
  @MainActor public final class ScriptedDrag {
    private let drag: HeadlessDrag

    init(_ drag: HeadlessDrag) { self.drag = drag }

    /// Starts a drag from another app carrying `providers`, one item each.
    public convenience init(providers: [NSItemProvider]) {
      self.init(HeadlessDrag.external(providers.map { UIDragItem(itemProvider: $0) }))
    }

    /// The operation the view under the drag proposes; nil over no view that takes it.
    public var operation: UIDropOperation? { drag.operation }

    /// The session the views see.
    public var session: any UIDropSession { drag.session }

    /// Moves the drag over a row of a table (`at: nil` is the table's empty space), asking its
    /// drop delegate for a proposal.
    ///
    /// - Returns: The operation the table proposes, after UIKit's checks; nil when it does not
    ///   take the drag.
    @discardableResult
    public func move(over table: UITableView, at path: IndexPath?) -> UIDropOperation? {
      drag.move(over: table, at: path)
    }

    /// Moves the drag over an item of a collection view (`at: nil` is empty space).
    @discardableResult
    public func move(over collectionView: UICollectionView, at path: IndexPath?)
      -> UIDropOperation?
    {
      drag.move(over: collectionView, at: path)
    }

    /// Moves the drag off every view.
    public func moveAway() { drag.move(over: nil, at: nil) }

    /// Lets go where the drag is: a `.copy` or `.move` proposal performs the drop.
    ///
    /// - Returns: The operation in effect when the drag was let go.
    @discardableResult
    public func drop() -> UIDropOperation {
      let operation = drag.drop()
      return operation
    }

    /// Cancels the drag.
    public func cancel() { drag.cancel() }

    /// Moves the drag over `target` at `path` and lets go there: the last two steps of a
    /// scripted drag and drop, shared by tables and collection views.
    func drop(over target: any HeadlessDropTarget, at path: IndexPath?) -> UIDropOperation {
      drag.move(over: target, at: path)
      return drag.drop()
    }
  }

  extension UIScrollView {
    /// Lifts a row of a table or an item of a collection view, or explains why it cannot be.
    func scriptLift(at path: IndexPath, noun: String) throws(InteractionError) -> ScriptedDrag {
      guard let source = self as? any HeadlessDragSource else {
        throw InteractionError("Cannot drag from \(type(of: self)): it is not a list view.")
      }
      let delegateName = noun == "row" ? "tableView" : "collectionView"
      guard let drag = HeadlessDrag.begin(from: source, at: path) else {
        throw InteractionError(
          "Cannot drag \(noun) \(path.shortText): the view has no drag delegate, "
            + "dragInteractionEnabled is false, or \(delegateName)(_:itemsForBeginning:at:) "
            + "returned no items. Set the view's dragDelegate (kit.dragAndDrop for a kit) and "
            + "give the \(noun) items (kit.canMove or DragAndDrop's export).")
      }
      return ScriptedDrag(drag)
    }
  }
#endif
