/// Describes the space between the items of a group.
///
/// Mirrors `@MainActor open class NSCollectionLayoutSpacing : NSObject, NSCopying` (iOS 13): a
/// fixed spacing is exactly its points; a flexible one is at least its points and takes an
/// equal share of the room the items leave in the group ("i.e. >=", the header's comment).
@MainActor public final class NSCollectionLayoutSpacing: NSObject {
  /// The points of spacing (the minimum, when flexible).
  public let spacing: CGFloat
  /// Whether the spacing grows to spread the items across the group.
  public let isFlexibleSpacing: Bool

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// Spacing of at least some points that spreads the items across the group.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Spacing of exactly some points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// Whether the spacing is exactly its points.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
