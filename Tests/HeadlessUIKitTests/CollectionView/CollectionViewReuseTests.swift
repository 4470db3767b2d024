import Foundation
import Testing

@testable import HeadlessUIKit

/// Registration, dequeue and reuse (Rules.md R-reuse-*).
@MainActor @Suite struct CollectionViewReuseTests {
  private func unregistered(_ kind: String, _ identifier: String) -> UIKitException {
    UIKitException(
      .internalInconsistencyException,
      reason: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }

  @Test("R-reuse-2: dequeuing an unregistered cell identifier fails with UIKit's text")
  func unregisteredCellIdentifierFails() throws {
    let recorder = CollectionRecorder(sections: labels([1]))
    recorder.cellIdentifier = "missing"
    let collectionView = makeCollectionView(recorder)
    let failure = try #require(throws: UIKitException.self) {
      try collectionView.checked.layoutIfNeeded()
    }
    #expect(failure == unregistered("UICollectionElementKindCell", "missing"))
  }

  @Test("R-reuse-2: the check is against registrations, not the pool")
  func unregisteringFailsEvenWithPooledCells() throws {
    let recorder = CollectionRecorder(sections: labels([4]))
    let collectionView = makeCollectionView(recorder)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()  // items 0 and 1 wait in the pool now
    collectionView.register(nil as AnyClass?, forCellWithReuseIdentifier: "cell")
    collectionView.contentOffset = .zero
    #expect(throws: unregistered("UICollectionElementKindCell", "cell")) {
      try collectionView.checked.layoutIfNeeded()
    }
  }

  @Test("R-reuse-2: a supplementary view registered for another kind is not found")
  func wrongKindFails() {
    let recorder = CollectionRecorder(sections: labels([1]))
    let collectionView = makeCollectionView(recorder, header: 10)
    collectionView.register(
      nil as AnyClass?, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: CollectionRecorder.headerIdentifier)
    collectionView.register(
      LabelSupplementary.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: CollectionRecorder.headerIdentifier)
    #expect(throws: unregistered(UICollectionView.elementKindSectionHeader, "header")) {
      try collectionView.checked.layoutIfNeeded()
    }
  }

  @Test("R-reuse-8: the pool is last in, first out")
  func poolIsLastInFirstOut() throws {
    let recorder = CollectionRecorder(sections: labels([8]))
    let collectionView = makeCollectionView(recorder)
    let zero = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let one = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // Retired in order 0, 1: item 2 gets the last one in (1), item 3 the first (0).
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === one)
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === zero)
  }

  @Test("R-reuse-9: prepareForReuse runs on recycled cells only")
  func prepareForReuseOnlyOnRecycledCells() throws {
    let recorder = CollectionRecorder(sections: labels([8]))
    let collectionView = makeCollectionView(recorder)
    let fresh = try #require(collectionView.visibleCells as? [LabelCell])
    #expect(fresh.map(\.reuseCount) == [0, 0])
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    let recycled = try #require(collectionView.visibleCells as? [LabelCell])
    #expect(recycled.map(\.reuseCount) == [1, 1])
    #expect(Set(recycled.map(\.serial)) == Set(fresh.map(\.serial)))
  }

  @Test("R-reuse-6: a cell not from dequeue has no reuse identifier and is refused")
  func selfMadeCellIsRefused() {
    let recorder = CollectionRecorder(sections: labels([1]))
    recorder.cellProvider = { _, _ in LabelCell(frame: .zero) }
    let collectionView = makeCollectionView(recorder)
    #expect(throws: UICollectionView.cellWithoutReuseIdentifier) {
      try collectionView.checked.layoutIfNeeded()
    }
  }

  @Test("R-reuse-5: a dequeue outside a data-source request is refused")
  func dequeueOutsideRequestIsRefused() throws {
    let recorder = CollectionRecorder(sections: labels([1]))
    let collectionView = makeCollectionView(recorder)
    let failure = try #require(throws: UIKitException.self) {
      try collectionView.checked.dequeueReusableCell(
        withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    }
    #expect(
      failure.reason.hasPrefix("Expected dequeued view to be returned to the collection view"))
  }

  @Test("R-reuse-4: dequeuing two cells for one request is refused")
  func twoDequeuesForOneRequestAreRefused() throws {
    let recorder = CollectionRecorder(sections: labels([1]))
    recorder.cellProvider = { collectionView, indexPath in
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    let collectionView = makeCollectionView(recorder)
    let failure = try #require(throws: UIKitException.self) {
      try collectionView.checked.layoutIfNeeded()
    }
    #expect(failure.reason.contains("Dequeued view: <LabelCell: 0x0>"))
  }

  @Test("Registering a class that is not a cell fails")
  func registeringANonCellClassStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(NSObject.self, forCellWithReuseIdentifier: "cell")
      }
    }
  }

  @Test(
    "R-reuse-9: supplementary views are reused per kind, with prepareForReuse on the recycled one")
  func supplementaryViewsAreReused() throws {
    let recorder = CollectionRecorder(sections: labels([2, 2, 2]))
    let collectionView = makeCollectionView(recorder, header: 20)
    let header = UICollectionView.elementKindSectionHeader
    let first = try #require(
      collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        as? LabelSupplementary)
    #expect(first.reuseCount == 0)
    recorder.log = []
    collectionView.contentOffset = CGPoint(x: 0, y: 240)
    let third = collectionView.supplementaryView(
      forElementKind: header, at: IndexPath(item: 0, section: 2))
    #expect(third === first)
    #expect(first.reuseCount == 1)
    #expect(
      recorder.calls("didEndDisplayingSupplementary", "willDisplaySupplementary") == [
        "didEndDisplayingSupplementary header 0", "willDisplaySupplementary header 2",
      ])
  }
}
