import Foundation
import Testing

@testable import HeadlessUIKit

/// A delegate that reads the visible cells from inside `willDisplay`, as adapters sometimes do.
@MainActor private final class PeekingDelegate: NSObject, UICollectionViewDelegate {
  var seen: [Int] = []

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    seen.append(collectionView.visibleCells.count)
  }
}

@MainActor @Suite struct CollectionViewReentrancyTests {
  @Test(
    "R-display-11: reading visibleCells inside willDisplay neither nests a layout nor doubles cells"
  )
  func readingVisibleCellsInsideWillDisplay() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    let peeking = PeekingDelegate()
    collectionView.delegate = peeking
    collectionView.layoutIfNeeded()
    #expect(peeking.seen == [1, 2])
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.visibleCells.count == 2)
    #expect(recorder.calls("cellForItemAt").count == 3)
    withExtendedLifetime(peeking) {}
  }
}
