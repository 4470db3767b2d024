/// Lays out items in lines, with optional headers and footers per section.
///
/// Mirrors `@MainActor open class UICollectionViewFlowLayout : UICollectionViewLayout` (iOS 6):
/// item size, spacing and section insets from its properties or from a delegate that conforms to
/// `UICollectionViewDelegateFlowLayout`; headers and footers from their reference sizes. The
/// geometry, with its sources, is `FlowLayoutGeometry`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// let collectionView = UICollectionView(frame: screen, collectionViewLayout: layout)
/// ```
///
/// - Note: Headless cells do not size themselves: `estimatedItemSize`, when not zero, stands in
///   for the size (``automaticSize`` for ``itemSize``), and pinned headers and footers stay
///   where the flow puts them.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The minimum spacing between lines; default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// The minimum spacing between items in a line; default 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }

  /// The size of items when the delegate gives none; default 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }

  /// The estimated size of self-sizing items; default zero (no estimation).
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// The direction lines flow in and the content scrolls; default vertical.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// The size of section headers when the delegate gives none; default zero (no headers).
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// The size of section footers when the delegate gives none; default zero (no footers).
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// The margins around each section's items when the delegate gives none; default zero.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

  /// The boundary section insets are measured from; default `.fromContentInset`.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }

  /// Whether headers stay pinned to the top while their section scrolls; default false.
  open var sectionHeadersPinToVisibleBounds = false

  /// Whether footers stay pinned to the bottom while their section scrolls; default false.
  open var sectionFootersPinToVisibleBounds = false

  /// The geometry computed by the last ``prepare()``.
  private(set) var geometry = FlowLayoutGeometry(sections: [], contentSize: .zero)

  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive; headless, nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Computes every frame from the collection view's counts, its delegate and the properties.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = FlowLayoutGeometry(sections: [], contentSize: .zero)
      return
    }
    // The delegate is loaded and cast once, and whether it implements `sizeForItemAt` decided
    // at its first item, for the whole pass: UIKit asks `respondsToSelector:` and then calls
    // the method for every item, or uses `itemSize` for every item without a call.
    var sizes = FlowItemSizePass(
      layout: self, delegate: collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
    let metrics = (0..<collectionView.numberOfSections).map {
      sectionMetrics($0, in: collectionView, sizes: &sizes)
    }
    let inset = collectionView.contentInset
    switch scrollDirection {
    case .vertical:
      geometry = .vertical(metrics, width: collectionView.bounds.width - inset.left - inset.right)
    case .horizontal:
      geometry = .horizontal(
        metrics, height: collectionView.bounds.height - inset.top - inset.bottom)
    }
  }

  private func sectionMetrics(
    _ section: Int, in collectionView: UICollectionView, sizes: inout FlowItemSizePass
  ) -> FlowSectionMetrics {
    let delegate = sizes.delegate
    let itemSizes = sizes.sizes(
      ofItems: collectionView.numberOfItems(inSection: section), inSection: section,
      of: collectionView)
    let insets =
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      ?? sectionInset
    return FlowSectionMetrics(
      itemSizes: itemSizes, top: insets.top, left: insets.left, bottom: insets.bottom,
      right: insets.right,
      lineSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing,
      interitemSpacing: delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing,
      headerSize: delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize,
      footerSize: delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize)
  }

  /// The size of all sections: the collection view's width by the end of the last footer
  /// (transposed when scrolling horizontally).
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// Returns the attributes of the headers, items and footers that intersect a rectangle.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    geometry.elements(in: rect).map { attributes(for: $0.element, frame: $0.frame) }
  }

  /// Returns the attributes of an item; nil for an index path the layout does not hold.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      geometry.sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let element = FlowElement.item(section: indexPath.section, item: indexPath.item)
    return attributes(
      for: element, frame: geometry.sections[indexPath.section].items[indexPath.item])
  }

  /// Returns the attributes of a section's header or footer; nil when the section has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let frames = geometry.sections[indexPath.section]
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      return frames.header.map { attributes(for: .header(section: indexPath.section), frame: $0) }
    case UICollectionView.elementKindSectionFooter:
      return frames.footer.map { attributes(for: .footer(section: indexPath.section), frame: $0) }
    default:
      return nil
    }
  }

  /// Returns `true` when the bounds change size across the scroll direction, since lines then
  /// hold a different number of items.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    switch scrollDirection {
    case .vertical: return newBounds.width != collectionView.bounds.width
    case .horizontal: return newBounds.height != collectionView.bounds.height
    }
  }

  private func attributes(for element: FlowElement, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes: UICollectionViewLayoutAttributes
    switch element {
    case .item(let section, let item):
      attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
    case .header(let section):
      attributes = makeAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        with: IndexPath(item: 0, section: section))
    case .footer(let section):
      attributes = makeAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        with: IndexPath(item: 0, section: section))
    }
    attributes.frame = frame
    return attributes
  }
}

extension UICollectionViewFlowLayout {
  /// Marks a size as self-sizing: `estimatedItemSize = automaticSize` asks cells for their size.
  ///
  /// Mirrors `UICollectionViewFlowLayout.automaticSize` (iOS 10); its value is the largest
  /// finite size, as `UICollectionViewFlowLayoutAutomaticSize` prints.
  nonisolated public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// Describes the boundary that section insets are measured from.
  ///
  /// Mirrors `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): fromContentInset 0,
  /// fromSafeArea 1, fromLayoutMargins 2.
  public enum SectionInsetReference: Int, @unchecked Sendable {
    // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
    // integer with no references.

    /// Insets are measured from the content inset.
    case fromContentInset = 0
    /// Insets are measured from the safe area.
    case fromSafeArea = 1
    /// Insets are measured from the layout margins.
    case fromLayoutMargins = 2
  }
}
