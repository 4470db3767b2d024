/// Shows one item of a collection view, and is reused for other items.
///
/// Mirrors `@MainActor open class UICollectionViewCell : UICollectionReusableView` (iOS 6): put
/// content in ``contentView``; the collection view sets ``isSelected`` and ``isHighlighted``.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content; laid out to the cell's bounds.
  open private(set) var contentView: UIView

  /// Whether the cell shows as selected; the collection view keeps it in step with the selection.
  open var isSelected = false

  /// Whether the cell shows as highlighted while touched.
  open var isHighlighted = false

  /// A view behind the content.
  open var backgroundView: UIView?

  /// A view behind the content shown while the cell is selected.
  open var selectedBackgroundView: UIView?

  /// Creates a cell with a frame and an empty content view of the same size.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an archive; headless, nothing is decoded.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Sizes the content view to the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
