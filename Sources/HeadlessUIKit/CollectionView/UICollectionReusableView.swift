/// Shows a supplementary element of a collection view, such as a section header, and is reused.
///
/// Mirrors `@MainActor open class UICollectionReusableView : UIView` (iOS 6). The collection view
/// creates instances of the registered class, gives them their reuse identifier, and calls
/// ``prepareForReuse()`` only when it hands out a recycled instance.
@MainActor open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with; nil for a view made outside a collection view.
  open internal(set) var reuseIdentifier: String?

  /// The element kind the view was dequeued for (`UICollectionElementKindCell` for cells).
  var elementKind: String?

  /// Whether the view was dequeued for the data-source request under way and not yet returned.
  var isAwaitingReturn = false

  /// Creates a view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view for a class registered with a collection view (HeadlessUIKit only).
  ///
  /// UIKit creates a registered class with `-initWithFrame:` through the Objective-C runtime.
  /// Swift can call an initializer through a metatype only when it is `required`, so this
  /// required convenience initializer forwards to `init(frame: .zero)`, which dispatches to a
  /// subclass's override. A subclass inherits it as long as it overrides both designated
  /// initializers, `init(frame:)` and `init?(coder:)`, or neither — as a class UIKit can
  /// register does (the same device as `UITableViewCell`'s).
  public required convenience init(registeredWithReuseIdentifier identifier: String?) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Creates a view from an archive; headless, nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Resets the view before the collection view hands it out again; the default does nothing.
  ///
  /// Called only on a recycled view, just before `dequeue…` returns it: never on a new instance
  /// (developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse(); Rules.md R-reuse-9).
  open func prepareForReuse() {}

  /// Applies layout attributes; the default does nothing (the collection view sets the frame).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Returns the attributes the view prefers: for dimensions the layout estimated, the size
  /// ``UIView/systemLayoutSizeFitting(_:)`` gives with the fixed dimensions proposed and the
  /// estimated ones at zero; otherwise the attributes unchanged.
  ///
  /// UIKit: "The default implementation of this method adjusts the size values to accommodate
  /// changes made by a self-sizing cell" (developer.apple.com/documentation/uikit/
  /// uicollectionreusableview/preferredlayoutattributesfitting(_:); Rules.md R-comp-3).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let axes = layoutAttributes.selfSizingAxes
    guard !axes.isEmpty,
      let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
    else { return layoutAttributes }
    let proposed = CGSize(
      width: axes.contains(.horizontal) ? 0 : layoutAttributes.size.width,
      height: axes.contains(.vertical) ? 0 : layoutAttributes.size.height)
    let fitting = systemLayoutSizeFitting(proposed)
    preferred.size = CGSize(
      width: axes.contains(.horizontal) ? fitting.width : layoutAttributes.size.width,
      height: axes.contains(.vertical) ? fitting.height : layoutAttributes.size.height)
    return preferred
  }
}
