import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-display-16, for collection views: a cell that leaves the visible area for an item
/// next to it is kept, and may be displayed again for that item without `cellForItemAt`; a kept
/// cell whose item stops being next to the visible area goes back to the pool.
@MainActor @Suite struct CollectionViewKeptCellTests {
  private static var windows: [UIWindow] = []

  /// The usual collection view over 20 items (two visible), in a window, laid out, with the log
  /// cleared.
  private func inAWindow(prefetching: Bool = true) -> (CollectionRecorder, UICollectionView) {
    let recorder = CollectionRecorder(sections: labels([20]))
    let collectionView = makeCollectionView(recorder)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.isPrefetchingEnabled = prefetching
    collectionView.layoutIfNeeded()
    recorder.log = []
    return (recorder, collectionView)
  }

  private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    collectionView.layoutIfNeeded()
  }

  @Test func aCellScrolledJustOffAndBackIsDisplayedAgainWithoutCellForItemAt() throws {
    let (recorder, collectionView) = inAWindow()
    let first = IndexPath(item: 0, section: 0)
    let cell = try #require(collectionView.cellForItem(at: first))
    scroll(collectionView, to: 50)
    #expect(recorder.log.contains("didEndDisplaying 0-0"))
    #expect(collectionView.cellForItem(at: first) === cell)
    #expect(!collectionView.visibleCells.contains { $0 === cell })
    recorder.log = []
    scroll(collectionView, to: 0)
    #expect(recorder.calls("cellForItemAt").isEmpty)
    #expect(recorder.log.contains("willDisplay 0-0"))
    #expect(collectionView.cellForItem(at: first) === cell)
  }

  @Test func aKeptCellWhoseItemStopsBeingNextToTheVisibleOnesGoesBackToThePool() {
    let (recorder, collectionView) = inAWindow()
    scroll(collectionView, to: 50)
    scroll(collectionView, to: 100)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    recorder.log = []
    scroll(collectionView, to: 0)
    #expect(recorder.calls("cellForItemAt").contains("cellForItemAt 0-0"))
  }

  @Test func withoutPrefetchingACellThatLeavesGoesBackToThePoolAtOnce() {
    let (recorder, collectionView) = inAWindow(prefetching: false)
    scroll(collectionView, to: 50)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    recorder.log = []
    scroll(collectionView, to: 0)
    #expect(recorder.calls("cellForItemAt").contains("cellForItemAt 0-0"))
  }
}
