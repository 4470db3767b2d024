import BatchRules

/// Returns the layout of a section, given its index and the room it has.
///
/// Mirrors `typealias UICollectionViewCompositionalLayoutSectionProvider` (iOS 13).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// Lays out sections built from items and groups, each with its own layout.
///
/// Mirrors `@MainActor open class UICollectionViewCompositionalLayout : UICollectionViewLayout`
/// (iOS 13): one section layout for every section, or a provider asked for each section at
/// every preparation with the room it has. Items with estimated dimensions are laid out at
/// their estimates and then at the size their cell prefers once displayed; preparing costs
/// nothing per item, so a section of 100,000 items is prepared as fast as one of ten
/// (Rules.md R-comp-10). The rules, with sources: Rules.md R-comp-*.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

  /// What the layout does across its sections; setting it lays out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// The sections as last prepared.
  private(set) var sections: [CompositionalSectionGeometry] = []
  /// The section layouts the provider gave at the last preparation.
  private(set) var sectionLayouts: [NSCollectionLayoutSection] = []
  /// Where each section starts along the scroll axis.
  private var sectionStarts: [CGFloat] = []
  private var contentLength: CGFloat = 0
  private var container: CGSize = .zero
  /// Measured cells and orthogonal offsets carried from one preparation to the next.
  private var carried = CarriedState()

  /// Creates a layout that lays out every section the same way.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that lays out every section the same way, with a configuration.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// Creates a layout that asks a provider for each section's layout.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that asks a provider for each section's layout, with a configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Creates a layout from an archive; headless this is unavailable, as UIKit's layout has no
  /// section to decode.
  public required init?(coder: NSCoder) {
    return nil
  }

  private var mainAxis: LayoutAxis { LayoutAxis(configuration.scrollDirection) }

  /// Asks the provider for every section's layout with the room the collection view has, and
  /// prepares each in constant time; cells measured before keep their sizes while the room's
  /// width stays the same.
  /// - Complexity: O(s + m): s sections, m measured cells; independent of the item count.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      sections = []
      sectionLayouts = []
      recomputeStarts()
      return
    }
    let inset = collectionView.adjustedContentInset
    let room = CGSize(
      width: collectionView.bounds.width - inset.left - inset.right,
      height: collectionView.bounds.height - inset.top - inset.bottom)
    if room.length(along: mainAxis.crossing) != container.length(along: mainAxis.crossing) {
      // Cells measured across another width size themselves again (inferred).
      carried.measured = [:]
    }
    container = room
    let environment = CompositionalLayoutEnvironment(contentSize: room)
    var layouts: [NSCollectionLayoutSection] = []
    var geometries: [CompositionalSectionGeometry] = []
    for index in 0..<collectionView.numberOfSections {
      guard let layout = sectionProvider(index, environment) else {
        preconditionFailure(
          "UICollectionViewCompositionalLayout: the section provider returned nil for section "
            + "\(index). Return a section layout for every section the data source has.")
      }
      var geometry = CompositionalSectionGeometry(
        layout, itemCount: collectionView.numberOfItems(inSection: index), container: room,
        mainAxis: mainAxis, measured: carried.measured[index] ?? [:])
      if geometry.isOrthogonal {
        geometry.orthogonalOffset = min(
          carried.orthogonalOffsets[index] ?? 0, geometry.maximumOrthogonalOffset)
      }
      layouts.append(layout)
      geometries.append(geometry)
    }
    sectionLayouts = layouts
    sections = geometries
    recomputeStarts()
  }

  private func recomputeStarts() {
    var starts: [CGFloat] = []
    starts.reserveCapacity(sections.count)
    var position: CGFloat = 0
    for (index, section) in sections.enumerated() {
      if index > 0 { position += configuration.interSectionSpacing }
      starts.append(position)
      position += section.length
    }
    sectionStarts = starts
    contentLength = position
  }

  /// The size of all sections: the room across the scroll axis by their length along it.
  open override var collectionViewContentSize: CGSize {
    CGSize(along: mainAxis, contentLength, across: container.length(along: mainAxis.crossing))
  }

  /// Returns the attributes of the headers, cells and footers that intersect a rectangle.
  /// - Complexity: O(s + k): s sections, k elements returned.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var found: [UICollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated() {
      let start = sectionStarts[index]
      guard rect.maximum(along: mainAxis) > start,
        rect.minimum(along: mainAxis) < start + section.length
      else { continue }
      if let header = boundaryAttributes(header: true, section: index), header.frame.overlaps(rect)
      {
        found.append(header)
      }
      for (item, leaf) in section.cells(in: rect, sectionStart: start) {
        found.append(cellAttributes(IndexPath(item: item, section: index), leaf))
      }
      if let footer = boundaryAttributes(header: false, section: index),
        footer.frame.overlaps(rect)
      {
        found.append(footer)
      }
    }
    return found
  }

  /// Returns the attributes of an item's cell; nil for an item the layout does not hold.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      let leaf = sections[indexPath.section].cell(
        indexPath.item, sectionStart: sectionStarts[indexPath.section])
    else { return nil }
    return cellAttributes(indexPath, leaf)
  }

  /// Returns the attributes of a section's header or footer; nil when it has none of the kind.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if section.header?.item.elementKind == elementKind {
      return boundaryAttributes(header: true, section: indexPath.section)
    }
    if section.footer?.item.elementKind == elementKind {
      return boundaryAttributes(header: false, section: indexPath.section)
    }
    return nil
  }

  /// Returns `true` when the bounds change size across the scroll axis.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size.length(along: mainAxis.crossing)
      != collectionView.bounds.size.length(along: mainAxis.crossing)
  }

  /// Returns `true` when a self-sizing cell prefers another size along its estimated
  /// dimensions (Rules.md R-comp-3).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    let axes = originalAttributes.selfSizingAxes
    return
      (axes.contains(.horizontal)
      && preferredAttributes.size.width != originalAttributes.size.width)
      || (axes.contains(.vertical)
        && preferredAttributes.size.height != originalAttributes.size.height)
  }

  override func takePreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
    let path = preferred.indexPath
    guard preferred.representedElementCategory == .cell, path.count == 2,
      sections.indices.contains(path.section),
      sections[path.section].measure(path.item, preferred: preferred.size)
    else { return }
    carried.measured[path.section] = sections[path.section].measured
    recomputeStarts()
  }

  /// Scrolls an orthogonal section, keeping the offset across preparations.
  func setOrthogonalOffset(_ offset: CGFloat, ofSection section: Int) {
    sections[section].orthogonalOffset = offset
    carried.orthogonalOffsets[section] = offset
  }

  override func carry(through mapping: UpdateMapping) {
    carried = carried.remapped(mapping)
  }

  private func cellAttributes(_ indexPath: IndexPath, _ leaf: LayoutLeaf)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = makeAttributes(forCellWith: indexPath)
    attributes.frame = leaf.frame
    attributes.selfSizingAxes = leaf.estimatedAxes
    return attributes
  }

  /// The attributes of a section's header or footer, pinned to the visible bounds when the
  /// item asks (Rules.md R-comp-7).
  private func boundaryAttributes(header isHeader: Bool, section index: Int)
    -> UICollectionViewLayoutAttributes?
  {
    let section = sections[index]
    let start = sectionStarts[index]
    guard let placement = isHeader ? section.header : section.footer,
      var frame = section.boundaryFrame(header: isHeader, sectionStart: start)
    else { return nil }
    if placement.item.pinToVisibleBounds, let collectionView {
      frame = pinned(
        frame, header: isHeader, sectionStart: start, sectionEnd: start + section.length,
        in: collectionView)
    }
    let attributes = makeAttributes(
      forSupplementaryViewOfKind: placement.item.elementKind,
      with: IndexPath(item: 0, section: index))
    attributes.frame = frame
    attributes.zIndex = placement.item.zIndex
    return attributes
  }

  /// Moves a header down to the top of the visible bounds (a footer up to their bottom), but
  /// never out of its section.
  private func pinned(
    _ frame: CGRect, header: Bool, sectionStart: CGFloat, sectionEnd: CGFloat,
    in collectionView: UICollectionView
  ) -> CGRect {
    let axis = mainAxis
    let inset = collectionView.adjustedContentInset
    let offset = CGPoint(
      x: collectionView.contentOffset.x + inset.left, y: collectionView.contentOffset.y + inset.top)
    let visibleStart = offset.length(along: axis)
    let visibleEnd = visibleStart + container.length(along: axis)
    let length = frame.size.length(along: axis)
    let natural = frame.minimum(along: axis)
    let position =
      header
      ? min(max(natural, visibleStart), sectionEnd - length)
      : max(min(natural, visibleEnd - length), sectionStart)
    return frame.moved(by: max(position, header ? natural : sectionStart) - natural, along: axis)
  }
}

extension CGPoint {
  /// The coordinate along an axis.
  fileprivate func length(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? x : y }
}
