/// Describes where a layout puts one element of a collection view: its frame and appearance.
///
/// Mirrors `@MainActor open class UICollectionViewLayoutAttributes : NSObject, NSCopying`
/// (iOS 6). `transform` and `transform3D` are left out: Core Graphics and Core Animation
/// transforms do not exist on Linux.
@MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero

  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the frame, kept centred on ``center`` when changed.
  open var size: CGSize {
    get { frame.size }
    set {
      let centre = center
      frame = CGRect(
        x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The element's opacity; default 1.
  open var alpha: CGFloat = 1

  /// The element's position on the z axis; default 0.
  open var zIndex = 0

  /// Whether the element is hidden; default false.
  open var isHidden = false

  /// The index path of the element: an item's, or the section's (item 0) for a header or footer.
  open var indexPath = IndexPath(item: 0, section: 0)

  /// Whether the element is a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell

  /// The kind of a supplementary or decoration view; nil for a cell.
  open private(set) var representedElementKind: String?

  /// Creates attributes for a cell at index path 0-0 with a zero frame.
  public required override init() {
    super.init()
  }

  /// Creates attributes for the cell of an item.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view of a kind.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    markSupplementary(kind: elementKind, at: indexPath)
  }

  /// Creates attributes for a decoration view of a kind.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// Returns a copy of the same class with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.selfSizingAxes = selfSizingAxes
    return copy
  }

  // MARK: - Compositional layouts (self-sizing)

  /// The dimensions the layout estimated, which the element's view refines through
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``; empty for fixed sizes.
  var selfSizingAxes: LayoutAxes = []

  /// Makes the attributes describe a supplementary view of a kind at an index path.
  func markSupplementary(kind: String, at indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }
}
