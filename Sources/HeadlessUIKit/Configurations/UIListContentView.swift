/// The content view a list content configuration makes: an image view and two labels laid out
/// as the configuration says.
///
/// Mirrors `@MainActor open class UIListContentView : UIView, UIContentView` (iOS 14).
/// Headless layout: the configuration's margins inset the bounds; the image (under its
/// `maximumSize`) sits at the leading edge, centered vertically, followed by
/// `imageToTextPadding`; the secondary text sits below the text, or at the trailing edge when
/// the configuration prefers them side by side. A label with no text is hidden.
@MainActor open class UIListContentView: UIView, UIContentView {
  private var current: UIListContentConfiguration
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let imageView = UIImageView(image: nil)

  /// The rectangle of the text, once laid out; nil when there is no text.
  open private(set) var textLayoutGuide: UILayoutGuide?
  /// The rectangle of the secondary text, once laid out; nil when there is none.
  open private(set) var secondaryTextLayoutGuide: UILayoutGuide?
  /// The rectangle of the image, once laid out; nil when there is no image.
  open private(set) var imageLayoutGuide: UILayoutGuide?

  /// Creates a content view showing a configuration.
  public init(configuration: UIListContentConfiguration) {
    current = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply(configuration)
  }

  /// Creates a content view from an archive; headless nothing is decoded and it shows an empty
  /// cell configuration.
  public required init?(coder: NSCoder) {
    current = .cell()
    super.init(coder: coder)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply(current)
  }

  /// The configuration shown; setting it applies the new configuration.
  ///
  /// - Note: Setting a configuration of another type stops the process, naming the type: a list
  ///   content view shows only `UIListContentConfiguration` (check with ``supports(_:)``).
  public var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        preconditionFailure(
          "UIListContentView can only show a UIListContentConfiguration, not a "
            + "\(type(of: newValue)); set that configuration on a cell's contentConfiguration, "
            + "which makes the view it needs, or check supports(_:) first.")
      }
      current = list
      apply(list)
    }
  }

  /// Returns whether a configuration is a `UIListContentConfiguration`.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    alpha = configuration.alpha
    style(textLabel, configuration.shownText, configuration.textProperties)
    style(
      secondaryTextLabel, configuration.shownSecondaryText, configuration.secondaryTextProperties)
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: .systemBlue)
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.isHidden = text?.isEmpty ?? true
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
  }

  /// The frames of the image, text and secondary text for a width.
  private func frames(width: CGFloat) -> (image: CGRect?, text: CGRect?, secondary: CGRect?) {
    let margins = current.directionalLayoutMargins
    let content = CGRect(
      x: margins.leading, y: margins.top,
      width: max(0, width - margins.leading - margins.trailing), height: 0)
    var x = content.minX
    var image: CGRect?
    if let size = current.image.map({ current.imageProperties.shownSize(of: $0.size) }) {
      image = CGRect(x: x, y: content.minY, width: size.width, height: size.height)
      x += size.width + current.imageToTextPadding
    }
    let available = max(0, content.maxX - x)
    let textSize =
      textLabel.isHidden ? nil : textLabel.sizeThatFits(CGSize(width: available, height: 0))
    let secondarySize =
      secondaryTextLabel.isHidden
      ? nil : secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0))
    var text = textSize.map { CGRect(x: x, y: content.minY, width: available, height: $0.height) }
    var secondary: CGRect?
    if let secondarySize {
      let sideBySide =
        current.prefersSideBySideTextAndSecondaryText
        && (textSize?.width ?? 0) + current.textToSecondaryTextHorizontalPadding
          + secondarySize.width <= available
      if sideBySide {
        text?.size.width = textSize?.width ?? 0
        secondary = CGRect(
          x: content.maxX - secondarySize.width, y: content.minY, width: secondarySize.width,
          height: secondarySize.height)
      } else {
        let y = text.map { $0.maxY + current.textToSecondaryTextVerticalPadding } ?? content.minY
        secondary = CGRect(x: x, y: y, width: available, height: secondarySize.height)
      }
    }
    // The image is centered on the texts' block.
    let textsBottom = max(text?.maxY ?? content.minY, secondary?.maxY ?? content.minY)
    if let frame = image, frame.height < textsBottom - content.minY {
      image?.origin.y = content.minY + (textsBottom - content.minY - frame.height) / 2
    }
    return (image, text, secondary)
  }

  /// Lays out the image and labels (see the type's comment) and updates the layout guides.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let (image, text, secondary) = frames(width: bounds.width)
    imageView.frame = image ?? .zero
    textLabel.frame = text ?? .zero
    secondaryTextLabel.frame = secondary ?? .zero
    imageLayoutGuide = guide(image, reusing: imageLayoutGuide)
    textLayoutGuide = guide(text, reusing: textLayoutGuide)
    secondaryTextLayoutGuide = guide(secondary, reusing: secondaryTextLayoutGuide)
  }

  private func guide(_ frame: CGRect?, reusing guide: UILayoutGuide?) -> UILayoutGuide? {
    guard let frame else { return nil }
    let result = guide ?? UILayoutGuide()
    result.layoutFrame = frame
    result.owningView = self
    return result
  }

  /// Returns the height of the content plus the margins, for a width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    let (image, text, secondary) = frames(width: width)
    let margins = current.directionalLayoutMargins
    let bottom = [image?.maxY, text?.maxY, secondary?.maxY].compactMap { $0 }.max() ?? margins.top
    return CGSize(width: width, height: bottom + margins.bottom)
  }
}
