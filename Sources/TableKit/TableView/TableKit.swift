/// Shows a ``Table`` in a `UITableView` and reports every interaction as a signal.
///
/// The kit is the table view's data source, delegate and prefetch data source. Setting ``table``
/// diffs the new value against the shown one and animates the changes; events (selection,
/// display, prefetching, editing, scrolling) arrive as signals carrying the rows' models.
///
/// ```swift
/// let kit = TableKit<String, Message>()
/// bag += messages.map { Table(rows: $0, sectionedBy: \.day) }.bindTo(kit.table)
/// bag += kit.didSelect.onValue { message in open(message) }
/// ```
///
/// - Note: Main actor only. The kit holds its view; the view holds the kit's data source weakly,
///   so keep the kit alive as long as the view shows its table. When the kit goes away, every
///   cell, display and row bag it manages is disposed.
@MainActor public final class TableKit<Section, Row> {
  /// The table view the kit drives.
  public let view: UITableView

  let identity: TableIdentity<Section, Row>
  /// The one path every change to the view takes.
  let pipeline: UpdatePipeline<TableKit>
  /// Tells the table's observers each table once the view shows it.
  let tableStore: ReadWriteSignal<Table<Section, Row>>
  let selectionStore: ReadWriteSignal<[Row]>
  /// The table view's data source and delegate; nil once the kit is disposed.
  var bridge: TableViewBridge<Section, Row>?

  let rowEmitter = Emitter<RowEvent<Row>>()
  let sectionEmitter = Emitter<SectionEvent<Section>>()
  let prefetchEmitter = Emitter<[Row]>()
  let cancelPrefetchEmitter = Emitter<[Row]>()
  let scrollEmitter = Emitter<CGPoint>()
  let nearEndEmitter = Emitter<Void>()
  let diagnosticsEmitter = Emitter<TableKitDiagnostic>()
  let moveEmitter = Emitter<RowMove<Row>>()
  let pagingStore = ReadWriteSignal(PagingState.idle)
  let pageStartEmitter = Emitter<IndexPath?>()
  let pageEndEmitter = Emitter<IndexPath?>()
  /// The row count when the page that loads was asked for.
  var pageStartCount: Int?
  let editingStore: ReadWriteSignal<Bool>
  /// The row whose swipe actions show, for `didEndEditing` once it may have left the table.
  var swipedRow: Row?

  let cells = CellBook<UITableViewCell>()
  let rowWork = RowWork()
  var registrations = CellRegistrations<UITableViewCell>()
  var headerRegistrations = CellRegistrations<UITableViewHeaderFooterView>()
  var footerRegistrations = CellRegistrations<UITableViewHeaderFooterView>()
  /// The row count of the table `nearEnd` last fired for: never twice for one page.
  var nearEndReportedCount: Int?
  /// The app's own footer and background views, put back when the loading and empty views go.
  var accessories = AccessoryState()
  /// Reports, once, that the app took the view over.
  var takeover = ViewTakeover()
  /// Returns why UIKit would reject a batch; replaceable so tests can reach the fallback path.
  var batchFailure: (BatchChecker) -> String? = { $0.failure() }

  /// The table the view's data source answers with.
  var shown: Table<Section, Row> { pipeline.shown }

