extension UIListContentConfiguration {
  /// How the text or secondary text of a list content configuration looks.
  ///
  /// Mirrors `UIListContentConfiguration.TextProperties` (iOS 14).
  public struct TextProperties: Hashable {
    /// The horizontal alignment of text.
    public enum TextAlignment: Hashable, Sendable {
      /// The script's natural alignment.
      case natural
      /// Centered.
      case center
      /// Fully justified.
      case justified
    }

    /// A case transformation applied to the text when it is shown.
    public enum TextTransform: Hashable, Sendable {
      /// The text as given.
      case none
      /// All uppercase.
      case uppercase
      /// All lowercase.
      case lowercase
      /// Each word capitalized.
      case capitalized
    }

    /// The font.
    public var font: UIFont
    /// The color, before ``colorTransformer``.
    public var color: UIColor
    private var colorSlot = TransformerSlot()
    /// The alignment; default `.natural`.
    public var alignment: TextAlignment = .natural
    /// How a line that does not fit is wrapped or truncated; default `.byTruncatingTail`.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The maximum number of lines, 0 for no limit; default 0.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width; default false.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to; default 0.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the text is tightened before it is truncated; default false.
    public var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the content size category; default true.
    public var adjustsFontForContentSizeCategory = true
    /// Whether truncated text shows in full on hover (Mac Catalyst); default false.
    public var showsExpansionTextWhenTruncated = false
    /// The case transformation of the shown text; default `.none`.
    public var transform: TextTransform = .none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// A transformer applied to ``color``; default nil.
    public var colorTransformer: UIConfigurationColorTransformer? {
      get { colorSlot.transformer }
      set { colorSlot.transformer = newValue }
    }

    /// Returns the color the text shows in: ``color`` through ``colorTransformer``.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// Returns a text as shown under ``transform``.
    func shown(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// How the image of a list content configuration looks.
  ///
  /// Mirrors `UIListContentConfiguration.ImageProperties` (iOS 14), without
  /// `preferredSymbolConfiguration` (HeadlessUIKit has no symbol configurations).
  public struct ImageProperties: Hashable {
    /// The tint color, before ``tintColorTransformer``; default nil (the view's tint).
    public var tintColor: UIColor?
    private var tintSlot = TransformerSlot()
    /// The corner radius; default 0.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at, zero for no limit; default zero.
    public var maximumSize: CGSize = .zero
    /// The size reserved for the image whatever its size, zero for none; default zero.
    public var reservedLayoutSize: CGSize = .zero
    /// Whether the image ignores Smart Invert; default false.
    public var accessibilityIgnoresInvertColors = false
    /// The stroke color, before ``strokeColorTransformer``; default nil.
    public var strokeColor: UIColor?
    private var strokeSlot = TransformerSlot()
    /// The stroke width; default 0.
    public var strokeWidth: CGFloat = 0

    /// The value of a ``reservedLayoutSize`` dimension that asks for the system's standard size.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    init() {}

    /// A transformer applied to ``tintColor``; default nil.
    public var tintColorTransformer: UIConfigurationColorTransformer? {
      get { tintSlot.transformer }
      set { tintSlot.transformer = newValue }
    }

    /// A transformer applied to ``strokeColor``; default nil.
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
      get { strokeSlot.transformer }
      set { strokeSlot.transformer = newValue }
    }

    /// Returns the tint the image shows in: ``tintColor`` (or the given view tint) through
    /// ``tintColorTransformer``.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let base = self.tintColor ?? tintColor
      return tintColorTransformer?(base) ?? base
    }

    /// Returns the stroke color: ``strokeColor`` (or the given view tint) through
    /// ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
      let base = strokeColor ?? tintColor
      return strokeColorTransformer?(base) ?? base
    }

    /// Returns the size an image of `size` is shown at, under ``maximumSize``.
    func shownSize(of size: CGSize) -> CGSize {
      var result = size
      if maximumSize.width > 0, result.width > maximumSize.width {
        result.height *= maximumSize.width / result.width
        result.width = maximumSize.width
      }
      if maximumSize.height > 0, result.height > maximumSize.height {
        result.width *= maximumSize.height / result.height
        result.height = maximumSize.height
      }
      return result
    }
  }
}
