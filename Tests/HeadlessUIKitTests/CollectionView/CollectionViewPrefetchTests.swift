import Foundation
import Testing

@testable import HeadlessUIKit

/// Data prefetching (Rules.md R-prefetch-*, R-time-5). The test view shows two 50-point items; the
/// screenful ahead holds the next two, prefetched from the first layout.
@MainActor @Suite struct CollectionViewPrefetchTests {
  private func loaded(_ count: Int) -> (CollectionRecorder, UICollectionView) {
    let recorder = CollectionRecorder(sections: labels([count]))
    let collectionView = makeCollectionView(recorder)
    return (recorder, collectionView)
  }

  private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    collectionView.layoutIfNeeded()
  }

  @Test("R-time-5: prefetching may start at the first layout, ahead of the content's start")
  func prefetchingStartsAtTheFirstLayout() {
    let (recorder, collectionView) = loaded(20)
    collectionView.layoutIfNeeded()
    // Nearest first, never a visible item; how far ahead is not pinned here.
    #expect(recorder.calls("prefetch").count == 1)
    #expect(recorder.calls("prefetch").first?.hasPrefix("prefetch 0-2") == true)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    #expect(recorder.calls("cancel").isEmpty)
  }

  @Test(
    "R-prefetch-3: items ahead of the visible area are prefetched, nearest first, never visible ones"
  )
  func prefetchesAheadNearestFirst() {
    let (recorder, collectionView) = loaded(20)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3"])  // Rules.md R-time-5
    scroll(collectionView, to: 25)
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3", "prefetch 0-4"])
    scroll(collectionView, to: 60)
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3", "prefetch 0-4", "prefetch 0-5"])
    #expect(recorder.calls("cancel").isEmpty)
  }

  @Test("R-prefetch-4: prefetched items that become visible are used, not cancelled")
  func displayedItemsAreNotCancelled() {
    let (recorder, collectionView) = loaded(20)
    collectionView.layoutIfNeeded()
    scroll(collectionView, to: 25)
    scroll(collectionView, to: 150)
    #expect(recorder.calls("cancel").isEmpty)
    #expect(recorder.calls("prefetch").last == "prefetch 0-5,0-6")
  }

  @Test(
    "R-prefetch-4: reversing the direction cancels what was prefetched ahead, then prefetches behind"
  )
  func reversalCancels() {
    let (recorder, collectionView) = loaded(20)
    collectionView.layoutIfNeeded()
    scroll(collectionView, to: 200)
    recorder.log = []
    scroll(collectionView, to: 190)
    #expect(recorder.calls("cancel", "prefetch") == ["cancel 0-6,0-7", "prefetch 0-2,0-1"])
  }

  @Test("R-prefetch-4: a jump past prefetched items cancels them, as they are no longer candidates")
  func jumpCancelsStaleCandidates() {
    let (recorder, collectionView) = loaded(20)
    collectionView.layoutIfNeeded()
    scroll(collectionView, to: 10)
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3", "prefetch 0-4"])
    recorder.log = []
    scroll(collectionView, to: 500)
    #expect(recorder.calls("cancel", "prefetch") == ["cancel 0-3,0-4", "prefetch 0-12,0-13"])
  }

  @Test("R-prefetch-5: nothing is prefetched with isPrefetchingEnabled false")
  func disabledPrefetchingIsSilent() {
    let (recorder, collectionView) = loaded(20)
    collectionView.isPrefetchingEnabled = false
    collectionView.layoutIfNeeded()
    scroll(collectionView, to: 100)
    #expect(recorder.calls("prefetch", "cancel").isEmpty)
  }

  @Test("R-prefetch-2: nothing is prefetched past the end of the content")
  func nothingPastTheEnd() {
    let (recorder, collectionView) = loaded(4)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3"])
    scroll(collectionView, to: 10)
    scroll(collectionView, to: 100)
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3"])
  }

  @Test("R-prefetch-6: a horizontal flow layout prefetches along x")
  func horizontalPrefetching() throws {
    let (recorder, collectionView) = loaded(20)
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 100)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    collectionView.contentOffset = CGPoint(x: 10, y: 0)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("prefetch") == ["prefetch 0-2,0-3", "prefetch 0-4"])
  }
}
