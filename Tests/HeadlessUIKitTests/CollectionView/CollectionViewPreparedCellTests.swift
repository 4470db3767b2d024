import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-time-8, for collection views: a cell may be requested ahead of display; its item
/// gets `cellForItemAt` without `willDisplay` until it appears; `cellForItem(at:)` returns it,
/// and an update moves it with its item. How far ahead is not pinned here.
@MainActor @Suite struct CollectionViewPreparedCellTests {
  private static var windows: [UIWindow] = []

  /// The usual collection view over 20 items, in a window, laid out, scrolled down a little
  /// after the log was cleared.
  private func scrolledInAWindow(prefetching: Bool = true) -> (
    CollectionRecorder, UICollectionView
  ) {
    let recorder = CollectionRecorder(sections: labels([20]))
    let collectionView = makeCollectionView(recorder)
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.isPrefetchingEnabled = prefetching
    collectionView.layoutIfNeeded()
    recorder.log = []
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    return (recorder, collectionView)
  }

  /// The items asked for a cell and not displayed.
  private func prepared(_ recorder: CollectionRecorder, _ collectionView: UICollectionView)
    -> [String]
  {
    let visible = Set(collectionView.indexPathsForVisibleItems.map(\.label))
    return recorder.calls("cellForItemAt").map { String($0.dropFirst("cellForItemAt ".count)) }
      .filter { !visible.contains($0) }
  }

  @Test func anItemBeyondTheVisibleOnesMayGetItsCellWithoutWillDisplay() {
    let (recorder, collectionView) = scrolledInAWindow()
    let ahead = prepared(recorder, collectionView)
    #expect(!ahead.isEmpty)
    let lastVisible = collectionView.indexPathsForVisibleItems.last?.item ?? 0
    for item in ahead {
      #expect(!recorder.log.contains("willDisplay \(item)"))
      #expect((Int(item.split(separator: "-")[1]) ?? 0) > lastVisible)
    }
  }

  /// The prepared item and its cell.
  private func preparedItem(_ recorder: CollectionRecorder, _ collectionView: UICollectionView)
    throws -> (IndexPath, UICollectionViewCell)
  {
    let item = try #require(
      prepared(recorder, collectionView).first.flatMap { Int($0.dropFirst(2)) })
    let path = IndexPath(item: item, section: 0)
    return (path, try #require(collectionView.cellForItem(at: path)))
  }

  @Test func cellForItemAtReturnsAPreparedCellThatIsNotVisible() throws {
    let (recorder, collectionView) = scrolledInAWindow()
    let (path, cell) = try preparedItem(recorder, collectionView)
    #expect(!collectionView.indexPathsForVisibleItems.contains(path))
    #expect(!collectionView.visibleCells.contains { $0 === cell })
    #expect((cell as? LabelCell)?.text == "0-\(path.item)")
  }

  @Test func aPreparedCellMovesWithItsItemThroughAnUpdate() throws {
    let (recorder, collectionView) = scrolledInAWindow()
    let (path, cell) = try preparedItem(recorder, collectionView)
    let moved = IndexPath(item: path.item - 1, section: 0)
    recorder.log = []
    recorder.sections[0].remove(at: 0)
    collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    // The item moved up into the bounds, and shows the cell prepared for it.
    #expect(collectionView.visibleCells.contains { $0 === cell })
    #expect(collectionView.cellForItem(at: moved) === cell)
    #expect(!recorder.log.contains("cellForItemAt \(moved.label)"))
    #expect(recorder.log.contains("willDisplay \(moved.label)"))
  }

  @Test func aReconfigureReconfiguresAPreparedCell() throws {
    let (recorder, collectionView) = scrolledInAWindow()
    let (path, cell) = try preparedItem(recorder, collectionView)
    recorder.log = []
    recorder.sections[0][path.item] = "changed"
    collectionView.reconfigureItems(at: [path])
    #expect(recorder.calls("cellForItemAt") == ["cellForItemAt \(path.label)"])
    #expect(collectionView.cellForItem(at: path) === cell)
    #expect((cell as? LabelCell)?.text == "changed")
    #expect(!recorder.log.contains("willDisplay \(path.label)"))
  }

  @Test func aPreparedItemThatAppearsIsDisplayedWithoutBeingAskedAgain() {
    let (recorder, collectionView) = scrolledInAWindow()
    let ahead = prepared(recorder, collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 110)
    collectionView.layoutIfNeeded()
    let visible = Set(collectionView.indexPathsForVisibleItems.map(\.label))
    #expect(ahead.contains { visible.contains($0) })
    for item in ahead where visible.contains(item) {
      #expect(recorder.log.filter { $0 == "cellForItemAt \(item)" }.count == 1)
      #expect(recorder.log.contains("willDisplay \(item)"))
    }
  }

  @Test func noCellIsRequestedAheadWithPrefetchingOffOrOutsideAWindow() {
    let (recorder, collectionView) = scrolledInAWindow(prefetching: false)
    #expect(prepared(recorder, collectionView).isEmpty)
    let (outside, view) = loadedCollectionView([20])
    view.contentOffset = CGPoint(x: 0, y: 10)
    view.layoutIfNeeded()
    #expect(prepared(outside, view).isEmpty)
  }

  @Test func deletingAPreparedItemPutsItsCellBackWithoutEndingADisplay() throws {
    let (recorder, collectionView) = scrolledInAWindow()
    let (path, _) = try preparedItem(recorder, collectionView)
    recorder.log = []
    recorder.sections[0].remove(at: path.item)
    collectionView.deleteItems(at: [path])
    collectionView.headless.finishAnimations()
    #expect(!recorder.log.contains("didEndDisplaying \(path.label)"))
    #expect((collectionView.cellForItem(at: path) as? LabelCell)?.text == "0-\(path.item + 1)")
  }
}
