/// Describes a supplementary view a compositional layout places with its items.
///
/// Mirrors `@MainActor open class NSCollectionLayoutSupplementaryItem :
/// NSCollectionLayoutItem, NSCopying` (iOS 13); headless only its boundary subclass, headers
/// and footers, is laid out.
@MainActor public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view the data source is asked for.
  public let elementKind: String

  /// The element's position on the z axis; default 1.
  public var zIndex = 1

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// Describes a header or footer of a section of a compositional layout.
///
/// Mirrors `@MainActor open class NSCollectionLayoutBoundarySupplementaryItem :
/// NSCollectionLayoutSupplementaryItem, NSCopying` (iOS 13). Aligned to the section's start
/// (`.top` when the content scrolls vertically, `.leading` when it scrolls horizontally) it
/// is a header, to its end a footer; it spans its width within the section's leading and
/// trailing insets and, with ``extendsBoundary`` (the default), the section makes room for it.
/// ``pinToVisibleBounds`` keeps it on screen while its section is (Rules.md R-comp-7).
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  /// Where the item sits against its section.
  public let alignment: NSRectAlignment
  /// The item's offset from where the alignment puts it.
  public let offset: CGPoint

  /// Whether the section makes room for the item; default `true`.
  public var extendsBoundary = true

  /// Whether the item stays on screen while its section is; default `false`.
  public var pinToVisibleBounds = false

  /// Creates a header or footer of a size and a kind, aligned to an edge of its section.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Creates a header or footer moved by an offset from where its alignment puts it.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
