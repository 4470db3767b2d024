/// Receives notice of items a collection view is likely to show soon, so their data can load.
///
/// Mirrors `UICollectionViewDataSourcePrefetching` (iOS 10). The collection view asks for items
/// beyond the visible area in the direction of scrolling, nearest first, and never for items it
/// shows already; it cancels those that stop being candidates.
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts loading the data for items, given nearest to the visible area first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Cancels loads started by an earlier `collectionView(_:prefetchItemsAt:)` for items that are
  /// no longer likely to be shown.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing, as when the method is absent.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
