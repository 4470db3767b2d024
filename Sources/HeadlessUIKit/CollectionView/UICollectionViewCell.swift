/// Shows one item of a collection view, and is reused for other items.
///
/// Mirrors `@MainActor open class UICollectionViewCell : UICollectionReusableView` (iOS 6): put
/// content in ``contentView``; the collection view sets ``isSelected`` and ``isHighlighted``.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content; laid out to the cell's bounds.
  open private(set) var contentView: UIView

  /// Whether the cell shows as selected; the collection view keeps it in step with the selection.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell shows as highlighted while touched.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

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

  // MARK: - Content configurations

  /// The cell's content and background configurations and their pending update.
  var configurations = ViewConfigurations()
  /// The closure ``configurationUpdateHandler`` holds.
  var storedUpdateHandler: ConfigurationUpdateHandler?
  /// Whether the collection view showing the cell is editing; the collection view sets it.
  var isEditingInCollectionView = false {
    didSet { if isEditingInCollectionView != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The cell's state, which its configurations resolve against: its selection, highlight, and
  /// its collection view's editing. `isExpanded` is false: UIKit sets it from a diffable data
  /// source's section snapshot, which HeadlessUIKit lacks; a subclass that knows its item's
  /// expansion sets it by overriding this, calling `super` (UICollectionViewCell.h).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditingInCollectionView
    return state
  }

  /// Asks the cell to update its configuration for its current state, at its next layout pass
  /// or before it is displayed; several requests make one update.
  open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

  /// Updates the cell's configurations for a state; the default does nothing. Override it, or
  /// set ``configurationUpdateHandler``; call ``setNeedsUpdateConfiguration()`` instead of this.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  override func runPendingConfigurationUpdate() { runConfigurationUpdate() }

}

extension UICollectionViewCell: ConfigurationHost {
  func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
    storedUpdateHandler?(self, state)
  }

  func replaceContentView(with view: UIView) { contentView = view }

  func clearBackgroundViews() {
    backgroundView = nil
    selectedBackgroundView = nil
  }
}
