/// A table's drop coordinator, as the kit core uses it.
struct TableDropCoordination: DropCoordination {
  let coordinator: any UITableViewDropCoordinator

  var draggedItems: [UIDragItem] { coordinator.items.map(\.dragItem) }
  var destination: IndexPath? { coordinator.destinationIndexPath }
  func animate(_ item: UIDragItem, toRowAt indexPath: IndexPath) {
    coordinator.drop(item, toRowAt: indexPath)
  }
}
