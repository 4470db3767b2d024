/// Shows a ``Table`` in a `UICollectionView` and reports every interaction as a signal: the
/// collection-view face of the kit, with ``TableKit``'s tables, rows, events and update
/// pipeline.
///
/// The kit is the collection view's data source, delegate (with the flow layout's sizes) and
/// prefetch data source. Setting ``ListKit/table`` diffs the new value against the shown one and
/// animates the changes; events arrive as signals carrying the rows' models.
///
/// ```swift
/// let kit = CollectionKit<String, Photo>()          // a flow layout by default
/// kit.sizeForRow = { _, _ in CGSize(width: 100, height: 100) }
/// bag += photos.map { Table(rows: $0, sectionedBy: \.album) }.bindTo(kit.table)
/// bag += kit.didSelect.onValue { photo in open(photo) }
/// ```
///
/// - Note: Main actor only. The kit holds its view; the view holds the kit's data source weakly,
///   so keep the kit alive as long as the view shows its table. When the kit goes away, every
///   cell, display and row bag it manages is disposed.
@MainActor public final class CollectionKit<Section, Row>: ListKit<Section, Row> {
  /// The collection view the kit drives.
  public let view: UICollectionView

  /// The reuse identifiers (cells, and supplementary views by kind) the kit registered its own
  /// hosting classes for: a collection view hands out only the cells it dequeued.
  var hostIdentifiers: Set<String> = []
  /// The loading or failed view the last section's footer shows, if any.
  var shownPagingView: UIView?
  /// The older-page loading or failed view the first section's header shows, if any.
  var shownOlderPagingView: UIView?

  override class var kitName: String { "CollectionKit" }
  override class var viewName: String { "collection view" }

  /// Returns the size of a row's item in a flow layout; unset, the layout's `itemSize`.
  public var sizeForRow: ((Row, IndexPath) -> CGSize)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns a section's margins in a flow layout; unset, the layout's `sectionInset`.
  public var sectionInset: ((Section, Int) -> UIEdgeInsets)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the spacing between a section's lines in a flow layout; unset, the layout's.
  public var lineSpacing: ((Section, Int) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the spacing between a section's items in a line; unset, the layout's.
  public var interitemSpacing: ((Section, Int) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the size of a section's header in a flow layout; unset, the layout's
  /// `headerReferenceSize`.
  public var headerSize: ((Section, Int) -> CGSize)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the size of a section's footer in a flow layout; unset, the layout's
  /// `footerReferenceSize`.
  public var footerSize: ((Section, Int) -> CGSize)? {
    didSet { delegateMethodsChanged() }
  }
  /// Creates a kit that shows `table` in `view`, with explicit row and section identities.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The collection view to drive, with any layout; by default a new one with a flow
  ///     layout. The kit becomes its data source, delegate and prefetch data source.
  ///   - rowIdentity: What stays the same when a row's content changes.
  ///   - rowsEqual: Whether a kept row's content is unchanged; a changed row is reconfigured.
  ///   - sectionIdentity: What identifies a section.
  ///   - sectionsEqual: Whether a kept section's value is unchanged.
  /// - Note: Inlinable so that the diff is specialised for the identifier types at the call site.
  @inlinable
  public convenience init<RowID: Hashable, SectionID: Hashable>(
    table: Table<Section, Row> = Table(),
    view: UICollectionView = CollectionKit.makeDefaultView(),
    rowIdentity: @escaping (Row) -> RowID,
    rowsEqual: @escaping (Row, Row) -> Bool,
    sectionIdentity: @escaping (Section) -> SectionID,
    sectionsEqual: @escaping (Section, Section) -> Bool
  ) {
    self.init(
      table: table, view: view,
      identity: TableIdentity(
        rowIdentity: rowIdentity, rowsEqual: rowsEqual, sectionIdentity: sectionIdentity,
        sectionsEqual: sectionsEqual))
  }

  @usableFromInline
  init(table: Table<Section, Row>, view: UICollectionView, identity: TableIdentity<Section, Row>) {
    self.view = view
    super.init(table: table, view: view, identity: identity)
    let bridge = CollectionViewBridge<Section, Row>()
    bridge.kit = self
    start(with: bridge)
  }

  /// Returns a new collection view with a vertical flow layout: the default view of a kit.
  @usableFromInline
  static func makeDefaultView() -> UICollectionView {
    UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  }

  // What only a collection view does; the rest is ListKit's.

  override func issue(_ batch: TableBatch, animated: Bool) { issue(batch) }

  override func refreshSectionViews(of sections: [Int]) { refreshSupplementaryViews(of: sections) }

  override func placePagingView(_ wanted: UIView?) { showPagingFooter(wanted) }

  // MARK: - Older pages

  override func placeOlderPagingView(_ wanted: UIView?) { showOlderPagingHeader(wanted) }

  /// A grid without sections has no footer to show the paging view in: it shows behind it.
  override var pagingBackgroundView: UIView? {
    shown.sections.isEmpty ? wantedPagingView : nil
  }
}
