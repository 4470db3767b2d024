// The bridge is the collection view's drag and drop delegate; its methods are in the class
// body (the `Drag and drop` block), as every UIKit entry point of a generic bridge must be.
extension CollectionViewBridge: UICollectionViewDragDelegate, UICollectionViewDropDelegate {}

/// A collection view's drop coordinator, as the kit core uses it.
struct CollectionDropCoordination: DropCoordination {
  let coordinator: any UICollectionViewDropCoordinator

  var draggedItems: [UIDragItem] { coordinator.items.map(\.dragItem) }
  var destination: IndexPath? { coordinator.destinationIndexPath }
  func animate(_ item: UIDragItem, toRowAt indexPath: IndexPath) {
    coordinator.drop(item, toItemAt: indexPath)
  }
}
