extension UICollectionView {
  /// Describes where an item lands in the visible area after scrolling to it.
  ///
  /// Mirrors `UICollectionView.ScrollPosition` (an `OptionSet` with `rawValue: UInt`, iOS 6).
  /// UIKit prints no `none` member: pass `[]` to leave the content where it is.
  ///
  /// ```swift
  /// collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
  /// ```
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
    // integer with no references.

    /// The raw bit mask, with UIKit's bit for each position.
    public let rawValue: UInt

    /// Creates a position from UIKit's raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Puts the item at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centres the item vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Puts the item at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Puts the item at the left edge of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centres the item horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Puts the item at the right edge of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
