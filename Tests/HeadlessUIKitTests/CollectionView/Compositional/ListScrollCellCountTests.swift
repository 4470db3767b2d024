import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-cleanup-1: scrolling through a list layout with prefetching on holds the cells of
/// the visible items, the cell kept for the item just scrolled off and the cell prepared for the
/// item about to appear: visible + 2 cells, no more.
@MainActor @Suite struct ListScrollCellCountTests {
  private static var windows: [UIWindow] = []

  /// The cells a data source made, by identity.
  private final class MadeCells {
    var cells: Set<ObjectIdentifier> = []
  }

  /// A plain list of `count` items, `rows` rows high, in a window, with the cells it makes
  /// counted.
  private func list(count: Int, rows: Int) -> (UICollectionView, MadeCells, CollectionRecorder) {
    let recorder = CollectionRecorder(sections: labels([count]))
    let made = MadeCells()
    recorder.cellProvider = { [made] view, path in
      let cell = view.dequeueReusableCell(
        withReuseIdentifier: CollectionRecorder.cellIdentifier, for: path)
      made.cells.insert(ObjectIdentifier(cell))
      return cell
    }
    let collectionView = makeCollectionView(
      recorder, width: 320, height: 44 * CGFloat(rows),
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let window = UIWindow(frame: collectionView.frame)
    window.addSubview(collectionView)
    Self.windows.append(window)  // a view holds its superview weakly
    collectionView.layoutIfNeeded()
    return (collectionView, made, recorder)
  }

  @Test func scrollingAListAScreenAtATimeMakesTheVisibleCellsAndTwoMore() {
    let (collectionView, made, recorder) = list(count: 200, rows: 6)
    defer { withExtendedLifetime(recorder) {} }  // the view holds its data source weakly
    var mostVisible = collectionView.visibleCells.count
    let bottom = collectionView.contentSize.height - collectionView.bounds.height
    while collectionView.contentOffset.y < bottom {
      collectionView.contentOffset.y = min(
        bottom, collectionView.contentOffset.y + collectionView.bounds.height)
      collectionView.layoutIfNeeded()
      mostVisible = max(mostVisible, collectionView.visibleCells.count)
    }
    #expect(mostVisible == 6)
    #expect(made.cells.count == mostVisible + 2)
  }

  @Test func midScrollTheItemJustOffKeepsItsCellAndTheNextOneHasOneReady() throws {
    let (collectionView, _, recorder) = list(count: 200, rows: 6)
    defer { withExtendedLifetime(recorder) {} }  // the view holds its data source weakly
    collectionView.contentOffset.y = 44 * 6
    collectionView.layoutIfNeeded()
    collectionView.contentOffset.y = 44 * 12
    collectionView.layoutIfNeeded()
    let visible = collectionView.indexPathsForVisibleItems.sorted()
    #expect(visible == (12...17).map { IndexPath(item: $0, section: 0) })
    let kept = try #require(collectionView.cellForItem(at: IndexPath(item: 11, section: 0)))
    let prepared = try #require(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)))
    #expect(!collectionView.visibleCells.contains { $0 === kept || $0 === prepared })
    #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    #expect(collectionView.cellForItem(at: IndexPath(item: 19, section: 0)) == nil)
  }
}
