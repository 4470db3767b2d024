/// Describes the separators of a list's rows.
///
/// Mirrors `struct UIListSeparatorConfiguration` (iOS 14.5). Headless nothing is drawn: the
/// values are kept for the code that reads them.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether the separator above a row shows; default `.automatic`.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the separator below a row shows; default `.automatic`.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The insets of the separator above a row.
  public var topSeparatorInsets = NSDirectionalEdgeInsets.zero
  /// The insets of the separator below a row.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets.zero
  /// The separators' colour; default UIKit's `separator` colour in light mode.
  public var color = UIListSeparatorConfiguration.separatorColor
  /// The separators' colour between selected rows; default the same.
  public var multipleSelectionColor = UIListSeparatorConfiguration.separatorColor

  /// Creates the separators a list of an appearance has by default.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UIListSeparatorConfiguration {
  /// UIKit's `UIColor.separator` in light mode: 60, 60, 67 at 29% opacity.
  static let separatorColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

  /// Whether a separator shows; raw values are UIKit's.
  public enum Visibility: Int, Sendable {
    /// The list decides.
    case automatic = 0
    /// Always shown.
    case visible = 1
    /// Never shown.
    case hidden = 2
  }
}
