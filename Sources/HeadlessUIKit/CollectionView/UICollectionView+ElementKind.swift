extension UICollectionView {
  /// Names the supplementary view that a flow layout places above each section.
  ///
  /// Mirrors `UICollectionView.elementKindSectionHeader`, the Swift name of
  /// `UICollectionElementKindSectionHeader` (UICollectionViewFlowLayout.h), whose value is the
  /// constant's own name. Nonisolated, as an imported C constant is.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// Names the supplementary view that a flow layout places below each section.
  ///
  /// Mirrors `UICollectionView.elementKindSectionFooter` (`UICollectionElementKindSectionFooter`).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The kind UIKit's dequeue messages print for cells (`UICollectionElementKindCell`).
  nonisolated static let elementKindCell = "UICollectionElementKindCell"
}
