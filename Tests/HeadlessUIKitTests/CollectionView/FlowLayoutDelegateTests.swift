import Foundation
import Testing

@testable import HeadlessUIKit

/// The flow layout asks a `UICollectionViewDelegateFlowLayout` delegate first and falls back to
/// its own properties for every method the delegate lacks (Apple's UICollectionViewFlowLayout
/// property documentation, cited in `UICollectionViewFlowLayout`).
@MainActor @Suite struct FlowLayoutDelegateTests {
  private final class Sizes: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 100, height: CGFloat(10 * (indexPath.item + 1)))
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      CGSize(width: 0, height: 5)
    }
  }

  @Test("Delegate sizes and header sizes win; absent methods use the layout's properties")
  func delegateAnswersFirst() {
    let sizes = Sizes()
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 1
    layout.itemSize = CGSize(width: 1, height: 1)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = sizes
    collectionView.delegate = sizes
    let frames = (0..<3).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.minY) == [5, 16, 37])
    #expect(frames.map(\.height) == [10, 20, 30])
    withExtendedLifetime(sizes) {}
  }

  @Test("A non-zero estimatedItemSize stands in for the size when the delegate gives none")
  func estimatedSizeStandsIn() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 44)
    layout.minimumLineSpacing = 0
    let recorder = CollectionRecorder(sections: labels([2]))
    let collectionView = RecordedCollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.recorder = recorder
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = recorder
    collectionView.delegate = recorder
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 100, height: 88))
  }

  @Test("Changing a layout property lays the view out again")
  func propertyChangesInvalidate() throws {
    let (_, collectionView) = loadedCollectionView([4])
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.itemSize = CGSize(width: 100, height: 25)
    #expect(collectionView.indexPathsForVisibleItems == IndexPath.items(0...3))
  }
}
