/// The cell a ``CollectionKit`` registers for a ``Reusable`` row type: UIKit makes and reuses
/// it, and the first time it is configured it takes in the view the row type makes.
///
/// A collection view only shows cells it dequeued itself, so the row's view — a plain view, or a
/// cell of its own — is placed in this cell's content view, filling it. A hosted cell follows
/// this cell's selection and highlight.
final class HostingCollectionCell: UICollectionViewCell {
  /// The view the row type made, once the cell has been configured.
  private(set) var hosted: UIView?

  override var isSelected: Bool {
    didSet { (hosted as? UICollectionViewCell)?.isSelected = isSelected }
  }

  override var isHighlighted: Bool {
    didSet { (hosted as? UICollectionViewCell)?.isHighlighted = isHighlighted }
  }

  /// Places `view` in the content view, filling it.
  func host(_ view: UIView) {
    hosted = view
    view.frame = contentView.bounds
    contentView.addSubview(view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosted?.frame = contentView.bounds
  }
}
