import Foundation
import Testing

@testable import HeadlessUIKit

/// A collection view's drop delegate that inserts each dropped text as an item.
@MainActor
private final class TextDropper: NSObject, UICollectionViewDropDelegate,
  UICollectionViewDragDelegate
{
  let recorder: CollectionRecorder
  var calls: [String] = []
  /// Whether the drop inserts the item before animating to it.
  var insertsItem = true

  init(recorder: CollectionRecorder) { self.recorder = recorder }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    calls.append("itemsForBeginning \(indexPath.logText)")
    return [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))]
  }
  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {
    calls.append("dragSessionDidEnd")
  }
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    calls.append("dropSessionDidUpdate \(destinationIndexPath?.logText ?? "nil")")
    return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
    calls.append("performDrop \(destination.logText)")
    if insertsItem {
      recorder.sections[destination.section].insert("dropped", at: destination.item)
      collectionView.performBatchUpdates { collectionView.insertItems(at: [destination]) }
    }
    coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
      .addCompletion { [weak self] position in self?.calls.append("animation \(position)") }
  }
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {
    calls.append("dropSessionDidEnd")
  }
}

/// A collection view's drag and drop follows the table's sequence (Rules.md R-drag-1 to R-drag-7).
@MainActor @Suite struct CollectionDragAndDropTests {
  @Test func aDropInsertsAnItemAndItsAnimationEndsBeforeTheSessionsEnd() {
    let (recorder, collectionView) = loadedCollectionView([2])
    let dropper = TextDropper(recorder: recorder)
    collectionView.dragDelegate = dropper
    collectionView.dropDelegate = dropper
    let drag = HeadlessDrag.begin(from: collectionView, at: IndexPath(item: 0, section: 0))
    #expect(collectionView.hasActiveDrag)
    #expect(drag?.move(over: collectionView, at: IndexPath(item: 1, section: 0)) == .copy)
    #expect(drag?.drop() == .copy)
    #expect(recorder.sections == [["0-0", "dropped", "0-1"]])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(
      dropper.calls == [
        "itemsForBeginning 0-0", "dropSessionDidUpdate 0-1", "performDrop 0-1", "animation end",
        "dropSessionDidEnd", "dragSessionDidEnd",
      ])
  }

  @Test func droppingToAnItemThatDoesNotExistStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (recorder, collectionView) = loadedCollectionView([1])
        let dropper = TextDropper(recorder: recorder)
        collectionView.dropDelegate = dropper
        dropper.insertsItem = false
        let drag = HeadlessDrag.external([UIDragItem(itemProvider: NSItemProvider())])
        drag.move(over: collectionView, at: IndexPath(item: 5, section: 0))
        withExtendedLifetime(dropper) { _ = drag.drop() }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("Attempted to drop an item to the item at"))
  }
}
