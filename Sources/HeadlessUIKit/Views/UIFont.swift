/// Describes a font by name and point size.
///
/// Mirrors `open class UIFont : NSObject, @unchecked Sendable`. Headless there are no glyphs:
/// text is measured with a fixed advance of half the point size per character and a line height
/// of 1.2 × the point size (see ``UILabel``).
///
/// - Note: `@unchecked Sendable` is safe because every stored property is an immutable `let`.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name.
  public let fontName: String
  /// The font's point size.
  public let pointSize: CGFloat

  private init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
    super.init()
  }

  /// Creates a font with a name and size; nil when the size is not positive.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize > 0 else { return nil }
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The distance between baselines of two lines: 1.2 × the point size, headless.
  open var lineHeight: CGFloat { pointSize * 1.2 }

  /// Returns the system font of a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
  }

  /// Returns the bold system font of a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize)
  }

  /// Returns the font for a text style at the default content size (Large).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: style.defaultPointSize)
  }

  /// Returns the same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize)
  }

  /// Returns whether another object is a font with the same name and size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  /// Returns a hash consistent with ``isEqual(_:)``.
  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont {
  /// Names a Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit spells it.
    public let rawValue: String
    /// Creates a text style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The body style (17 pt at the default size).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The headline style (17 pt).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The subheadline style (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The footnote style (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The first caption style (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The title style (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")

    /// The point size at the default (Large) content size, from Apple's typography tables.
    var defaultPointSize: CGFloat {
      switch self {
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .title1: 28
      default: 17
      }
    }
  }
}
