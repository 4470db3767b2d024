/// Describes how a compositional layout lays out one section: its group, repeated for every
/// item, and the section's insets, spacing, headers and footers.
///
/// Mirrors `@MainActor open class NSCollectionLayoutSection : NSObject, NSCopying` (iOS 13).
/// Groups follow one another along the layout's scroll direction, ``interGroupSpacing``
/// apart; with an ``orthogonalScrollingBehavior`` other than `.none` they run across it
/// instead, in a row of their own that scrolls on its own (Rules.md R-comp-8).
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
@MainActor public final class NSCollectionLayoutSection: NSObject {
  /// The group repeated for the section's items.
  let group: NSCollectionLayoutGroup

  /// The space between the section's boundary and its groups; default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The space between one group and the next; default zero.
  public var interGroupSpacing: CGFloat = 0

  /// Whether and how the section scrolls across the layout's direction; default `.none`.
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior
    .none

  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The list configuration a list section was made from, for its swipe actions.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats a group.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }
}

/// Describes how a section of a compositional layout scrolls across the layout's direction.
///
/// Mirrors `enum UICollectionLayoutSectionOrthogonalScrollingBehavior : Int` (iOS 13); raw
/// values are UIKit's. Every case but `.none` lays the section's groups out across the
/// layout's scroll direction, in a row that scrolls on its own; headless the cases differ in
/// where a scripted orthogonal scroll comes to rest (Rules.md R-comp-9).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
  // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
  // integer with no references.

  /// The section lays out along the layout's scroll direction.
  case none = 0
  /// The section scrolls continuously.
  case continuous = 1
  /// The section scrolls continuously and comes to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary = 2
  /// The section scrolls a page (its visible width) at a time.
  case paging = 3
  /// The section scrolls a group at a time.
  case groupPaging = 4
  /// The section scrolls a group at a time, centring each group.
  case groupPagingCentered = 5
}
