/// Shows a ``Table`` in a `UICollectionView` and reports every interaction as a signal: the
/// collection-view face of the kit, with ``TableKit``'s tables, rows, events and update
/// pipeline.
///
/// The kit is the collection view's data source, delegate (with the flow layout's sizes) and
/// prefetch data source. Setting ``table`` diffs the new value against the shown one and
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
@MainActor public final class CollectionKit<Section, Row> {
  /// The collection view the kit drives.
  public let view: UICollectionView

  let identity: TableIdentity<Section, Row>
  /// The one path every change to the view takes.
  let pipeline: UpdatePipeline<CollectionKit>
  /// Tells the table's observers each table once the view shows it.
  let tableStore: ReadWriteSignal<Table<Section, Row>>
  let selectionStore: ReadWriteSignal<[Row]>
  /// The collection view's data source and delegate; nil once the kit is disposed.
  var bridge: CollectionViewBridge<Section, Row>?

  let rowEmitter = Emitter<RowEvent<Row>>()
  let sectionEmitter = Emitter<SectionEvent<Section>>()
  let prefetchEmitter = Emitter<[Row]>()
  let cancelPrefetchEmitter = Emitter<[Row]>()
  let scrollEmitter = Emitter<CGPoint>()
  let nearEndEmitter = Emitter<Void>()
  let diagnosticsEmitter = Emitter<TableKitDiagnostic>()

  let cells = CellBook<UICollectionViewCell>()
  let rowWork = RowWork()
  var registrations = CellRegistrations<UICollectionViewCell>()
  /// The reuse identifiers (cells, and supplementary views by kind) the kit registered its own
  /// hosting classes for: a collection view hands out only the cells it dequeued.
  var hostIdentifiers: Set<String> = []
  var nearEndTracker = NearEndTracker()
  /// The empty view the kit shows and the app's own background it took out, to put back.
  var accessories = AccessoryState()
  /// Whether a user's move is being taken in, while the view's selected paths are stale.
  var isTakingInMove = false
  /// Reports, once, that the app took the view over.
  var takeover = ViewTakeover()
  /// Returns why UIKit would reject a batch; replaceable so tests can reach the fallback path.
  var batchFailure: (BatchChecker) -> String? = { $0.failure() }

  /// The table the view's data source answers with.
  var shown: Table<Section, Row> { pipeline.shown }

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
  /// Returns the value a section's header view shows; by default a ``Reusable`` section is its
  /// own header and a `String` section is shown as a title. The layout decides whether headers
  /// exist (``headerSize``).
  ///
  /// ```swift
  /// kit.headerSize = { _, _ in CGSize(width: 320, height: 28) }
  /// kit.header = { album in AlbumHeader(album) }   // any Reusable value
  /// ```
  public var header: ((Section) -> (any ReusableValue)?)? = { section in
    (section as? any ReusableValue) ?? (section as? String).map(SectionTitle.init)
  }
  /// Returns the value a section's footer view shows; unset, sections have no footer content.
  public var footer: ((Section) -> (any ReusableValue)?)?
  /// Returns whether the user may select a row; unset, every row can be selected.
  public var canSelect: ((Row, IndexPath) -> Bool)?
  /// Returns whether the user may reorder a row; unset, no row can be moved.
  public var canMove: ((Row) -> Bool)?
  /// Starts work for a row UIKit is about to need (downloads): the returned disposable is
  /// disposed when UIKit cancels the prefetch or the row leaves the table.
  public var prefetchWorker: ((Row) -> Disposable?)?
  /// How many rows before the end ``nearEnd`` fires, when the row that many from the end is
  /// displayed.
  public var nearEndDistance = 3
  /// Whether the next page is loading: while true, ``nearEnd`` stays quiet.
  public var isLoadingNextPage = false
  /// A view shown behind the items (as the collection view's `backgroundView`) while the table
  /// has no rows.
  public var emptyView: UIView? {
    didSet { pipeline.requestAccessories() }
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
    if let other = view.dataSource as? any KitBridge, other.isDriving {
      fatalError(
        "CollectionKit: this collection view is already driven by another kit. Dispose of the "
          + "other kit (kit.dispose()) before making a new one for the view, or give each kit "
          + "its own view.")
    }
    self.view = view
    self.identity = identity
    self.tableStore = ReadWriteSignal(table)
    self.selectionStore = ReadWriteSignal([])
    self.pipeline = UpdatePipeline(table: table)
    let bridge = CollectionViewBridge<Section, Row>()
    self.bridge = bridge
    bridge.kit = self
    pipeline.target = self
    view.dataSource = bridge
    view.delegate = bridge
    view.prefetchDataSource = bridge
    pipeline.viewCall { view.reloadData() }
    updateEmptyState()
  }

