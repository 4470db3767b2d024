import Foundation

@testable import HeadlessUIKit

/// A size from two dimensions, for short fixtures.
@MainActor func size(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of rows of `columns` equal items, each row `height` points tall.
@MainActor func gridSection(columns: Int, height: NSCollectionLayoutDimension)
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(
    layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), height), subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// A section of full-width rows whose height is estimated.
@MainActor func estimatedRowsSection(estimate: CGFloat = 44) -> NSCollectionLayoutSection {
  let rowSize = size(.fractionalWidth(1), .estimated(estimate))
  return NSCollectionLayoutSection(
    group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
  )
}

/// A cell that prefers a height set by the test (its current height when none is set).
@MainActor final class SizingCell: UICollectionViewCell {
  var preferredHeight: CGFloat?

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: preferredHeight ?? bounds.height)
  }
}

extension CollectionRecorder {
  /// Makes cells `SizingCell`s whose preferred height `height(indexPath)` gives.
  func sizeCells(
    in collectionView: UICollectionView, height: @escaping (IndexPath) -> CGFloat?
  ) {
    collectionView.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
    cellProvider = { collectionView, indexPath in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath)
      (cell as? SizingCell)?.preferredHeight = height(indexPath)
      return cell
    }
  }
}

extension UICollectionView {
  /// The frames of the visible items' cells, by index path label.
  var visibleFrames: [String: CGRect] {
    Dictionary(
      uniqueKeysWithValues: indexPathsForVisibleItems.compactMap { path in
        cellForItem(at: path).map { (path.label, $0.frame) }
      })
  }
}
