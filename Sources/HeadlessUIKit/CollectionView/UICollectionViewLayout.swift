import BatchRules

/// Decides where every element of a collection view goes; subclass it or use the flow layout.
///
/// Mirrors `@MainActor open class UICollectionViewLayout : NSObject, NSCoding` (iOS 6). The
/// collection view calls ``prepare()`` when the layout is invalid, then asks
/// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for its visible bounds
/// to decide which cells and supplementary views to show.
@MainActor open class UICollectionViewLayout: NSObject {
  /// The collection view that uses the layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// Whether ``prepare()`` must run before the layout is asked for attributes again.
  var isInvalid = true

  /// Creates a layout that no collection view uses yet.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive; headless, nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The class of the attributes the layout creates; subclasses may return a subclass.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Marks the layout invalid, so it is prepared again at the collection view's next layout.
  open func invalidateLayout() {
    isInvalid = true
    collectionView?.setNeedsLayout()
  }

  /// Computes whatever the layout needs before it is asked for attributes; the default does
  /// nothing.
  open func prepare() {}

  /// Returns the attributes of the elements that intersect a rectangle; the default has none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Returns the attributes of an item's cell; the default has none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Returns the attributes of a supplementary view; the default has none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Returns whether a change of the collection view's bounds invalidates the layout; the
  /// default returns `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The size of all content; the default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// Returns the content offset to use after an update or layout change; the default returns
  /// the proposed one.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Makes attributes of ``layoutAttributesClass`` for a cell.
  func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = attributesClass.init()
    attributes.indexPath = indexPath
    return attributes
  }

  /// Makes attributes of ``layoutAttributesClass`` for a supplementary view.
  func makeAttributes(
    forSupplementaryViewOfKind kind: String, with indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let attributes = attributesClass.init()
    attributes.markSupplementary(kind: kind, at: indexPath)
    return attributes
  }

  // MARK: - Compositional layouts (self-sizing and updates)

  /// Returns whether a self-sizing cell's preferred attributes invalidate the layout; the
  /// default returns `false`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Takes the attributes a self-sizing cell prefers, after
  /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` said yes
  /// (UIKit passes them in an invalidation context); the default ignores them.
  func takePreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {}

  /// Carries what the layout keeps per item through a batch update; the default keeps nothing.
  func carry(through mapping: UpdateMapping) {}

  private var attributesClass: UICollectionViewLayoutAttributes.Type {
    guard let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
      preconditionFailure(
        "\(Self.self).layoutAttributesClass must be UICollectionViewLayoutAttributes or a subclass")
    }
    return type
  }
}
