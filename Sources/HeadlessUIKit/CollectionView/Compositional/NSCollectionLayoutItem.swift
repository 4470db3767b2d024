/// Describes one cell of a compositional layout: its size and the insets of its content.
///
/// Mirrors `@MainActor open class NSCollectionLayoutItem : NSObject, NSCopying` (iOS 13). An
/// item is laid out inside a group; its fractional dimensions are fractions of the group's
/// size, and its ``contentInsets`` shrink the cell inside the room the item takes (not along an
/// estimated dimension, whose cell sizes itself: Rules.md R-comp-2).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// ```
@MainActor public class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize

  /// The space between the item's room and its cell; default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero

  /// Creates an item of a size.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }
}