  isolated deinit {
    guard let bridge, view.dataSource === bridge else { return }
    if view.window != nil, view.numberOfSections > 0 {
      KitWarning.emit(
        "CollectionKit: a kit was released while its collection view is still on screen; the "
          + "view no longer has a data source and now shows nothing. Keep a strong reference to "
          + "the kit (a property of the view controller) for as long as the view shows its "
          + "table, or call kit.dispose() first.")
    }
    cells.disposeAll()
    rowWork.disposeAll()
  }

  /// Returns a new collection view with a vertical flow layout: the default view of a kit.
  @usableFromInline
  static func makeDefaultView() -> UICollectionView {
    UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  }

  /// The table: read it, subscribe to it, or set it to animate to a new table.
  ///
  /// The same contract as ``TableKit/table``: a table set inside one of the kit's callouts or
  /// while an update animates waits, the latest wins, and observers hear of a table once the
  /// view shows it.
  ///
  /// ```swift
  /// bag += album.photos.map { Table(rows: $0) }.bindTo(kit.table)
  /// ```
  ///
  /// - Note: Set it on the main thread; another thread stops with a message saying so.
  public var table: ReadWriteSignal<Table<Section, Row>> {
    pipeline.tableSignal(store: tableStore) { [weak self] in self?.setTable($0) }
  }

  /// The selected rows, kept across table updates by the rows' identities; the same contract
  /// as ``TableKit/selection``.
  ///
  /// ```swift
  /// kit.view.allowsMultipleSelection = true
  /// kit.selection.value = [first, second]
  /// ```
  ///
  /// - Note: Set it on the main thread; another thread stops with a message saying so.
  public var selection: ReadWriteSignal<[Row]> {
    pipeline.selectionSignal(store: selectionStore)
  }

  /// Stops driving the view: the kit is no longer its data source or delegate, every cell,
  /// display and row bag is disposed, and the view reloads empty.
  public func dispose() {
    guard let bridge else { return }
    bridge.kit = nil
    if view.dataSource === bridge { view.dataSource = nil }
    if view.delegate === bridge { view.delegate = nil }
    if view.prefetchDataSource === bridge { view.prefetchDataSource = nil }
    self.bridge = nil
    cells.disposeAll()
    rowWork.disposeAll()
    view.reloadData()
  }

  /// Problems found in the data the kit was given, each with the data needed to fix it.
  public var diagnostics: Signal<TableKitDiagnostic> { diagnosticsEmitter.signal }

  func report(_ diagnostic: TableKitDiagnostic) {
    diagnosticsEmitter.send(diagnostic)
  }

  /// UIKit caches which optional delegate methods exist when the delegate is set; setting it
  /// again makes the layout ask anew after a size closure is set or cleared.
  private func delegateMethodsChanged() {
    guard let bridge, view.delegate === bridge else { return }
    pipeline.viewCall {
      view.delegate = nil
      view.delegate = bridge
    }
  }

  /// Shows ``emptyView`` behind an empty table, and the app's own background otherwise (also
  /// once the empty view is set to nil).
  func updateEmptyState() {
    let wanted = accessories.background(
      emptyView: emptyView, isEmpty: shown.isEmpty, current: view.backgroundView)
    if view.backgroundView !== wanted { view.backgroundView = wanted }
  }
}
