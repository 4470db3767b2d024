/// Provides a collection view with its items and the views that show them.
///
/// Mirrors `UICollectionViewDataSource` (iOS 6). UIKit declares every requirement below the first
/// two `optional`; here each has a default in an extension that does what UIKit does when the
/// method is absent, so a conformer implements exactly the methods it would on iOS.
///
/// ```swift
/// final class Photos: NSObject, UICollectionViewDataSource {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Returns the number of items in a section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Returns the cell for an item; it must come from
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Returns the number of sections; one when not implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Returns the supplementary view of a kind for a section, such as a header or footer.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Returns whether an item may be moved; when not implemented, every item may move if
  /// `collectionView(_:moveItemAt:to:)` is implemented.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Moves an item in the data from one index path to another.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// Returns the titles of the index; `nil` (no index) when not implemented.
  func indexTitles(for collectionView: UICollectionView) -> [String]?

  /// Returns the index path that an index title scrolls to.
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension UICollectionViewDataSource {
  /// Returns one section, as UIKit assumes when the method is absent.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return 1
  }

  /// Stops as UIKit does when a layout asks for a supplementary view and gets none.
  ///
  /// A flow layout asks only for headers and footers with a non-zero reference size, so a data
  /// source that shows none never reaches this. UIKit then reports the missing view as a nil one:
  /// "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath … was
  /// not retrieved by calling -dequeueReusableSupplementaryViewOfKind:… or is nil ((null))"
  /// (github.com/parse-community/ParseUI-iOS/issues/66).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return collectionView.failingLater(fallback: UICollectionReusableView(frame: .zero)) {
      () throws(UIKitException) -> UICollectionReusableView in
      throw UICollectionView.supplementaryNotDequeued(kind: kind, at: indexPath, view: nil)
    }
  }

  /// Returns `true`: without the method every item may move, provided
  /// `collectionView(_:moveItemAt:to:)` is implemented (developer.apple.com/documentation/uikit/
  /// uicollectionviewdatasource/collectionview(_:canmoveitemat:)).
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return true
  }

  /// Does nothing, as when the method is absent (interactive movement is then unavailable).
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }

  /// Returns `nil`: no index.
  public func indexTitles(for collectionView: UICollectionView) -> [String]? {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return nil
  }

  /// Returns the first item of the section with the same number as the title's position.
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    OptionalRequirement.markDefaultReached(#function, by: self)
    return IndexPath(item: 0, section: index)
  }
}
