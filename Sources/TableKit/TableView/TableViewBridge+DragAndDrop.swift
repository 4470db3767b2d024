// The bridge is the table's drag and drop delegate; its methods are in the class body (the
// `Drag and drop` block), as every UIKit entry point of a generic bridge must be.
extension TableViewBridge: UITableViewDragDelegate, UITableViewDropDelegate {}

/// A table's drop coordinator, as the kit core uses it.
struct TableDropCoordination: DropCoordination {
  let coordinator: any UITableViewDropCoordinator

  var draggedItems: [UIDragItem] { coordinator.items.map(\.dragItem) }
  var destination: IndexPath? { coordinator.destinationIndexPath }
  func animate(_ item: UIDragItem, toRowAt indexPath: IndexPath) {
    coordinator.drop(item, toRowAt: indexPath)
  }
}
