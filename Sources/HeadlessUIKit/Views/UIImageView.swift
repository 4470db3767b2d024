/// Shows an image; headless the image is stored, not drawn.
///
/// Mirrors `@MainActor open class UIImageView : UIView`.
@MainActor open class UIImageView: UIView {
  /// The image shown; default nil.
  open var image: UIImage? { didSet { setNeedsLayout() } }
  /// The image shown while highlighted; default nil.
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image; default false.
  open var isHighlighted = false

  /// Creates an image view sized to its image, not interactive, as in UIKit (a designated
  /// initializer there too, so subclasses override it the same way).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with an image and a highlighted image, sized to the image.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with a frame; not interactive, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive; headless nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Returns the image's size (zero without an image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// The image's size, or no intrinsic metric without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
