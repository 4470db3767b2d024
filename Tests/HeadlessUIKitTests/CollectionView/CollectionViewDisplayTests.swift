import Foundation
import Testing

@testable import HeadlessUIKit

/// Layout and display lifecycle (Rules.md R-display-*; geometry from the flow layout).
@MainActor @Suite struct CollectionViewDisplayTests {
  @Test("R-display-11: the items intersecting the bounds are the visible ones")
  func visibleItemsComeFromBoundsAndLayout() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    collectionView.contentOffset = CGPoint(x: 0, y: 75)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(1...3))
    #expect(collectionView.visibleCells.count == 3)
  }

  @Test("R-display-3: each cell is asked for, then announced with willDisplay")
  func cellForItemPrecedesWillDisplay() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls("cellForItemAt", "willDisplay") == [
        "cellForItemAt 0-0", "willDisplay 0-0", "cellForItemAt 0-1", "willDisplay 0-1",
      ])
  }

  @Test("R-display-11: supplementary views follow the cells and get their own display events")
  func supplementaryViewsFollowCells() {
    let recorder = CollectionRecorder(sections: labels([1]))
    let collectionView = makeCollectionView(recorder, header: 20, footer: 20)
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls("willDisplay", "willDisplaySupplementary") == [
        "willDisplay 0-0", "willDisplaySupplementary header 0", "willDisplaySupplementary footer 0",
      ])
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionFooter) == [IndexPath(item: 0, section: 0)])
  }

  @Test("R-display-4: a cell that leaves the bounds gets didEndDisplaying and is reused")
  func scrollingRetiresAndReusesCells() throws {
    let recorder = CollectionRecorder(sections: labels([6]))
    let collectionView = makeCollectionView(recorder)
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    recorder.log = []
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls("didEndDisplaying", "cellForItemAt", "willDisplay") == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "cellForItemAt 0-2", "willDisplay 0-2",
        "cellForItemAt 0-3", "willDisplay 0-3",
      ])
    let reused = [2, 3].compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))
    }
    #expect(reused.contains { $0 === first })
  }

  @Test("R-display-11: the cell stays while any part of it is inside the bounds")
  func aPartlyVisibleCellStays() {
    let recorder = CollectionRecorder(sections: labels([4]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 49)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("didEndDisplaying").isEmpty)
    collectionView.contentOffset = CGPoint(x: 0, y: 50)
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("didEndDisplaying") == ["didEndDisplaying 0-0"])
  }

  @Test(
    "R-display-2: reloadData retires the visible cells in reverse order and asks again at layout")
  func reloadDataRetiresInReverseOrder() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    recorder.log = []
    collectionView.reloadData()
    #expect(recorder.log == ["didEndDisplaying 0-1", "didEndDisplaying 0-0"])
    collectionView.layoutIfNeeded()
    #expect(recorder.calls("cellForItemAt") == ["cellForItemAt 0-0", "cellForItemAt 0-1"])
  }

  @Test("R-display-4: a deleted item's cell gets didEndDisplaying with its old index path")
  func deletionRetiresTheCell() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    recorder.log = []
    recorder.sections[0].remove(at: 0)
    collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...1))
    #expect(recorder.calls("cellForItemAt") == ["cellForItemAt 0-1"])
    // The deleted cell leaves when the update's animation ends (Rules.md R-time-2).
    #expect(recorder.calls("didEndDisplaying").isEmpty)
    collectionView.headless.finishAnimations()
    #expect(recorder.calls("didEndDisplaying") == ["didEndDisplaying 0-0"])
  }

  @Test("R-display-6: cellForItem(at:) never asks the data source and is nil off screen")
  func cellForItemOnlyReturnsDisplayedCells() {
    let recorder = CollectionRecorder(sections: labels([5]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    recorder.log = []
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
    #expect(recorder.log.isEmpty)
  }

  @Test("The content size is the flow layout's: width by the end of the last section")
  func contentSizeComesFromTheLayout() {
    let recorder = CollectionRecorder(sections: labels([3, 2]))
    let collectionView = makeCollectionView(recorder, header: 10, footer: 5)
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 100, height: 3 * 50 + 2 * 50 + 2 * 15))
  }

  @Test("layoutAttributesForItem(at:) gives the item's frame, nil past the end")
  func layoutAttributesForItemGivesFrames() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(recorder)
    let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    #expect(attributes?.frame == CGRect(x: 0, y: 100, width: 100, height: 50))
    #expect(attributes?.representedElementCategory == .cell)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 10, y: 120)) == IndexPath(item: 2, section: 0))
  }

  @Test("R-scroll-5: scrollToItem puts the item where asked, within the content, scrolling once")
  func scrollToItemMovesTheOffset() {
    let recorder = CollectionRecorder(sections: labels([10]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    recorder.log = []
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 200)
    #expect(recorder.calls("didScroll") == ["didScroll"])
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .bottom, animated: false)
    #expect(collectionView.contentOffset.y == 150)
    collectionView.scrollToItem(
      at: IndexPath(item: 4, section: 0), at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 175)
    collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 400)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(8...9))
  }

  @Test("R-scroll-5: scrolling to an item that does not exist fails with UIKit's message")
  func scrollToMissingItemThrows() {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(recorder)
    #expect(
      throws: UIKitException(
        .internalInconsistencyException,
        reason: "Attempted to scroll the collection view to an out-of-bounds item (3) when there "
          + "are only 3 items in section 0.")
    ) {
      try collectionView.checked.scrollToItem(
        at: IndexPath(item: 3, section: 0), at: .top, animated: false)
    }
  }

  @Test("A new bounds width lays the items out again")
  func resizingRelaysOut() {
    let recorder = CollectionRecorder(sections: labels([4]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...3))
  }

  @Test("R-display-2: after reloadData the pool hands the old cells out flipped")
  func reloadFlipsTheCellMapping() throws {
    let (_, collectionView) = loadedCollectionView([5])
    let zero = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let one = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.reloadData()
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === one)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === zero)
  }

  @Test("reloadData pulls the offset back when the content shrinks below it")
  func reloadKeepsTheOffsetWithinTheContent() {
    let (recorder, collectionView) = loadedCollectionView([10])
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    recorder.sections[0].removeLast(7)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.y == 50)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(1...2))
  }

  @Test("R-scroll-3: a scripted drag reaches the collection view's delegate and moves the items")
  func scriptedDragScrollsTheCollectionView() {
    let (recorder, collectionView) = loadedCollectionView([10])
    collectionView.headless.drag(by: CGPoint(x: 0, y: 100))
    #expect(recorder.calls("didScroll").count >= 1)
    #expect(collectionView.contentOffset.y == 100)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(2...3))
  }
}
