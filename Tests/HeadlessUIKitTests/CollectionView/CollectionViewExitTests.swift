import Foundation
import Testing

@testable import HeadlessUIKit

/// The stopping paths: outside the throwing forms, a failed check ends the process with UIKit's
/// uncaught-exception line on standard error (Rules.md R-exc-1).
@Suite struct CollectionViewExitTests {
  @Test("R-reuse-2: an unregistered identifier stops the process with UIKit's reason")
  func unregisteredDequeueStops() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let recorder = CollectionRecorder(sections: [["a"]])
        recorder.cellIdentifier = "missing"
        makeCollectionView(recorder).layoutIfNeeded()
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'could not dequeue a view of kind: UICollectionElementKindCell with "
          + "identifier missing"))
  }

  @Test("R-exc-1: an invalid batch stops the process")
  func invalidBatchStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let recorder = CollectionRecorder(sections: [["a", "b"]])
        let collectionView = makeCollectionView(recorder)
        collectionView.layoutIfNeeded()
        collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
      }
    }
  }

  @Test("R-scroll-5: scrolling to an out-of-bounds item stops the process")
  func scrollOutOfBoundsStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let collectionView = makeCollectionView(CollectionRecorder(sections: [["a"]]))
        collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)
      }
    }
  }

  @Test("Asking for the items of a section that does not exist stops the process")
  func missingSectionStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = makeCollectionView(CollectionRecorder(sections: [["a"]])).numberOfItems(inSection: 1)
      }
    }
  }
}
