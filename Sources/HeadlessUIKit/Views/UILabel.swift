/// Shows read-only text; headless the text is stored and measured, not drawn.
///
/// Mirrors `@MainActor open class UILabel : UIView`.
///
/// Headless measuring rule for ``sizeThatFits(_:)``: each character advances by half the font's
/// point size, each line is the font's `lineHeight` tall, text wraps at the proposed width (when
/// positive) and stops at `numberOfLines` lines (0 = no limit).
@MainActor open class UILabel: UIView {
  /// The text shown; default nil.
  open var text: String? { didSet { setNeedsLayout() } }
  /// The font; default the system font at 17 points.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text color; default black (`.label` in light mode).
  open var textColor: UIColor! = .label
  /// The horizontal alignment; default `.natural`.
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines; default 1, 0 means no limit.
  open var numberOfLines = 1
  /// Whether the label shows as enabled; default true.
  open var isEnabled = true
  /// Whether the label shows as highlighted; default false.
  open var isHighlighted = false
  /// The color when highlighted; default nil.
  open var highlightedTextColor: UIColor?

  /// Creates a label with a frame; not interactive, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Returns the size of the text under the headless measuring rule (see the type's comment).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let advance = font.pointSize / 2
    var lines: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var remaining = paragraph.count
      let perLine = size.width > 0 ? max(1, Int(size.width / advance)) : Int.max
      repeat {
        lines.append(min(remaining, perLine))
        remaining -= min(remaining, perLine)
      } while remaining > 0
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let width = CGFloat(lines.max() ?? 0) * advance
    return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight)
  }

  /// The unconstrained size of the text.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
