import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules article, batch timing, for collection views: removed items end their display with the
/// update's animation (Rules.md R-time-2), a batch lays out a stale layout first (R-time-4) and
/// prepares the layout again at its end (R-time-3), and outside a window a batch builds no cells
/// (R-display-14).
@MainActor @Suite struct CollectionViewBatchTimingTests {
  /// The usual collection view, in a window, laid out, with the log cleared.
  private func inAWindow(_ counts: [Int]) -> (CollectionRecorder, UICollectionView) {
    let (recorder, collectionView) = loadedCollectionView(counts)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.layoutIfNeeded()
    recorder.log = []
    return (recorder, collectionView)
  }

  private static var windows: [UIWindow] = []

  @Test("R-time-2: a deleted item ends its display when the update's animation ends")
  func aDeletedItemEndsItsDisplayWithTheAnimation() {
    let (recorder, collectionView) = inAWindow([5])
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    var finished: Bool?
    collectionView.performBatchUpdates(
      {
        recorder.sections[0].remove(at: 0)
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      },
      completion: {
        recorder.log.append("completion")
        finished = $0
      })
    #expect(recorder.calls("didEndDisplaying").isEmpty)
    #expect(cell?.superview === collectionView)  // still on screen while it animates out
    #expect(collectionView.headless.pendingAnimationCount == 1)
    collectionView.headless.finishAnimations()
    #expect(
      recorder.calls("didEndDisplaying", "completion") == ["didEndDisplaying 0-0", "completion"])
    #expect(finished == true)
    #expect(cell?.superview == nil)
  }

  @Test("R-time-2: a lone delete animates too, and its cell returns to the pool at the end")
  func aLoneDeleteAnimates() {
    let (recorder, collectionView) = inAWindow([5])
    recorder.sections[0].remove(at: 1)
    collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    #expect(collectionView.headless.pendingAnimationCount == 1)
    #expect(recorder.calls("didEndDisplaying").isEmpty)
    collectionView.headless.finishNextAnimation()
    #expect(recorder.calls("didEndDisplaying") == ["didEndDisplaying 0-1"])
  }

  @Test("R-time-2, R-batch-1: nested completions run once, inner first, after the outermost ends")
  func nestedCompletionsRunInnerFirst() {
    let (_, collectionView) = inAWindow([3])
    var order: [String] = []
    collectionView.performBatchUpdates(
      {
        collectionView.performBatchUpdates(nil) { _ in order.append("inner") }
        #expect(collectionView.headless.pendingAnimationCount == 0)
      }, completion: { _ in order.append("outer") })
    #expect(order.isEmpty)
    #expect(collectionView.headless.pendingAnimationCount == 1)
    collectionView.headless.finishAnimations()
    #expect(order == ["inner", "outer"])
  }

  @Test("R-time-2: pending animations end on their own at the end of the main-actor turn")
  func completionsArriveOnTheirOwn() async {
    let (_, collectionView) = inAWindow([3])
    var finished = false
    collectionView.performBatchUpdates(nil) { _ in finished = true }
    #expect(!finished)
    for _ in 0..<3 { await Task.yield() }
    #expect(finished)
  }

  @Test("R-time-4: a batch on a stale layout lays out before its updates, in a window")
  func aStaleLayoutIsLaidOutBeforeTheBatch() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(recorder)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    var cellsAtTheBlock: [String] = []
    collectionView.performBatchUpdates {
      cellsAtTheBlock = recorder.calls("cellForItemAt")
      recorder.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(cellsAtTheBlock == ["cellForItemAt 0-0", "cellForItemAt 0-1"])
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    #expect(
      collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.text } == ["new", "0-0"])
  }

  @Test("R-time-4: a batch on an up-to-date layout does not lay out first")
  func anUpToDateLayoutIsLeftAlone() {
    let (recorder, collectionView) = inAWindow([3])
    var callsAtTheBlock = ["not run"]
    collectionView.performBatchUpdates { callsAtTheBlock = recorder.log }
    #expect(callsAtTheBlock.isEmpty)
  }

  @Test("R-time-3: the end of a batch prepares the layout again, so new sizes apply")
  func theEndOfABatchAsksTheSizesAgain() {
    let (_, collectionView) = inAWindow([3])
    let sizes = SizingDelegate()
    collectionView.delegate = sizes
    collectionView.layoutIfNeeded()
    sizes.asked = []
    sizes.height = 30
    collectionView.performBatchUpdates(nil)
    #expect(sizes.asked.contains("0-0"))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 30)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 30)
  }

  @Test("R-display-14: outside a window a batch builds its cells at the next layout")
  func outsideAWindowCellsComeAtTheNextLayout() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(recorder.calls("cellForItemAt", "willDisplay").isEmpty)
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls("cellForItemAt", "willDisplay").prefix(2) == [
        "cellForItemAt 0-0", "willDisplay 0-0",
      ])
  }

  @Test("R-display-14: outside a window a batch does not lay out a stale layout first")
  func outsideAWindowAStaleLayoutWaits() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(recorder)
    var cellsAtTheBlock = ["not run"]
    collectionView.performBatchUpdates { cellsAtTheBlock = recorder.calls("cellForItemAt") }
    #expect(cellsAtTheBlock.isEmpty)
  }

  @Test("R-display-7, R-display-14: in a window a batch builds its visible inserts at once")
  func inAWindowCellsComeAtOnce() {
    let (recorder, collectionView) = inAWindow([3])
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(
      recorder.calls("cellForItemAt", "willDisplay") == ["cellForItemAt 0-0", "willDisplay 0-0"])
  }
}

/// A flow-layout delegate that sizes every item `height` points tall and notes what it is
/// asked.
@MainActor private final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  var height: CGFloat = 50
  var asked: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    asked.append(indexPath.label)
    return CGSize(width: 100, height: height)
  }
}
