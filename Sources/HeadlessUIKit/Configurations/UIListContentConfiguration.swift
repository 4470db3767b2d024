/// The content of a list cell, header or footer: an image, a text and a secondary text, each
/// with its properties.
///
/// Mirrors `public struct UIListContentConfiguration : UIContentConfiguration, Hashable`
/// (iOS 14). Start from a style (``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()``,
/// ``footer()``…) or from a cell's `defaultContentConfiguration()`, set the content, and assign
/// it to the cell's `contentConfiguration`:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// cell.contentConfiguration = content
/// ```
///
/// Headless defaults (Rules.md, Content configurations): fonts are the text styles' sizes at the
/// default content size and colors are light mode's; margins and paddings are the headless
/// cell's (11 points above and below, 16 at the sides, 16 between image and text).
/// ``updated(for:)`` returns the configuration unchanged: HeadlessUIKit draws nothing, so the
/// state-dependent colors UIKit applies are not modelled.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The layout a style gives: the secondary text below the text, or beside it.
  enum Layout: Hashable {
    /// Secondary text below the text (cells, subtitle cells, headers and footers).
    case stacked
    /// Secondary text on the trailing side (value cells).
    case sideBySide
  }

  /// The style the configuration was made from.
  let layout: Layout

  /// The image; default nil.
  public var image: UIImage?
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The text; default nil. Setting it clears ``attributedText``.
  public var text: String? {
    didSet { if text != nil { attributedText = nil } }
  }
  /// The text with attributes; default nil. Setting it clears ``text``.
  public var attributedText: NSAttributedString? {
    didSet { if attributedText != nil { text = nil } }
  }
  /// How the text looks.
  public var textProperties: TextProperties
  /// The secondary text; default nil. Setting it clears ``secondaryAttributedText``.
  public var secondaryText: String? {
    didSet { if secondaryText != nil { secondaryAttributedText = nil } }
  }
  /// The secondary text with attributes; default nil. Setting it clears ``secondaryText``.
  public var secondaryAttributedText: NSAttributedString? {
    didSet { if secondaryAttributedText != nil { secondaryText = nil } }
  }
  /// How the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// The axes along which the content view keeps its superview's layout margins.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the text and secondary text sit side by side when they fit; the value cell's
  /// default is true, the others' false.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and the secondary text stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The opacity of the content; default 1.
  public var alpha: CGFloat = 1

  private init(
    layout: Layout, text: TextProperties, secondary: TextProperties
  ) {
    self.layout = layout
    textProperties = text
    secondaryTextProperties = secondary
    prefersSideBySideTextAndSecondaryText = layout == .sideBySide
  }

  private static func style(
    _ layout: Layout, text: UIFont.TextStyle, secondary: UIFont.TextStyle,
    secondaryColor: UIColor = .secondaryLabel, transform: TextProperties.TextTransform = .none
  ) -> UIListContentConfiguration {
    var text = TextProperties(font: .preferredFont(forTextStyle: text), color: .label)
    text.transform = transform
    let secondary = TextProperties(
      font: .preferredFont(forTextStyle: secondary), color: secondaryColor)
    return UIListContentConfiguration(layout: layout, text: text, secondary: secondary)
  }

  /// A cell: body text with an optional secondary text below it.
  public static func cell() -> UIListContentConfiguration {
    style(.stacked, text: .body, secondary: .subheadline)
  }

  /// A cell with a secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    style(.stacked, text: .body, secondary: .subheadline)
  }

  /// A cell with a secondary text on the trailing side.
  public static func valueCell() -> UIListContentConfiguration {
    style(.sideBySide, text: .body, secondary: .body)
  }

  /// A section header.
  public static func header() -> UIListContentConfiguration {
    style(.stacked, text: .headline, secondary: .subheadline)
  }

  /// A section footer.
  public static func footer() -> UIListContentConfiguration {
    var footer = style(.stacked, text: .footnote, secondary: .footnote)
    footer.textProperties.color = .secondaryLabel
    return footer
  }

  /// A prominent header for an inset grouped list.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    style(.stacked, text: .headline, secondary: .subheadline)
  }

  /// An extra prominent header for an inset grouped list.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    style(.stacked, text: .title1, secondary: .subheadline)
  }

  /// A sidebar cell shown beside other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar cell with a subtitle shown beside other content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    subtitleCell()
  }

  /// Makes a list content view that shows this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Returns the configuration for a state; headless unchanged (see the type's comment).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }

  /// The text as shown: the plain or attributed text under the text's transform.
  var shownText: String? {
    (text ?? attributedText?.string).map(textProperties.shown)
  }

  /// The secondary text as shown.
  var shownSecondaryText: String? {
    (secondaryText ?? secondaryAttributedText?.string).map(secondaryTextProperties.shown)
  }
}

extension UIListContentConfiguration {
  /// A plain list's header (deprecated in iOS 18 for ``header()``).
  @available(*, deprecated, renamed: "header")
  public static func plainHeader() -> UIListContentConfiguration { header() }
  /// A plain list's footer (deprecated in iOS 18 for ``footer()``).
  @available(*, deprecated, renamed: "footer")
  public static func plainFooter() -> UIListContentConfiguration { footer() }
  /// A grouped list's header (deprecated in iOS 18 for ``header()``).
  @available(*, deprecated, renamed: "header")
  public static func groupedHeader() -> UIListContentConfiguration { header() }
  /// A grouped list's footer (deprecated in iOS 18 for ``footer()``).
  @available(*, deprecated, renamed: "footer")
  public static func groupedFooter() -> UIListContentConfiguration { footer() }
  /// A sidebar cell (deprecated in iOS 18 for ``cell()``).
  @available(*, deprecated, renamed: "cell")
  public static func sidebarCell() -> UIListContentConfiguration { cell() }
  /// A sidebar cell with a subtitle (deprecated in iOS 18 for ``subtitleCell()``).
  @available(*, deprecated, renamed: "subtitleCell")
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
  /// A sidebar's header (deprecated in iOS 18 for ``header()``).
  @available(*, deprecated, renamed: "header")
  public static func sidebarHeader() -> UIListContentConfiguration { header() }
}
