import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

// Adapter code as it is written against UIKit: it must compile here unchanged (Rules.md R-decl-1),
// and run. Nothing in this file uses HeadlessUIKit-only API.

@MainActor
private final class PhotoAdapter: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching
{
  var photos = ["a", "b", "c"]
  var prefetched: [IndexPath] = []
  var scrolls = 0

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? PhotoCell)?.title = photos[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched += indexPaths
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 60)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls += 1
  }
}

@MainActor private final class PhotoCell: UICollectionViewCell {
  var title = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
  }

  override var isSelected: Bool {
    didSet { contentView.alpha = isSelected ? 0.5 : 1 }
  }
}

@MainActor private final class HeaderView: UICollectionReusableView {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    tag = layoutAttributes.indexPath.section + 100
  }
}

@MainActor private final class StickyLayout: UICollectionViewFlowLayout {
  private(set) var prepared = 0

  override func prepare() {
    super.prepare()
    prepared += 1
  }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)
  }
}

@MainActor private final class CountingCollectionView: UICollectionView {
  private(set) var reloads = 0

  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}

@MainActor @Suite struct CollectionViewSourceCompatibilityTests {
  @Test("R-decl-1: a UIKit-style adapter, cell, header, layout and view subclass compile and run")
  func uikitStyleAdapterRuns() throws {
    let adapter = PhotoAdapter()
    let layout = StickyLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let collectionView = CountingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.register(
      HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = adapter
    collectionView.delegate = adapter
    collectionView.prefetchDataSource = adapter
    collectionView.reloadData()

    let first = try #require(collectionView.visibleCells.first as? PhotoCell)
    #expect(first.title == "a")
    #expect(first.frame == CGRect(x: 0, y: 30, width: 200, height: 60))
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.tag == 100)

    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(first.contentView.alpha == 0.5)

    collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    collectionView.layoutIfNeeded()
    #expect(adapter.scrolls == 1)
    #expect(adapter.prefetched.last == IndexPath(item: 2, section: 0))

    adapter.photos.insert("z", at: 0)
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(collectionView.reloads == 1)
    collectionView.layoutIfNeeded()  // outside a window the update lays out here (R-display-14)
    #expect(layout.prepared >= 2)
  }
}
