/// The background of a cell, header or footer: a color, an image or a custom view, with corner
/// radius, insets and stroke.
///
/// Mirrors `public struct UIBackgroundConfiguration : Hashable` (iOS 14), without
/// `visualEffect` and `shadowProperties` (HeadlessUIKit has neither type). Assign it to a cell's
/// `backgroundConfiguration`; the cell resolves it for each state through ``updated(for:)``.
///
/// Headless the list styles' colors are light mode's: a cell's background is white (system
/// background), a header's and footer's clear. ``updated(for:)`` returns the configuration
/// unchanged: the state-dependent highlight colors UIKit applies are not modelled (Rules.md,
/// Content configurations).
public struct UIBackgroundConfiguration: Hashable {
  /// A custom view behind the content; default nil.
  public var customView: UIView?
  /// The corner radius; default 0.
  public var cornerRadius: CGFloat = 0
  /// The insets of the background from the view's edges; default zero.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The edges whose layout margins are added to ``backgroundInsets``; default none.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The background color, before ``backgroundColorTransformer``; nil uses the view's tint.
  public var backgroundColor: UIColor?
  private var backgroundSlot = TransformerSlot()
  /// An image shown in the background; default nil.
  public var image: UIImage?
  /// How the image fills the background; default `.scaleToFill`.
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// The stroke color, before ``strokeColorTransformer``; default nil.
  public var strokeColor: UIColor?
  private var strokeSlot = TransformerSlot()
  /// The stroke width; default 0.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke extends outside the background; default 0.
  public var strokeOutset: CGFloat = 0

  private init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .clear)
  }

  /// A list cell's background.
  public static func listCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground)
  }

  /// A list header's background.
  public static func listHeader() -> UIBackgroundConfiguration { clear() }

  /// A list footer's background.
  public static func listFooter() -> UIBackgroundConfiguration { clear() }

  /// A sidebar cell's background shown beside other content.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listCell() }

  /// A transformer applied to ``backgroundColor``; default nil.
  public var backgroundColorTransformer: UIConfigurationColorTransformer? {
    get { backgroundSlot.transformer }
    set { backgroundSlot.transformer = newValue }
  }

  /// A transformer applied to ``strokeColor``; default nil.
  public var strokeColorTransformer: UIConfigurationColorTransformer? {
    get { strokeSlot.transformer }
    set { strokeSlot.transformer = newValue }
  }

  /// Returns the background color shown: ``backgroundColor`` (or the given tint) through
  /// ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let base = backgroundColor ?? tintColor
    return backgroundColorTransformer?(base) ?? base
  }

  /// Returns the stroke color shown: ``strokeColor`` (or the given tint) through
  /// ``strokeColorTransformer``.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer?(base) ?? base
  }

  /// Returns the configuration for a state; headless unchanged (see the type's comment).
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}

extension UIBackgroundConfiguration {
  /// A plain list cell's background (deprecated in iOS 18 for ``listCell()``).
  @available(*, deprecated, renamed: "listCell")
  public static func listPlainCell() -> UIBackgroundConfiguration { listCell() }
  /// A grouped list cell's background (deprecated in iOS 18 for ``listCell()``).
  @available(*, deprecated, renamed: "listCell")
  public static func listGroupedCell() -> UIBackgroundConfiguration { listCell() }
  /// A sidebar cell's background (deprecated in iOS 18 for ``listCell()``).
  @available(*, deprecated, renamed: "listCell")
  public static func listSidebarCell() -> UIBackgroundConfiguration { listCell() }
  /// A plain list header's or footer's background (deprecated in iOS 18).
  @available(
    *, deprecated, message: "Use the generic listHeader() or listFooter() background configuration"
  )
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { clear() }
  /// A grouped list header's or footer's background (deprecated in iOS 18).
  @available(
    *, deprecated, message: "Use the generic listHeader() or listFooter() background configuration"
  )
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
  /// A sidebar header's background (deprecated in iOS 18).
  @available(
    *, deprecated, message: "Use the generic listHeader() or listFooter() background configuration"
  )
  public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
}
