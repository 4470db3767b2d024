import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

/// Batch updates: the processing model (Rules.md R-batch-*) and UIKit's collection-view checks
/// (Rules.md R-valid-*).
@MainActor @Suite struct CollectionViewBatchUpdateTests {
  private func failure(_ collectionView: UICollectionView, _ updates: @escaping () -> Void)
    -> String?
  {
    do {
      try collectionView.checked.performBatchUpdates(updates)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test("R-batch-3: inside the block the counts are the old ones; after it the new ones")
  func countsChangeOnlyWhenTheBatchEnds() {
    let (recorder, collectionView) = loadedCollectionView([3])
    var inside = -1
    var finished: Bool?
    collectionView.performBatchUpdates(
      {
        recorder.sections[0].append("new")
        collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        inside = collectionView.numberOfItems(inSection: 0)
      }, completion: { finished = $0 })
    #expect(inside == 3)
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(finished == nil)  // Rules.md R-time-2: the completion comes with the animation's end
    collectionView.headless.finishAnimations()
    #expect(finished == true)
  }

  @Test("R-batch-2: a lone call outside a batch is its own batch")
  func loneCallIsValidatedAtOnce() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0].remove(at: 2)
    collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
  }

  @Test("R-batch-1: nested batches are validated once, when the outermost ends")
  func nestedBatchesJoinTheOutermost() {
    let (recorder, collectionView) = loadedCollectionView([2])
    collectionView.performBatchUpdates {
      recorder.sections[0].insert("a", at: 0)
      collectionView.performBatchUpdates {
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
      recorder.sections[0].insert("b", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
  }

  @Test("R-batch-5: deletes use before-indexes and inserts after-indexes, whatever the order")
  func insertsAndDeletesUseTheirOwnIndexes() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0] = ["0-1", "0-2", "x"]
    #expect(
      failure(collectionView) {
        collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      } == nil)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test("R-valid-13: more items than the operations predict gives the legacy count text")
  func tooManyItemsGivesTheLegacyText() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0] += ["a", "b"]
    let reason = failure(collectionView) {}
    #expect(
      reason?.hasPrefix(
        "Invalid update: invalid number of items in section 0. The number of items contained in "
          + "an existing section after the update (5) must be equal to the number of items "
          + "contained in that section before the update (3), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out). "
          + "Collection view: <UICollectionView: 0x0;") == true)
  }

  @Test("R-valid-14: fewer items than predicted gives the \"Invalid batch updates detected\" text")
  func tooFewItemsGivesTheBatchText() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0] = []
    let reason = failure(collectionView) {
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(reason?.hasPrefix("Invalid batch updates detected") == true)
    #expect(reason?.contains("item counts: [3]") == true)
    #expect(reason?.contains("Collection view:") == true)
  }

  @Test("R-valid-12: the section count is checked")
  func sectionCountIsChecked() {
    let (recorder, collectionView) = loadedCollectionView([1, 1])
    recorder.sections.removeLast()
    #expect(
      failure(collectionView) {}?.hasPrefix("Invalid update: invalid number of sections.") == true)
  }

  @Test("R-valid-15: index checks use item wording")
  func indexChecksUseItemWording() {
    let (_, collectionView) = loadedCollectionView([3])
    #expect(
      failure(collectionView) { collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
        == "attempt to delete item 7 from section 0 which only contains 3 items before the update")
    #expect(
      failure(collectionView) { collectionView.insertItems(at: [IndexPath(item: 9, section: 0)]) }
        == "attempt to insert item 9 into section 0, but there are only 3 items in section 0 "
        + "after the update")
  }

  @Test("R-valid-2: deleting and reloading the same index path is illegal")
  func deleteAndReloadTheSamePath() {
    let (_, collectionView) = loadedCollectionView([3])
    let path = IndexPath(item: 1, section: 0)
    #expect(
      failure(collectionView) {
        collectionView.deleteItems(at: [path])
        collectionView.reloadItems(at: [path])
      } == "attempt to delete and reload the same index path (\(path.exceptionDescription))")
  }

  @Test("R-valid-15: moving an item out of a deleted section is illegal for a collection view")
  func moveOutOfDeletedSection() {
    let (recorder, collectionView) = loadedCollectionView([2, 2])
    recorder.sections = [["1-0", "1-1", "0-0"]]
    #expect(
      failure(collectionView) {
        collectionView.deleteSections([0])
        collectionView.moveItem(
          at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
      } == "cannot move an item from a deleted section (0)")
  }

  @Test("R-valid-11: moving one item to two places is illegal")
  func moveToBothIsIllegal() throws {
    let (_, collectionView) = loadedCollectionView([3])
    let reason = try #require(
      failure(collectionView) {
        collectionView.moveItem(
          at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        collectionView.moveItem(
          at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
      })
    #expect(reason.hasPrefix("attempt to move item at index path"))
  }

  @Test("R-batch-8: a rejected batch leaves the view as it was")
  func rejectedBatchChangesNothing() {
    let (recorder, collectionView) = loadedCollectionView([3])
    recorder.sections[0].append("extra")
    #expect(failure(collectionView) {} != nil)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    recorder.sections[0].removeLast()
    #expect(failure(collectionView) {} == nil)
  }

  @Test("R-batch-6: a reloaded item gets a new cell instance")
  func reloadCreatesAFreshCell() throws {
    let (_, collectionView) = loadedCollectionView([3])
    let path = IndexPath(item: 0, section: 0)
    let old = try #require(collectionView.cellForItem(at: path))
    collectionView.reloadItems(at: [path])
    let new = try #require(collectionView.cellForItem(at: path) as? LabelCell)
    #expect(new !== old)
    #expect(new.reuseCount == 0)
  }

  @Test("R-reuse-10: reconfiguring hands back the same cell without prepareForReuse")
  func reconfigureKeepsTheCell() throws {
    let (recorder, collectionView) = loadedCollectionView([3])
    let path = IndexPath(item: 1, section: 0)
    let cell = try #require(collectionView.cellForItem(at: path) as? LabelCell)
    recorder.sections[0][1] = "changed"
    recorder.log = []
    collectionView.reconfigureItems(at: [path])
    #expect(collectionView.cellForItem(at: path) === cell)
    #expect(cell.text == "changed")
    #expect(cell.reuseCount == 0)
    #expect(
      recorder.calls("cellForItemAt", "willDisplay", "didEndDisplaying") == ["cellForItemAt 0-1"])
  }

  @Test("R-time-1: a reconfigure whose data source dequeues another identifier stops")
  func reconfigureWithAnotherIdentifierStops() throws {
    let (recorder, collectionView) = loadedCollectionView([3])
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "other")
    recorder.cellIdentifier = "other"
    let failure = try #require(throws: UIKitException.self) {
      try collectionView.checked.performBatchUpdates {
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    #expect(
      failure.reason
        == "Attempted to dequeue a cell for a different registration or reuse identifier than "
        + "the existing cell when reconfiguring an item. Dequeued reuse identifier: other; "
        + "Original reuse identifier: cell")
  }

  @Test("R-time-1: inside a batch, a reconfigure asks for the cell at the call, at its old path")
  func reconfigureInsideABatchIsResolvedAtTheCall() throws {
    let recorder = CollectionRecorder(sections: labels([3]))
    let collectionView = makeCollectionView(recorder, height: 300)  // every item stays visible
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    recorder.log = []
    var askedInsideTheBlock: [String] = []
    collectionView.performBatchUpdates {
      recorder.sections[0][1] = "changed"
      collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
      askedInsideTheBlock = recorder.calls("cellForItemAt")
      recorder.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(askedInsideTheBlock == ["cellForItemAt 0-1"])
    // The reconfigured cell moved down with its item; nothing asked for it again.
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    #expect((cell as? LabelCell)?.text == "changed")
    #expect(!recorder.calls("cellForItemAt").contains("cellForItemAt 0-2"))
  }

  @Test("R-batch-5: moved items keep their cells at their new index paths")
  func movesCarryCells() throws {
    let (recorder, collectionView) = loadedCollectionView([3])
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    recorder.sections[0] = ["0-1", "0-0", "0-2"]
    collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
  }

  @Test("R-batch-6: reloading a section retires its views and asks for all of them again")
  func reloadSectionsReplacesTheSection() throws {
    let (recorder, collectionView) = loadedCollectionView([2])
    let old = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    recorder.sections[0] = ["x", "y", "z"]
    collectionView.reloadSections([0])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) !== old)
    #expect(
      (collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.text == "x")
  }
}
