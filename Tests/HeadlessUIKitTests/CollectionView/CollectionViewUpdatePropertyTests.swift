import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

/// Seeded property tests of batch updates on a collection view (Rules.md R-batch-*, R-valid-*): random
/// valid batches leave the view equal to a plain model; corrupted ones are rejected with UIKit's
/// message and change nothing. A failing case names its seed.
@MainActor @Suite struct CollectionViewUpdatePropertyTests {
  /// A view 100 × 300 showing six items at a time, over a model of ids.
  private func view(showing model: SectionedModel) -> (CollectionRecorder, UICollectionView) {
    let recorder = CollectionRecorder(sections: model.sections.map { $0.map(String.init) })
    let collectionView = makeCollectionView(recorder, header: 10, height: 300)
    collectionView.allowsMultipleSelection = true
    collectionView.layoutIfNeeded()
    return (recorder, collectionView)
  }

  /// Sends a batch's operations through the collection view's public API.
  private func send(_ batch: BatchUpdate, to collectionView: UICollectionView) {
    collectionView.deleteSections(IndexSet(batch.sectionDeletes))
    collectionView.insertSections(IndexSet(batch.sectionInserts))
    for move in batch.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
    collectionView.deleteItems(at: batch.elementDeletes.map(\.asItem))
    collectionView.insertItems(at: batch.elementInserts.map(\.asItem))
    for move in batch.elementMoves {
      collectionView.moveItem(at: move.from.asItem, to: move.to.asItem)
    }
  }

  @Test("R-batch-*: random valid batches leave counts, cells and selection equal to the model")
  func validBatchesMatchThePlainModel() {
    for seed in UInt64(1)...150 {
      var generator = SeededGenerator(seed: seed)
      let (model, change) = SectionedModel.randomCollectionChange(using: &generator)
      let (recorder, collectionView) = view(showing: model)
      let selectedIDs = Set(model.sections.joined().filter { _ in Bool.random(using: &generator) })
      for id in selectedIDs {
        collectionView.selectItem(at: model.paths[id]!.asItem, animated: false, scrollPosition: [])
      }
      recorder.sections = change.new.sections.map { $0.map(String.init) }
      do {
        try collectionView.checked.performBatchUpdates { send(change.batch, to: collectionView) }
      } catch {
        Issue.record("seed \(seed): valid batch rejected: \(error.reason)")
        continue
      }
      let counts = (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
      #expect(counts == change.new.counts, "seed \(seed)")
      for cell in collectionView.visibleCells {
        let path = collectionView.indexPath(for: cell)!
        let text = (cell as? LabelCell)?.text
        #expect(text == String(change.new.sections[path.section][path.item]), "seed \(seed)")
      }
      let expectedSelection = Set(selectedIDs.compactMap { change.new.paths[$0]?.asItem })
      #expect(
        Set(collectionView.indexPathsForSelectedItems ?? []) == expectedSelection, "seed \(seed)")
      let frames =
        collectionView.collectionViewLayout.layoutAttributesForElements(
          in: collectionView.bounds) ?? []
      let expectedVisible = frames.filter { $0.representedElementCategory == .cell }.map(
        \.indexPath)
      #expect(collectionView.indexPathsForVisibleItems == expectedVisible.sorted(), "seed \(seed)")
    }
  }

  @Test("R-batch-8: corrupted batches are rejected with UIKit's message and change nothing")
  func invalidBatchesAreRejected() {
    var checked = 0
    for seed in UInt64(1)...300 {
      var generator = SeededGenerator(seed: seed)
      let (model, change) = SectionedModel.randomCollectionChange(using: &generator)
      let (recorder, collectionView) = view(showing: model)
      let cellsBefore = collectionView.visibleCells
      let deleted = Set(change.batch.sectionDeletes)
      let inserted = Set(change.batch.sectionInserts)
      let keptOld = model.sections.indices.filter { !deleted.contains($0) }
      let keptNew = change.new.sections.indices.filter { !inserted.contains($0) }
      var batch = change.batch
      var newSections = change.new.sections
      let expected: String
      switch seed % 3 {
      case 0:
        guard let section = keptNew.randomElement(using: &generator) else { continue }
        newSections[section].append(-1)
        expected = "Invalid update: invalid number of items in section \(section)."
      case 1:
        guard let section = keptOld.randomElement(using: &generator) else { continue }
        let item = model.sections[section].count + Int.random(in: 0...3, using: &generator)
        batch.elementDeletes.append(IndexPath(row: item, section: section))
        expected =
          "attempt to delete item \(item) from section \(section) which only contains "
          + "\(model.sections[section].count) items before the update"
      default:
        guard let section = keptNew.randomElement(using: &generator) else { continue }
        let count = change.new.sections[section].count
        batch.elementInserts.append(IndexPath(row: count + 1, section: section))
        expected =
          "attempt to insert item \(count + 1) into section \(section), but there are only "
          + "\(count) items in section \(section) after the update"
      }
      checked += 1
      recorder.sections = newSections.map { $0.map(String.init) }
      let reason: String?
      do {
        try collectionView.checked.performBatchUpdates { send(batch, to: collectionView) }
        reason = nil
      } catch {
        reason = error.reason
      }
      #expect(reason?.hasPrefix(expected) == true, "seed \(seed): got \(reason ?? "no failure")")
      #expect(collectionView.numberOfSections == model.sections.count, "seed \(seed)")
      #expect(
        collectionView.visibleCells.map(ObjectIdentifier.init)
          == cellsBefore.map(ObjectIdentifier.init), "seed \(seed)")
    }
    #expect(checked > 200)
  }
}

extension SectionedModel {
  /// Returns a random model and a change of it that a collection view accepts: the shared generator may move an
  /// element into a newly inserted section, which a table view allows and a collection view
  /// refuses ("cannot move an item into a newly inserted section", Rules.md R-valid-15), so such changes are
  /// drawn again from the same generator.
  fileprivate static func randomCollectionChange(using generator: inout SeededGenerator)
    -> (model: SectionedModel, change: ModelChange)
  {
    var nextID = 0
    let model = random(using: &generator, nextID: &nextID)
    while true {
      let change = model.randomChange(using: &generator, nextID: &nextID)
      let inserted = Set(change.batch.sectionInserts)
      if !change.batch.elementMoves.contains(where: { inserted.contains($0.to.section) }) {
        return (model, change)
      }
    }
  }
}

extension IndexPath {
  /// The same two indexes as an item path (the shared model speaks in rows).
  fileprivate var asItem: IndexPath { IndexPath(item: self[1], section: self[0]) }
}
