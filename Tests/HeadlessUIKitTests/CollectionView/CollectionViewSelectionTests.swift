import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

/// Selection (Rules.md R-select-*) and the state a tap script drives through the public API.
@MainActor @Suite struct CollectionViewSelectionTests {
  private let first = IndexPath(item: 0, section: 0)
  private let second = IndexPath(item: 1, section: 0)

  @Test(
    "R-select-3: selection defaults — selection on, multiple selection off, nothing selected (nil)")
  func defaults() {
    let (_, collectionView) = loadedCollectionView([3])
    #expect(collectionView.allowsSelection)
    #expect(!collectionView.allowsMultipleSelection)
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test("R-select-2: programmatic select and deselect call no delegate method")
  func programmaticSelectionIsSilent() {
    let (recorder, collectionView) = loadedCollectionView([3])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [first])
    #expect(collectionView.cellForItem(at: first)?.isSelected == true)
    collectionView.deselectItem(at: first, animated: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.cellForItem(at: first)?.isSelected == false)
    #expect(recorder.log.isEmpty)
  }

  @Test("R-select-4: with single selection, selecting another item replaces the selection")
  func singleSelectionReplaces() {
    let (_, collectionView) = loadedCollectionView([3])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [second])
    #expect(collectionView.cellForItem(at: first)?.isSelected == false)
  }

  @Test("R-select-4: with multiple selection, selections accumulate; nil clears them all")
  func multipleSelectionAccumulates() {
    let (_, collectionView) = loadedCollectionView([3])
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [second, first])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test("R-select-4: with allowsSelection off, select and deselect do nothing")
  func allowsSelectionOffIgnoresCalls() {
    let (_, collectionView) = loadedCollectionView([3])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    collectionView.allowsSelection = false
    collectionView.deselectItem(at: first, animated: false)
    collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [first])
  }

  @Test("R-select-4: selecting with a scroll position scrolls the item there")
  func selectingScrolls() {
    let (_, collectionView) = loadedCollectionView([10])
    collectionView.selectItem(
      at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .top)
    #expect(collectionView.contentOffset.y == 300)
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected == true)
  }

  @Test("R-select-5: selection follows items through an update; deleted items drop out")
  func selectionIsRemappedThroughUpdates() {
    let (recorder, collectionView) = loadedCollectionView([5])
    collectionView.allowsMultipleSelection = true
    for item in [1, 3] {
      collectionView.selectItem(
        at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    recorder.sections[0].remove(at: 1)
    recorder.sections[0].insert("new", at: 0)
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test("R-select-6: reloadData clears the selection")
  func reloadDataClearsSelection() {
    let (_, collectionView) = loadedCollectionView([3])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    collectionView.reloadData()
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }

  @Test("R-select-4: a selected item shows as selected whenever its cell is displayed again")
  func reusedCellsShowTheirItemsSelection() {
    let (_, collectionView) = loadedCollectionView([8])
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
    collectionView.contentOffset = .zero
    #expect(collectionView.cellForItem(at: first)?.isSelected == true)
  }

  @Test("R-select-1: a tap script can run UIKit's tap sequence through the public API")
  func tapScriptUsesOnlyPublicAPI() throws {
    let (recorder, collectionView) = loadedCollectionView([3])
    let delegate = try #require(collectionView.delegate)
    let cell = try #require(collectionView.cellForItem(at: second))
    // Touch down: highlight if allowed; touch up: unhighlight, then select if allowed.
    if delegate.collectionView(collectionView, shouldHighlightItemAt: second) {
      cell.isHighlighted = true
      delegate.collectionView(collectionView, didHighlightItemAt: second)
    }
    #expect(cell.isHighlighted)
    cell.isHighlighted = false
    delegate.collectionView(collectionView, didUnhighlightItemAt: second)
    if collectionView.allowsSelection,
      delegate.collectionView(collectionView, shouldSelectItemAt: second)
    {
      collectionView.selectItem(at: second, animated: false, scrollPosition: [])
      delegate.collectionView(collectionView, didSelectItemAt: second)
    }
    #expect(
      recorder.log == [
        "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldSelect 0-1",
        "didSelect 0-1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [second])
    #expect(cell.isSelected)
  }

  @Test("R-opt-2: absent delegate methods answer as UIKit does and count as not implemented")
  func defaultsReportAbsence() {
    final class Silent: NSObject, UICollectionViewDelegate {}
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let silent = Silent()
    let (answer, implemented) = OptionalRequirement.call(
      "collectionView(_:shouldSelectItemAt:)", of: silent
    ) { silent.collectionView(collectionView, shouldSelectItemAt: first) }
    #expect(answer)
    #expect(!implemented)
    collectionView.isEditing = true
    #expect(!silent.collectionView(collectionView, canPerformPrimaryActionForItemAt: first))
  }
}
