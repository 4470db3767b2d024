/// What a kit attaches to the drag item of a row it lets go (`UIDragItem.localObject`): enough
/// for another kit of the same rows to take the row, and for the source kit to give it up.
@MainActor final class DragPayload<Row> {
  /// The kit the row comes from.
  weak var kit: AnyObject?
  /// The row as it was lifted.
  let row: Row
  /// Removes the row from the source kit (found by identity) and returns where it was; nil
  /// when the row is gone.
  let removeFromSource: () -> IndexPath?
  /// Tells the source kit's observers of the transfer.
  let reportToSource: (RowTransfer<Row>) -> Void

  init(
    kit: AnyObject, row: Row, removeFromSource: @escaping () -> IndexPath?,
    reportToSource: @escaping (RowTransfer<Row>) -> Void
  ) {
    self.kit = kit
    self.row = row
    self.removeFromSource = removeFromSource
    self.reportToSource = reportToSource
  }
}

/// A drop coordinator, as the kit core needs it whatever the view: the items, where they were
/// dropped, and the animation to a row.
@MainActor protocol DropCoordination {
  /// The dragged items, in session order.
  var draggedItems: [UIDragItem] { get }
  /// The row the drop was over; nil over empty space.
  var destination: IndexPath? { get }
  /// Animates an item to a row the kit inserted.
  func animate(_ item: UIDragItem, toRowAt indexPath: IndexPath)
}
