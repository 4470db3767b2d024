import Foundation
import Testing

@testable import HeadlessUIKit

/// Estimated dimensions and self-sizing cells in compositional layouts (Rules.md R-comp-3,
/// R-comp-10).
@MainActor @Suite struct CompositionalSelfSizingTests {
  @Test(
    "R-comp-3: a displayed cell's preferred height replaces the estimate and moves what follows")
  func preferredHeightReplacesTheEstimate() {
    let recorder = CollectionRecorder(sections: labels([10]))
    let collectionView = makeCollectionView(
      recorder, width: 100, height: 100,
      layout: UICollectionViewCompositionalLayout(section: estimatedRowsSection(estimate: 40)))
    recorder.sizeCells(in: collectionView) { $0.item == 0 ? 70 : nil }
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleFrames["0-0"] == CGRect(x: 0, y: 0, width: 100, height: 70))
    #expect(collectionView.visibleFrames["0-1"] == CGRect(x: 0, y: 70, width: 100, height: 40))
    // Item 2 was visible at its estimate (80…120); once item 0 is measured it starts at 110.
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    #expect(collectionView.contentSize.height == 430)  // 70 + 9 × 40
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minY
        == 390)  // 70 + 8 × 40
  }

  @Test(
    "R-comp-3: a cell that prefers a smaller height lets more items in, displayed the same pass")
  func shrinkingCellsBringMoreItemsIn() {
    let recorder = CollectionRecorder(sections: labels([10]))
    let collectionView = makeCollectionView(
      recorder, width: 100, height: 100,
      layout: UICollectionViewCompositionalLayout(section: estimatedRowsSection(estimate: 50)))
    recorder.sizeCells(in: collectionView) { _ in 20 }
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...4))
    #expect(collectionView.visibleCells.allSatisfy { $0.frame.height == 20 })
  }

  @Test("R-comp-3: measured sizes follow their items through a batch update")
  func measuredSizesFollowTheirItems() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(
      recorder, width: 100, height: 300,
      layout: UICollectionViewCompositionalLayout(section: estimatedRowsSection(estimate: 40)))
    var tall: Set<String> = ["0-1"]
    recorder.sizeCells(in: collectionView) { [unowned recorder] path in
      tall.contains(recorder.sections[path.section][path.item]) ? 90 : nil
    }
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleFrames["0-1"]?.height == 90)
    tall = []
    recorder.sections[0].insert("new", at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    collectionView.layoutIfNeeded()
    // The item once at 0-1 is now 0-2 and keeps its measured height without asking again.
    #expect(collectionView.visibleFrames["0-2"] == CGRect(x: 0, y: 80, width: 100, height: 90))
  }

  @Test("R-comp-10: 100,000 estimated items are prepared without laying each out")
  func hugeEstimatedSectionsPrepareLazily() {
    let recorder = CollectionRecorder(sections: labels([100_000]))
    let collectionView = makeCollectionView(
      recorder, width: 100, height: 100,
      layout: UICollectionViewCompositionalLayout(section: estimatedRowsSection(estimate: 25)))
    recorder.sizeCells(in: collectionView) { _ in 50 }
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    // Items 0–3 were displayed at their estimates and measured; the two that then left were
    // kept next to the visible area or retired, never more asked for.
    #expect(recorder.calls("cellForItemAt").count <= 5)
    #expect(collectionView.contentSize.height == 2_500_100)  // 4 × 50 + 99,996 × 25
    let last = IndexPath(item: 99_999, section: 0)
    #expect(
      collectionView.layoutAttributesForItem(at: last)?.frame
        == CGRect(x: 0, y: 2_500_075, width: 100, height: 25))  // 4 × 50 + 99,995 × 25
    // As in UIKit, cells measured on arrival move what follows them: the end comes near,
    // every cell on screen measured.
    collectionView.scrollToItem(at: last, at: .bottom, animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.first.map { $0.item > 99_990 } == true)
    #expect(collectionView.visibleCells.allSatisfy { $0.frame.height == 50 })
  }
}