  /// Returns the height of a row; unset, the table view's own sizing decides.
  ///
  /// - Note: A height that is NaN or infinite stops the process with a message naming the row
  ///   (UIKit would stop later, in Core Animation, without naming it); a finite height, however
  ///   large, is laid out. The same holds for the estimated, header and footer heights.
  public var heightForRow: ((Row, IndexPath) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the estimated height of a row; setting it turns estimation on, as in UIKit.
  public var estimatedHeightForRow: ((Row, IndexPath) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the height of a section's header; unset, the table view's own sizing decides.
  public var heightForHeader: ((Section, Int) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns the height of a section's footer; unset, the table view's own sizing decides.
  public var heightForFooter: ((Section, Int) -> CGFloat)? {
    didSet { delegateMethodsChanged() }
  }
  /// Returns whether a tapped row acts rather than stays selected: ``didSelect`` fires, then the
  /// row is deselected as the tap's pass ends (UIKit's deselect-after-select), and
  /// ``selection`` reads the row, then no longer. Unset, tapped rows stay selected. Row groups
  /// say this per row (``RowTapResult``).
  public var deselectsOnTap: ((Row) -> Bool)?
  /// Returns whether the user may select a row; unset, every row can be selected.
  public var canSelect: ((Row, IndexPath) -> Bool)?
  /// Returns a section's header title; by default a `String` section is its own title.
  public var headerTitle: ((Section) -> String?)? = { $0 as? String }
  /// Returns a section's header view; unset, a ``ReusableValue`` section makes its own view and
  /// other sections show ``headerTitle``.
  public var headerView: ((Section) -> UIView?)?
  /// Returns a section's footer view; unset, sections show ``footerTitle``.
  public var footerView: ((Section) -> UIView?)?
  /// How updates animate; ``TableAnimation/automatic`` by default.
  public var animation = TableAnimation.automatic
  /// The animation of the waiting table, when it was set with ``setTable(_:animated:)``.
  var pendingAnimated: Bool?
  /// Returns the title a section shows in the section index (the A–Z bar at the trailing edge);
  /// unset, the table has no index. Sections sharing a title share its entry; tapping an entry
  /// scrolls to the first of them.
  ///
  /// ```swift
  /// kit.sectionIndexTitle = { day in String(day.prefix(1)) }
  /// ```
  public var sectionIndexTitle: ((Section) -> String?)? {
    didSet { pipeline.requestAccessories() }
  }
  /// The index titles the view last loaded.
  var shownIndexTitles: [String]?
  /// Returns a section's footer title; unset, sections have no footer title.
  public var footerTitle: ((Section) -> String?)?
  /// Returns whether the user may delete a row (swipe or editing control); unset, no row can be
  /// deleted. A deleted row leaves ``table`` before ``didDelete`` reports it.
  public var canDelete: ((Row) -> Bool)?
  /// Returns whether the user may reorder a row; unset, no row can be moved.
  public var canMove: ((Row) -> Bool)?
  /// Returns where a dragged row may go, given where the user proposes to drop it: the proposed
  /// path, another path (the row goes there), or the source path (the row goes back). Unset,
  /// every proposal is accepted.
  ///
  /// ```swift
  /// kit.moveTarget = { _, source, proposed in
  ///   proposed.section == source.section ? proposed : source  // stay in the section
  /// }
  /// ```
  public var moveTarget: ((_ row: Row, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath)?
  /// Returns whether a row shows the editing control's plus button (in editing mode) instead of
  /// the delete button; unset, no row does.
  public var canInsert: ((Row) -> Bool)?
  /// Returns the row to insert when the user taps a row's plus button: it is inserted at the
  /// tapped row's place (the tapped row moves down), in the view and in ``table``. Unset or
  /// nil, nothing is inserted; ``didRequestInsert`` fires either way.
  public var makeInsertedRow: ((_ tapped: Row) -> Row?)?
  /// Decides which row a tap selects: the tapped path, another path, or nil for none — UIKit's
  /// `willSelectRowAt`. Unset, ``canSelect`` decides.
  public var willSelect: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)?
  /// Decides which row a tap deselects: the tapped path, another path, or nil to keep it
  /// selected — UIKit's `willDeselectRowAt`. Unset, the tapped row is deselected.
  public var willDeselect: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)?
  /// Returns the actions revealed by swiping a row towards the leading edge; unset or empty,
  /// UIKit's default (Delete, when ``canDelete`` allows it).
  public var trailingSwipeActions: ((Row) -> [SwipeAction])?
  /// Returns the actions revealed by swiping a row towards the trailing edge.
  public var leadingSwipeActions: ((Row) -> [SwipeAction])?
  /// Starts work for a row UIKit is about to need (downloads): the returned disposable is
  /// disposed when UIKit cancels the prefetch or the row leaves the table.
  public var prefetchWorker: ((Row) -> Disposable?)?
  /// How many rows before the end ``nearEnd`` fires, when the row that many from the end is
  /// displayed; 0 or more.
  public var nearEndDistance = 3 {
    didSet {
      precondition(
        nearEndDistance >= 0,
        "TableKit: nearEndDistance must be 0 or more (it is \(nearEndDistance)); 0 fires when "
          + "the last row is displayed.")
      pipeline.requestAccessories()
    }
  }
  /// Whether the next page is loading: ``paging`` is ``PagingState/loading``. Setting true
  /// enters that state, setting false returns to ``PagingState/idle``.
  ///
  /// ```swift
  /// bag += kit.nearEnd.onValue { inbox.loadNextPage() }
  /// bag += inbox.isLoading.onValue { kit.isLoadingNextPage = $0 }
  /// ```
  public var isLoadingNextPage: Bool {
    get { pagingStore.value == .loading }
    set { setPaging(newValue ? .loading : .idle) }
  }
  /// The view shown below the last row (as the table's footer view, the app's own coming back
  /// afterwards) while a page loads; by default a spinning activity indicator.
  public var loadingView: UIView = TableKit.makeDefaultLoadingView() {
    didSet { pipeline.requestAccessories() }
  }
  /// The view shown below the last row while paging is ``PagingState/failed``; by default a
  /// label asking to retry. Give it a button that calls ``retryPaging()``.
  public var failedView: UIView = TableKit.makeDefaultFailedView() {
    didSet { pipeline.requestAccessories() }
  }
  /// A view shown behind the table (as its `backgroundView`) while the table has no rows; the
  /// app's own `backgroundView` comes back when rows appear or this is set to nil.
  public var emptyView: UIView? {
    didSet { pipeline.requestAccessories() }
  }

  /// Creates a kit that shows `table` in `view`, with explicit row and section identities.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The table view to drive; by default a new plain one. The kit becomes its data
  ///     source, delegate and prefetch data source.
  ///   - rowIdentity: What stays the same when a row's content changes: rows with equal
  ///     identities are the same row (moved or updated rather than deleted and inserted).
  ///   - rowsEqual: Whether a kept row's content is unchanged; a changed row is reconfigured.
  ///   - sectionIdentity: What identifies a section.
  ///   - sectionsEqual: Whether a kept section's value is unchanged.
  /// - Note: Inlinable so that the diff is specialised for the identifier types at the call site.
  @inlinable
  public convenience init<RowID: Hashable, SectionID: Hashable>(
    table: Table<Section, Row> = Table(),
    view: UITableView = UITableView(frame: .zero, style: .plain),
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
  init(table: Table<Section, Row>, view: UITableView, identity: TableIdentity<Section, Row>) {
    if let other = view.dataSource as? any KitBridge, other.isDriving {
      fatalError(
        "TableKit: this table view is already driven by another kit. Dispose of the other kit "
          + "(kit.dispose()) before making a new one for the view, or give each kit its own view.")
    }
    self.view = view
    self.identity = identity
    self.tableStore = ReadWriteSignal(table)
    self.selectionStore = ReadWriteSignal([])
    self.editingStore = ReadWriteSignal(view.isEditing)
    self.pipeline = UpdatePipeline(table: table)
    let bridge = TableViewBridge<Section, Row>()
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
        "TableKit: a kit was released while its table view is still on screen; the view no "
          + "longer has a data source and now shows nothing. Keep a strong reference to the kit "
          + "(a property of the view controller) for as long as the view shows its table, or "
          + "call kit.dispose() first.")
    }
    cells.disposeAll()
    rowWork.disposeAll()
  }

  /// The table: read it, subscribe to it, or set it to animate to a new table.
  ///
  /// Setting diffs the new table against the shown one and applies the changes as animated batch
  /// updates (without animation while the view is not in a window). A table set while UIKit is
  /// inside one of the kit's data-source or delegate calls (a configure closure, a height, a
  /// `canSelect`, a `didMove` handler) waits until UIKit's pass ends; one set while an update
  /// animates waits for it. Only the latest waiting table is applied, and nothing set is lost:
  /// reading `value` returns the latest table set, with the user's edits applied.
  ///
  /// Observers are told of a table once the view shows it — its row counts are the new ones, so
  /// an observer may scroll to or select the new rows — and only of the tables the view shows:
  /// tables replaced while they waited are skipped.
  ///
  /// ```swift
  /// bag += inbox.messages.map { Table(rows: $0) }.bindTo(kit.table)
  /// kit.table.value = Table(rows: [])
  /// ```
  ///
  /// - Note: Set it on the main thread; another thread stops with a message saying so.
  public var table: ReadWriteSignal<Table<Section, Row>> {
    pipeline.tableSignal(store: tableStore) { [weak self] in self?.setTable($0) }
  }

  /// The selected rows, kept across table updates by the rows' identities.
  ///
  /// User taps update it; setting it selects those rows in the view without delegate calls.
  /// A selection set while a table waits to be shown is resolved against that table once the
  /// view shows it. Rows that are not in the table are ignored and reported on
  /// ``diagnostics``. It changes only when the selected identities change or a selected row's
  /// content does (not when selected rows only move), and after a tap it changes after
  /// ``didSelect`` or ``didDeselect`` fires.
  ///
  /// ```swift
  /// kit.selection.value = [message]
  /// bag += kit.selection.onValue { print("selected", $0) }
  /// ```
  ///
  /// - Note: Set it on the main thread; another thread stops with a message saying so.
  public var selection: ReadWriteSignal<[Row]> {
    pipeline.selectionSignal(store: selectionStore)
  }

  /// Stops driving the view: the kit is no longer its data source or delegate, every cell,
  /// display and row bag is disposed, and the view reloads empty.
  ///
  /// Deinitialising the kit has the same effect on the bags; call this to detach the view
  /// while keeping the kit. A table set afterwards is kept as ``table``'s value but not shown,
  /// and reported on ``diagnostics``.
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
  ///
  /// - Note: Checks start with the first table set after creation; subscribe, then set the
  ///   table, to hear about the first one.
  public var diagnostics: Signal<TableKitDiagnostic> { diagnosticsEmitter.signal }

  func report(_ diagnostic: TableKitDiagnostic) {
    diagnosticsEmitter.send(diagnostic)
  }

  private static func makeDefaultFailedView() -> UIView {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    label.text = "Couldn't load more. Tap to retry."
    label.textAlignment = .center
    return label
  }

  private static func makeDefaultLoadingView() -> UIView {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    indicator.startAnimating()
    return indicator
  }

  /// UIKit caches which optional delegate methods exist when the delegate is set; setting it
  /// again makes it ask anew after a height closure is set or cleared, and lay the rows out
  /// again with the new answer. HeadlessUIKit asks the same way, so tests lay out as iOS does.
  private func delegateMethodsChanged() {
    guard let bridge, view.delegate === bridge else { return }
    pipeline.viewCall {
      view.delegate = nil
      view.delegate = bridge
    }
  }
}

extension TableKit where Section: Hashable, Row: Identifiable, Row: Equatable {
  /// Creates a kit that shows `table` in `view`; rows are identified by `id`, sections by value.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The table view to drive; by default a new plain one.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(),
    view: UITableView = UITableView(frame: .zero, style: .plain)
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0.id }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 },
      sectionsEqual: { _, _ in true })
  }
}

extension TableKit where Section: Hashable, Row: Hashable {
  /// Creates a kit that shows `table` in `view`; rows and sections are identified by value.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The table view to drive; by default a new plain one.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(),
    view: UITableView = UITableView(frame: .zero, style: .plain)
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0 }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 },
      sectionsEqual: { _, _ in true })
  }
}

extension TableKit where Section: Hashable, Row: Identifiable, Row: Hashable {
  /// Creates a kit that shows `table` in `view`; rows are identified by `id`, sections by value.
  ///
  /// - Parameters:
  ///   - table: The table to show first.
  ///   - view: The table view to drive; by default a new plain one.
  @inlinable
  public convenience init(
    table: Table<Section, Row> = Table(),
    view: UITableView = UITableView(frame: .zero, style: .plain)
  ) {
    self.init(
      table: table, view: view, rowIdentity: { $0.id }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 },
      sectionsEqual: { _, _ in true })
  }
}
