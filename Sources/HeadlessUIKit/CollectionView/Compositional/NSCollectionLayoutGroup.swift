/// Describes a row or column of items (or of other groups) in a compositional layout; a
/// section repeats its group until every item has a place.
///
/// Mirrors `@MainActor open class NSCollectionLayoutGroup : NSCollectionLayoutItem,
/// NSCopying` (iOS 13). A horizontal group places its subitems leading to trailing, a vertical
/// one top to bottom, ``interItemSpacing`` apart. Subitems given as a list repeat while the
/// next one fits in the group (Rules.md R-comp-4); a group made with a `count` holds exactly
/// that many copies of its subitem, sized to share the group equally (Rules.md R-comp-5).
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   subitems: [item])
/// group.interItemSpacing = .fixed(8)
/// ```
@MainActor public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items the group places, in order.
  public let subitems: [NSCollectionLayoutItem]

  /// The space between subitems; nil means none.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  /// The axis the subitems follow one another along.
  let axis: LayoutAxis
  /// The number of copies of the single subitem, for a group made with a count.
  let repeatCount: Int?

  private init(
    layoutSize: NSCollectionLayoutSize, axis: LayoutAxis, subitems: [NSCollectionLayoutItem],
    count: Int?, method: String
  ) {
    precondition(
      !subitems.isEmpty,
      "NSCollectionLayoutGroup.\(method): a group needs at least one subitem. Pass the items it "
        + "lays out.")
    if let count {
      precondition(
        count > 0,
        "NSCollectionLayoutGroup.\(method): count must be at least 1 (it is \(count)). Pass how "
          + "many copies of the subitem the group holds.")
    }
    self.subitems = subitems
    self.axis = axis
    repeatCount = count
    super.init(layoutSize: layoutSize)
  }

  /// Creates a group that places its subitems leading to trailing, repeating them while they fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil,
      method: "horizontal(layoutSize:subitems:)")
  }

  /// Creates a group of `count` copies of a subitem side by side, sharing the group's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count,
      method: "horizontal(layoutSize:repeatingSubitem:count:)")
  }

  /// Creates a group that places its subitems top to bottom, repeating them while they fit.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil,
      method: "vertical(layoutSize:subitems:)")
  }

  /// Creates a group of `count` copies of a subitem stacked, sharing the group's height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count,
      method: "vertical(layoutSize:repeatingSubitem:count:)")
  }
}
