/// A collection view's drop coordinator, as the kit core uses it.
struct CollectionDropCoordination: DropCoordination {
  let coordinator: any UICollectionViewDropCoordinator

  var draggedItems: [UIDragItem] { coordinator.items.map(\.dragItem) }
  var destination: IndexPath? { coordinator.destinationIndexPath }
  func animate(_ item: UIDragItem, toRowAt indexPath: IndexPath) {
    coordinator.drop(item, toItemAt: indexPath)
  }
}
