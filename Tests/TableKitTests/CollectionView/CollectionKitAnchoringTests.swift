import TableKitTesting
import Testing

@testable import TableKit

/// A grid keeps the user's place inside the batch, through the collection view's target content
/// offset (Rules.md R-anchor-9): the update lays its cells out once, at the kept place, instead
/// of at the old offset and then again where the correction after the batch scrolls.
@MainActor @Suite(.keepsWindows) struct CollectionKitAnchoringTests {
  /// A collection view that counts the cells it dequeues, by the row each is for, and records
  /// the offsets set after its batch updates returned.
  final class CountingCollectionView: UICollectionView {
    var dequeuedPaths: [IndexPath] = []
    var offsetWhenBatchReturned: CGFloat?
    var offsetsSetAfterBatch: [CGFloat] = []
    private var batchReturned = false

    override func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
      dequeuedPaths.append(indexPath)
      return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      batchReturned = false
      super.performBatchUpdates(updates, completion: completion)
      offsetWhenBatchReturned = contentOffset.y
      batchReturned = true
    }

    override var contentOffset: CGPoint {
      didSet {
        if batchReturned, contentOffset != oldValue { offsetsSetAfterBatch.append(contentOffset.y) }
      }
    }

    func clearCounts() {
      dequeuedPaths = []
      offsetWhenBatchReturned = nil
      offsetsSetAfterBatch = []
      batchReturned = false
    }
  }

  /// A kit over notes 1…30 in a 320×220 view of 44-point items, scrolled by 88 points (rows 3
  /// to 7 on screen), with the counts cleared.
  private func scrolledKit() -> (CollectionKit<EmptySection, Note>, CountingCollectionView) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = inWindow(
      CountingCollectionView(frame: .zero, collectionViewLayout: layout), height: 220)
    let kit = CollectionKit(table: notes(1...30), view: view)
    view.layoutIfNeeded()
    view.scroll(by: 88)
    view.clearCounts()
    return (kit, view)
  }

  /// The identities of the rows on screen.
  private func shownRows(_ kit: CollectionKit<EmptySection, Note>) -> Set<Int> {
    Set(kit.view.indexPathsForVisibleItems.map { kit.shown[$0].id })
  }

  @Test(arguments: [true, false])
  func anAnchoredUpdateMakesNoSecondScreenfulOfCells(animated: Bool) {
    let (kit, view) = scrolledKit()
    let before = shownRows(kit)
    kit.setTable(notes(Array(100..<110) + Array(1...30)), animated: animated)
    // The rows on screen kept their cells: none of them was dequeued again.
    let remade = view.dequeuedPaths.map { kit.shown[$0].id }.filter(before.contains)
    #expect(remade.isEmpty, "cells made again for rows already on screen: \(remade)")
    #expect(shownRows(kit) == before)
    view.finishAnimations()
    #expect(shownRows(kit) == before)
  }

  @Test(arguments: [true, false])
  func theOffsetIsSetInsideTheBatchAndTheCorrectionAfterFindsNothingToDo(animated: Bool) {
    let (kit, view) = scrolledKit()
    kit.setTable(notes(Array(100..<110) + Array(1...30)), animated: animated)
    // Frames are sums of heights, added in another order than offsets: a hundredth of slack.
    #expect(abs((view.offsetWhenBatchReturned ?? 0) - (88 + 440)) < 0.01)
    #expect(view.offsetsSetAfterBatch.isEmpty)
    view.finishAnimations()
    #expect(abs(view.contentOffset.y - (88 + 440)) < 0.01)
    #expect(view.offsetsSetAfterBatch.isEmpty)
  }

  @Test func deletedRowsAboveMoveTheOffsetInsideTheBatch() {
    let (kit, view) = scrolledKit()
    let before = shownRows(kit)
    kit.table.value = notes(2...30)  // the row above the screen goes
    #expect(abs((view.offsetWhenBatchReturned ?? 0) - 44) < 0.01)
    #expect(shownRows(kit) == before)
    #expect(view.dequeuedPaths.map { kit.shown[$0].id }.filter(before.contains).isEmpty)
  }

  @Test func withoutAnchoringTheBatchKeepsTheProposedOffset() {
    let (kit, view) = scrolledKit()
    kit.anchoring = .none
    kit.table.value = notes(Array(100..<110) + Array(1...30))
    #expect(view.offsetWhenBatchReturned == 88)
  }

  @Test func outsideABatchTheKitAnswersTheProposedOffset() {
    let (kit, view) = scrolledKit()
    let proposed = CGPoint(x: 0, y: 123)
    // The bridge itself: UIKit's requirement is optional on iOS, and this asks what it answers.
    let bridge = view.delegate as? CollectionViewBridge<EmptySection, Note>
    let answer = bridge?.collectionView(
      view, targetContentOffsetForProposedContentOffset: proposed)
    #expect(bridge != nil)
    #expect(answer == proposed)
    #expect(kit.anchorInBatch == nil)
  }
}
