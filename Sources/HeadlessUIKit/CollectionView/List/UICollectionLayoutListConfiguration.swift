/// Describes a list: a compositional layout of full-width rows that size themselves, with
/// the look of a table view.
///
/// Mirrors `@MainActor struct UICollectionLayoutListConfiguration` (iOS 14). Make a layout
/// with ``UICollectionViewCompositionalLayout/list(using:)``, or a section of one with
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``. A swipe on a row asks
/// ``leadingSwipeActionsConfigurationProvider`` or ``trailingSwipeActionsConfigurationProvider``
/// for its actions (Rules.md R-list-4).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///   UISwipeActionsConfiguration(actions: [
///     UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
///   ])
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
@MainActor public struct UICollectionLayoutListConfiguration {
  /// The look of the list.
  public private(set) var appearance: Appearance

  /// Whether rows show separators; default `true` (Rules.md R-list-3).
  public var showsSeparators = true

  /// The separators' look for every row.
  public var separatorConfiguration: UIListSeparatorConfiguration

  /// The list's background colour; nil means the appearance's (headless, nothing is drawn).
  public var backgroundColor: UIColor?

  /// Gives the actions a leading swipe on a row reveals; nil means none.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Gives the actions a trailing swipe on a row reveals; nil means none.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Whether sections have headers, and of which kind; default `.none`.
  public var headerMode = HeaderMode.none

  /// Whether sections have footers; default `.none`.
  public var footerMode = FooterMode.none

  /// Creates a configuration with an appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

extension UICollectionLayoutListConfiguration {
  /// Gives the swipe actions of the row at an index path; nil for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The looks of a list; raw values are UIKit's.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge, as a plain table.
    case plain = 0
    /// Sections set apart, as a grouped table.
    case grouped = 1
    /// Sections set apart in rounded, inset boxes.
    case insetGrouped = 2
    /// A sidebar's look.
    case sidebar = 3
    /// A sidebar's look without grouped sections.
    case sidebarPlain = 4
  }

  /// Where a list's section headers come from; raw values are UIKit's.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of each section, shown as its header.
    case firstItemInSection = 2
  }

  /// Where a list's section footers come from; raw values are UIKit's.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }
}
