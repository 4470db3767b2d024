import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-time-8 (inferred), for collection views: a cell may be requested ahead of display;
/// its item gets `cellForItemAt` without `willDisplay` until it appears. How far ahead is not
/// pinned here.
@MainActor @Suite struct CollectionViewPreparedCellTests {
  private static var windows: [UIWindow] = []

  /// The usual collection view over 20 items, in a window, laid out, scrolled down a little
  /// after the log was cleared.
  private func scrolledInAWindow(prefetching: Bool = true) -> (
    CollectionRecorder, UICollectionView
  ) {
    let recorder = CollectionRecorder(sections: labels([20]))
    let collectionView = makeCollectionView(recorder)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.isPrefetchingEnabled = prefetching
    collectionView.layoutIfNeeded()
    recorder.log = []
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    return (recorder, collectionView)
  }

  /// The items asked for a cell and not displayed.
  private func prepared(_ recorder: CollectionRecorder, _ collectionView: UICollectionView)
    -> [String]
  {
    let visible = Set(collectionView.indexPathsForVisibleItems.map(\.label))
    return recorder.calls("cellForItemAt").map { String($0.dropFirst("cellForItemAt ".count)) }
      .filter { !visible.contains($0) }
  }

  @Test func anItemBeyondTheVisibleOnesMayGetItsCellWithoutWillDisplay() {
    let (recorder, collectionView) = scrolledInAWindow()
    let ahead = prepared(recorder, collectionView)
    #expect(!ahead.isEmpty)
    let lastVisible = collectionView.indexPathsForVisibleItems.last?.item ?? 0
    for item in ahead {
      #expect(!recorder.log.contains("willDisplay \(item)"))
      #expect((Int(item.split(separator: "-")[1]) ?? 0) > lastVisible)
    }
    #expect(collectionView.cellForItem(at: IndexPath(item: lastVisible + 1, section: 0)) == nil)
  }

  @Test func aPreparedItemThatAppearsIsDisplayedWithoutBeingAskedAgain() {
    let (recorder, collectionView) = scrolledInAWindow()
    let ahead = prepared(recorder, collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 110)
    collectionView.layoutIfNeeded()
    let visible = Set(collectionView.indexPathsForVisibleItems.map(\.label))
    #expect(ahead.contains { visible.contains($0) })
    for item in ahead where visible.contains(item) {
      #expect(recorder.log.filter { $0 == "cellForItemAt \(item)" }.count == 1)
      #expect(recorder.log.contains("willDisplay \(item)"))
    }
  }

  @Test func noCellIsRequestedAheadWithPrefetchingOffOrOutsideAWindow() {
    let (recorder, collectionView) = scrolledInAWindow(prefetching: false)
    #expect(prepared(recorder, collectionView).isEmpty)
    let (outside, view) = loadedCollectionView([20])
    view.contentOffset = CGPoint(x: 0, y: 10)
    view.layoutIfNeeded()
    #expect(prepared(outside, view).isEmpty)
  }

  @Test func anUpdatePutsAPreparedCellBackWithoutEndingADisplay() {
    let (recorder, collectionView) = scrolledInAWindow()
    let ahead = prepared(recorder, collectionView)
    collectionView.performBatchUpdates(nil)
    collectionView.headless.finishAnimations()
    for item in ahead {
      #expect(!recorder.log.contains("didEndDisplaying \(item)"))
    }
  }
}
