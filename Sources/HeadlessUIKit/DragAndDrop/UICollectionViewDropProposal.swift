/// How a collection view would handle a drop at an item (UICollectionView.h).
@MainActor open class UICollectionViewDropProposal: UIDropProposal {
  /// Where a collection view puts a drop.
  public enum Intent: Int, Sendable {
    /// The collection view accepts the drop, the place decided later; no gap opens.
    case unspecified = 0
    /// The drop becomes items inserted at the destination; a gap opens there.
    case insertAtDestinationIndexPath = 1
    /// The drop goes into the item at the destination, which highlights.
    case insertIntoDestinationIndexPath = 2
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

/// Starts drags from a collection view's items (UICollectionView.h). Assign it to
/// `UICollectionView.dragDelegate`; every requirement but the first is optional in UIKit and has
/// UIKit's default here (`UICollectionViewDragDelegate+Defaults.swift`).
@MainActor public protocol UICollectionViewDragDelegate: AnyObject {
  /// Returns the items a drag of an item carries; none, and no drag begins.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
  /// Returns items to add to a drag in flight when the person taps another item.
  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]
  /// Returns the preview of a lifted item; nil for the whole cell.
  func collectionView(
    _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
  /// Tells the delegate the lift ended and the drag began; balanced by `dragSessionDidEnd`.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
  /// Tells the delegate the drag ended.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
  /// Returns whether a drop may move the items; absent means true.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool
  /// Returns whether the drag stays in this app; absent means false.
  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

/// Takes drops on a collection view (UICollectionView.h). Assign it to `UICollectionView.dropDelegate`;
/// every requirement but the first is optional in UIKit and has UIKit's default here.
@MainActor public protocol UICollectionViewDropDelegate: AnyObject {
  /// Updates the model and the collection view with the dropped items, through the coordinator.
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator)
  /// Returns whether the collection view wants the session; false and nothing else is asked of it for
  /// the session. Absent means true.
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool
  /// Tells the delegate the drag entered the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
  /// Returns how the collection view would take a drop at an item (nil over empty space); absent means
  /// `.cancel` (Rules.md R-drag-4).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// Tells the delegate the drag left the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
  /// Tells the delegate the drop session ended, whatever its outcome.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
  /// Returns the preview of an item dropped to an inserted item; nil for the whole cell.
  func collectionView(
    _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  )
    -> UIDragPreviewParameters?
}

/// What `collectionView(_:performDropWith:)` gets: the dropped items, where, and the animations
/// that take each item to its place (UICollectionView.h).
///
/// Not modelled: placeholders (`drop(_:to: UICollectionViewDropPlaceholder)`) and
/// `drop(_:to: UIDragPreviewTarget)` (Rules.md R-drag-10).
@MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
  /// The items, in session order.
  var items: [any UICollectionViewDropItem] { get }
  /// The last item the drag was over; nil over empty space. At the end of a section it is the
  /// item after the last.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal in effect when the person let go.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
  /// Animates an item to an item the delegate has inserted or moved there; stops if the item
  /// does not exist.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
  /// Animates an item into a rectangle of an existing item.
  @discardableResult
  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect)
    -> any UIDragAnimating
}

/// One dropped item, as a collection view's drop coordinator gives it (UICollectionView.h).
@MainActor public protocol UICollectionViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// The item it came from, when it came from this collection view; nil otherwise.
  var sourceIndexPath: IndexPath? { get }
  /// The size of its drop preview; zero when it has none.
  var previewSize: CGSize { get }
}
