/// How a table view would handle a drop at a row (UITableView.h).
@MainActor open class UITableViewDropProposal: UIDropProposal {
  /// Where a table view puts a drop.
  public enum Intent: Int, Sendable {
    /// The table accepts the drop, the place decided later; no gap opens.
    case unspecified = 0
    /// The drop becomes rows inserted at the destination; a gap opens there.
    case insertAtDestinationIndexPath = 1
    /// The drop goes into the row at the destination, which highlights.
    case insertIntoDestinationIndexPath = 2
    /// The table chooses between the two insert intents by where the drop is.
    case automatic = 3
  }

  /// Where the drop goes; default ``Intent/unspecified``.
  public let intent: Intent

  /// Creates a proposal with an operation and an intent.
  public init(operation: UIDropOperation, intent: Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Creates a proposal with the ``Intent/unspecified`` intent.
  public override init(operation: UIDropOperation) {
    intent = .unspecified
    super.init(operation: operation)
  }
}

/// Starts drags from a table view's rows (UITableView.h). Assign it to
/// `UITableView.dragDelegate`; every requirement but the first is optional in UIKit and has
/// UIKit's default here (`UITableViewDragDelegate+Defaults.swift`).
@MainActor public protocol UITableViewDragDelegate: AnyObject {
  /// Returns the items a drag of a row carries; none, and no drag begins.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]
  /// Returns items to add to a drag in flight when the person taps another row.
  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]
  /// Returns the preview of a lifted row; nil for the whole cell.
  func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  /// Tells the delegate the lift ended and the drag began; balanced by `dragSessionDidEnd`.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
  /// Tells the delegate the drag ended.
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
  /// Returns whether a drop may move the items; absent means true.
  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool
  /// Returns whether the drag stays in this app; absent means false.
  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

/// Takes drops on a table view (UITableView.h). Assign it to `UITableView.dropDelegate`;
/// every requirement but the first is optional in UIKit and has UIKit's default here.
@MainActor public protocol UITableViewDropDelegate: AnyObject {
  /// Updates the model and the table with the dropped items, through the coordinator.
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
  /// Returns whether the table wants the session; false and nothing else is asked of it for
  /// the session. Absent means true.
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
  /// Tells the delegate the drag entered the table.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
  /// Returns how the table would take a drop at a row (nil over empty space); absent means
  /// `.cancel` (Rules.md R-drag-4).
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
  /// Tells the delegate the drag left the table.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
  /// Tells the delegate the drop session ended, whatever its outcome.
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
  /// Returns the preview of an item dropped to an inserted row; nil for the whole cell.
  func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
}

/// What `tableView(_:performDropWith:)` gets: the dropped items, where, and the animations
/// that take each item to its place (UITableView.h).
///
/// Not modelled: placeholders (`drop(_:to: UITableViewDropPlaceholder)`) and
/// `drop(_:to: UIDragPreviewTarget)` (Rules.md R-drag-10).
@MainActor public protocol UITableViewDropCoordinator: AnyObject {
  /// The items, in session order.
  var items: [any UITableViewDropItem] { get }
  /// The last row the drag was over; nil over empty space. At the end of a section it is the
  /// row after the last.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal in effect when the person let go.
  var proposal: UITableViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
  /// Animates an item to a row the delegate has inserted or moved there; stops if the row
  /// does not exist.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
  /// Animates an item into a rectangle of an existing row.
  @discardableResult
  func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect)
    -> any UIDragAnimating
}

/// One dropped item, as a table view's drop coordinator gives it (UITableView.h).
@MainActor public protocol UITableViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// The row it came from, when it came from this table; nil otherwise.
  var sourceIndexPath: IndexPath? { get }
  /// The size of its drop preview; zero when it has none.
  var previewSize: CGSize { get }
}
