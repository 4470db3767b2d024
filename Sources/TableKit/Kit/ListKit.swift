/// What ``TableKit`` and ``CollectionKit`` share: tables and their diffed updates, selection,
/// every row event, prefetching, paging, moves, the empty state and diagnostics — one contract,
/// written once, whatever the view.
///
/// You do not make a `ListKit` yourself: make a ``TableKit`` for a `UITableView` or a
/// ``CollectionKit`` for a `UICollectionView`. Code that works with either takes a `ListKit`:
///
/// ```swift
/// @MainActor func followPages<Section, Row>(of kit: ListKit<Section, Row>, from feed: Feed) -> Disposable {
///   kit.nearEnd.onValue { kit.paging.value = .loading; feed.loadNextPage() }
/// }
/// ```
///
/// - Note: Main actor only. The kit holds its view; the view holds the kit's data source weakly,
///   so keep the kit alive as long as the view shows its table. When the kit goes away, every
///   cell, display and row bag it manages is disposed.
@MainActor public class ListKit<Section, Row> {
  let identity: TableIdentity<Section, Row>
  /// The view, through the verbs the core needs of it.
  let listView: any ListView
  /// The one path every change to the view takes.
  let pipeline: UpdatePipeline<ListKit>
  /// Tells the table's observers each table once the view shows it.
  let tableStore: ReadWriteSignal<Table<Section, Row>>
  let selectionStore: ReadWriteSignal<[Row]>
  /// The view's data source and delegate; nil once the kit is disposed.
  var bridge: (any KitBridge)?

  let rowEmitter = Emitter<RowEvent<Row>>()
  let sectionEmitter = Emitter<SectionEvent<Section>>()
  let prefetchEmitter = Emitter<[Row]>()
  let cancelPrefetchEmitter = Emitter<[Row]>()
  let scrollEmitter = Emitter<CGPoint>()
  let diagnosticsEmitter = Emitter<TableKitDiagnostic>()
  let moveEmitter = Emitter<RowMove<Row>>()
  let nearEndEmitter = Emitter<Void>()
  let pagingStore = ReadWriteSignal(PagingState.idle)
  let pageStartEmitter = Emitter<IndexPath?>()
  let pageEndEmitter = Emitter<IndexPath?>()
  /// Where the page that loads was asked for: the row count and the last row's identity.
  var pageStart: TableEnd?
  /// The end of the table `nearEnd` last fired for: never twice for one page.
  var nearEndReportedAt: TableEnd?

  let cells = CellBook<UIView>()
  let rowWork = RowWork()
  var registrations = CellRegistrations<UIView>()
  /// The app's own footer and background views, put back when the paging and empty views go.
  var accessories = AccessoryState()
  /// Reports, once, that the app took the view over.
  var takeover = ViewTakeover()
  /// Returns why UIKit would reject a batch; tests replace it through
  /// ``batchPrecheck`` (`ListKit+Testing.swift`) to reach the fallback path.
  var batchFailure: (BatchChecker) -> String? = { $0.failure() }
  /// The animation of the waiting table, when it was set with ``setTable(_:animated:)``.
  var pendingAnimated: Bool?
  /// Whether a user's move is being taken in, while the view's selected paths are stale.
  var isTakingInMove = false
  /// The row heights row groups lay over the app's own sizing, newest first.
  let heightLayers = LayeredSetting<(Row, IndexPath) -> CGFloat?>()
  /// Whether any row group lays heights over the app's sizing: read for every row UIKit sizes,
  /// so a plain flag rather than a look into the generic layers.
  private(set) var hasGroupHeights = false
  /// What stops following the row groups the last ``show(_:)`` shows.
  var shownGroups: Disposable?
  /// The identities of the shown table, counted for the user's edits since the pipeline last
  /// showed a table; nil until an edit needs them.
  var editedIdentities: IdentityCounts?

  /// The table the view's data source answers with.
  var shown: Table<Section, Row> { pipeline.shown }

  /// The kit's name in messages: "TableKit" or "CollectionKit".
  class var kitName: String { "ListKit" }
  /// What the kit's messages call its view: "table view" or "collection view".
  class var viewName: String { "view" }

  /// Returns whether a tapped row acts rather than stays selected: ``didSelect`` fires, then the
  /// row is deselected as the tap's pass ends (UIKit's deselect-after-select), and
  /// ``selection`` reads the row, then no longer. Unset, tapped rows stay selected. Row groups
  /// say this per row (``RowTapResult``).
  public var deselectsOnTap: ((Row) -> Bool)?
  /// Returns whether the user may select a row; unset, every row can be selected.
  public var canSelect: ((Row, IndexPath) -> Bool)?
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
  ///
  /// A path outside the table stops with a message naming `moveTarget` and the path.
  public var moveTarget: ((_ row: Row, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath)?
  /// Returns the value a section's header shows — any ``Reusable`` value, whose view the kit
  /// makes and configures — or nil for no content; once set, it alone decides. Unset, a
  /// ``Reusable`` section is its own header and a `String` section shows as its title. The same on a table and a grid (whose
  /// layout decides whether headers exist: `CollectionKit/headerSize`).
  ///
  /// ```swift
  /// kit.header = { album in AlbumHeader(album) }   // any Reusable value
  /// ```
  public var header: ((Section) -> (any ReusableValue)?)?
  /// Returns the value a section's footer shows, as ``header`` does for headers; unset,
  /// sections have no footer content (a table shows `TableKit/footerTitle`).
  public var footer: ((Section) -> (any ReusableValue)?)?
  /// Starts work for a row UIKit is about to need (downloads): the returned disposable is
  /// disposed when UIKit cancels the prefetch or the row leaves the table.
  public var prefetchWorker: ((Row) -> Disposable?)?
  /// A view shown behind the rows (as the view's `backgroundView`) while the table has no rows;
  /// the app's own `backgroundView` comes back when rows appear or this is set to nil.
  public var emptyView: UIView? {
    didSet { pipeline.requestAccessories() }
  }

  /// How many rows before the end ``nearEnd`` fires, when the row that many from the end is
  /// displayed; 0 or more.
  public var nearEndDistance = 3 {
    didSet {
      precondition(
        nearEndDistance >= 0,
        "\(Self.kitName): nearEndDistance must be 0 or more (it is \(nearEndDistance)); 0 fires "
          + "when the last row is displayed.")
      pipeline.requestAccessories()
    }
  }
  /// The view shown below the last row while a page loads (a table's footer view, a grid's last
  /// section footer; behind an empty grid), the app's own view coming back afterwards; by
  /// default a spinning activity indicator.
  public var loadingView: UIView = ListKit.makeDefaultLoadingView() {
    didSet { pipeline.requestAccessories() }
  }
  /// The view shown where ``loadingView`` goes while paging is ``PagingState/failed``; by
  /// default a label asking to retry. Give it a button that calls ``retryPaging()``.
  public var failedView: UIView = ListKit.makeDefaultFailedView() {
    didSet { pipeline.requestAccessories() }
  }

  init(
    table: Table<Section, Row>, view: any ListView, identity: TableIdentity<Section, Row>
  ) {
    if let other = view.drivingBridge, other.isDriving {
      fatalError(
        "\(Self.kitName): this \(Self.viewName) is already driven by another kit. Dispose of the "
          + "other kit (kit.dispose()) before making a new one for the view, or give each kit "
          + "its own view.")
    }
    self.listView = view
    self.identity = identity
    self.tableStore = ReadWriteSignal(table)
    self.selectionStore = ReadWriteSignal([])
    self.pipeline = UpdatePipeline(table: table)
    pipeline.target = self
    heightLayers.didChange = { [weak self] in
      guard let self else { return }
      hasGroupHeights = !heightLayers.isEmpty
      delegateMethodsChanged()
    }
    DeferredWork.register(self) { [weak self] in self?.deferredWork }
  }

  /// What the kit put off until the main actor's next turn, for tests that wait for it.
  var deferredWork: String? {
    if pipeline.isDiffing {
      return "\(Self.kitName) of a \(Self.viewName): a table of \(pipeline.requested.count) rows "
        + "is diffed off the main actor"
    }
    guard pipeline.state.isDrainScheduled else { return nil }
    return "\(Self.kitName) of a \(Self.viewName) with \(shown.count) rows: a table, selection "
      + "or accessory update set during UIKit's pass waits for the next turn"
  }

  /// Makes `bridge` the view's data source and delegate and loads the first table: the last
  /// step of a face's initialiser, once the bridge can reach the face.
  func start(with bridge: any KitBridge) {
    self.bridge = bridge
    listView.attach(bridge, replacing: nil)
    pipeline.viewCall { listView.reloadData() }
    updateEmptyState()
  }

  isolated deinit {
    stopObservingSize()
    shownGroups?.dispose()
    guard let bridge, listView.drivingBridge === bridge else { return }
    if listView.window != nil, listView.numberOfSections > 0 {
      KitWarning.emit(
        "\(Self.kitName): a kit was released while its \(Self.viewName) is still on screen; the "
          + "view no longer has a data source and now shows nothing. Keep a strong reference to "
          + "the kit (a property of the view controller) for as long as the view shows its "
          + "table, or call kit.dispose() first.")
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
    pipeline.tableSignal(store: tableStore) { [weak self] in self?.requestTable($0, animated: nil) }
  }

  /// The selected rows, kept across table updates by the rows' identities.
  ///
  /// User taps update it; setting it selects those rows in the view without delegate calls.
  /// A selection set while a table waits to be shown is resolved against that table once the
  /// view shows it. Rows that are not in the table are ignored and reported on
  /// ``diagnostics``. It changes only when the selected identities change or a selected row's
  /// content does (not when selected rows only move), and after a tap it changes after
  /// ``RowEventReporting/didSelect`` or ``RowEventReporting/didDeselect`` fires.
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
  /// display and row bag is disposed, the row groups ``show(_:)`` shows end, and the view
  /// reloads empty.
  ///
  /// Deinitialising the kit has the same effect on the bags and groups; call this to detach
  /// the view while keeping the kit. A table set afterwards is kept as ``table``'s value but not shown,
  /// and reported on ``diagnostics``.
  public func dispose() {
    guard let bridge else { return }
    bridge.detach()
    listView.attach(nil, replacing: bridge)
    self.bridge = nil
    stopObservingSize()
    shownGroups?.dispose()
    shownGroups = nil
    cells.disposeAll()
    rowWork.disposeAll()
    listView.reloadData()
  }

  /// Problems found in the data the kit was given, each with the data needed to fix it.
  ///
  /// - Note: Checks start with the first table set after creation; subscribe, then set the
  ///   table, to hear about the first one.
  public var diagnostics: Signal<TableKitDiagnostic> { diagnosticsEmitter.signal }

  func report(_ diagnostic: TableKitDiagnostic) {
    diagnosticsEmitter.send(diagnostic)
  }

  // MARK: What each face does its own way

  /// Whether updates animate unless the app says otherwise (``setTable(_:animated:)``).
  var animatesByDefault: Bool { true }

  /// Issues a batch's structural changes to the view (inside UIKit's batch update).
  func issue(_ batch: TableBatch, animated: Bool) {
    preconditionFailure("\(Self.kitName) does not issue batches")
  }

  /// Reloads, after a batch, the changed rows whose cells cannot show their new content.
  func reloadRows(_ indexPaths: [IndexPath], animated: Bool) {
    listView.reloadPaths(indexPaths)
  }

  /// How kept sections whose values changed reach the view.
  var sectionUpdateStyle: TableBatch.UpdateStyle { .reconfigure }

  /// Brings what only the face shows (a table's index titles) up to date.
  func updateFaceAccessories() {}

  /// Shows the new values of kept sections whose values changed in their headers and footers.
  func refreshSectionViews(of sections: [Int]) {}

  /// Shows the paging view where the face puts it, or, given nil, the app's own view there.
  func placePagingView(_ view: UIView?) {}

  /// Corrects the offset for the user's place inside a batch, once the face has issued its
  /// changes and before the view lays its cells out, where the face can; the correction after
  /// the batch then finds the place already kept. Nothing by default.
  func placeAnchorInsideBatch(_ anchor: ScrollAnchor, batch: TableBatch) {}

  /// The paging view to show as the background, where the face has nowhere else to put it (a
  /// grid without sections); the empty view gives way to it.
  var pagingBackgroundView: UIView? { nil }

  /// UIKit caches which optional delegate methods exist when the delegate is set; setting it
  /// again makes it ask anew after a size closure is set or cleared, and lay the rows out again
  /// with the new answer. HeadlessUIKit asks the same way, so tests lay out as iOS does.
  func delegateMethodsChanged() {
    guard let bridge, listView.propertiesReplacing(bridge).isEmpty else { return }
    pipeline.viewCall { listView.reattachDelegate() }
  }

  // MARK: - Drag and drop

  /// How the rows take part in drag and drop; nil (the default) turns it off. See
  /// ``DragAndDropConfiguration`` and <doc:DragAndDrop>.
  ///
  /// ```swift
  /// kit.canMove = { _ in true }
  /// kit.dragAndDrop = .reordering
  /// ```
  public var dragAndDrop: DragAndDropConfiguration<Row>? {
    didSet { listView.attachDragAndDrop(dragAndDrop == nil ? nil : bridge) }
  }
  let transferEmitter = Emitter<RowTransfer<Row>>()
  let importEmitter = Emitter<RowImport<Row>>()

  // MARK: - Keeping the user's place

  /// What keeps its place on screen when the table changes; by default the first row the user
  /// can fully see (at the top of the list, rows inserted above show). See
  /// <doc:KeepingTheUsersPlace>.
  ///
  /// ```swift
  /// kit.anchoring = .bottom   // a chat
  /// ```
  public var anchoring: ScrollAnchoring<Row> = .firstVisibleRow {
    didSet {
      observeSizeIfAnchoredAtBottom()
      placeAtBottomIfNeeded()
    }
  }
  /// The anchor the last batch put back and the offset it left, for the check at the end of the
  /// batch's animation.
  var anchorAfterBatch: (ScrollAnchor, CGFloat)?
  /// The batch being issued, while its anchor is put back: it tells where the anchored rows
  /// went without a search of the table.
  var anchorBatch: TableBatch?
  /// The user's place taken for the batch being issued, from just before the batch until it is
  /// put back after it: a face that can correct the offset inside the batch, before the view
  /// lays its cells out, reads it there (``placeAnchorInsideBatch(_:batch:)``).
  var anchorInBatch: ScrollAnchor?
  /// The user's place taken before a batch UIKit would reject, put back after the reload that
  /// replaces it.
  var reloadAnchor: ScrollAnchor?
  /// The number of rows that arrived below while a bottom-anchored list was not at the bottom.
  let rowsBelowStore = ReadWriteSignal(0)
  /// Where upward paging stands.
  let olderPagingStore = ReadWriteSignal(PagingState.idle)
  let nearStartEmitter = Emitter<Void>()
  /// The start of the table `nearStart` last fired for: never twice for one page.
  var nearStartReportedAt: TableStart?
  /// Whether an older page that ended loading has yet to reach the view: it is inserted with the
  /// rows on screen kept still, even at the top.
  var olderPageArriving = false
  /// A reading position waiting for a table that has its row: which row, and how far into it.
  var pendingReadingPosition: ((Row) -> Bool, CGFloat)?
  /// Whether a bottom-anchored list was placed at its newest row.
  var isPlacedAtBottom = false
  /// Whether a bottom-anchored list rests at its newest row, as the last scroll left it: a
  /// layout that moved the end (a new size) puts it back there.
  var isPinnedToBottom = false
  /// The view shown above the first row while an older page loads (``olderPaging`` is
  /// ``PagingState/loading``) — a table's header view, a grid's first section header — with the
  /// rows on screen kept still as it comes and goes; by default a spinning activity indicator.
  public var olderLoadingView: UIView = ListKit.makeDefaultLoadingView() {
    didSet { pipeline.requestAccessories() }
  }
  /// The view shown where ``olderLoadingView`` goes while ``olderPaging`` is
  /// ``PagingState/failed``; by default a label asking to retry. Give it a button that calls
  /// ``retryOlderPaging()``.
  public var olderFailedView: UIView = ListKit.makeDefaultFailedView() {
    didSet { pipeline.requestAccessories() }
  }
  /// Shows the older-page view where the face puts it (a table's header view, a grid's first
  /// section header), or, given nil, the app's own view there.
  func placeOlderPagingView(_ view: UIView?) {}
  /// How many rows after the start ``nearStart`` fires, when the row that many from the start
  /// is displayed; 0 or more.
  public var nearStartDistance = 3 {
    didSet {
      precondition(
        nearStartDistance >= 0,
        "\(Self.kitName): nearStartDistance must be 0 or more (it is \(nearStartDistance)); 0 "
          + "fires when the first row is displayed.")
      checkNearStart()
    }
  }

  // MARK: - Off-main diffs

  /// The row count from which a set table is diffed off the main actor
  /// (``OffMainDiff/rowThreshold``; tests lower it).
  var offMainDiffThreshold = OffMainDiff.rowThreshold

  // MARK: - Outlines

  /// The places in a tree that outlines give their rows, newest first (`ListKit+Outlines.swift`).
  let outlineLayers = LayeredSetting<(Row) -> OutlineRowState?>()
  /// Whether an outline was ever shown: from then on every configured cell is told its place,
  /// so a cell reused after the outline went shows nothing of it.
  var decoratesOutlineCells = false

  // MARK: - Row actions / menus / focus (i25-actions)

  /// Returns a row's actions, offered as swipe actions, in its context menu, to VoiceOver and
  /// as keyboard commands while it has focus (see ``RowAction``); unset, rows have none.
  /// Invocations reach ``didInvokeAction``.
  ///
  /// - Note: While it is set, the kit owns its cells' `accessibilityCustomActions`.
  public var rowActions: ((Row) -> [RowAction])? {
    didSet { refreshAccessibilityActions() }
  }
  /// Returns the view controller a row's context menu shows as its preview; unset or nil, the
  /// menu previews the row's cell. A tap on the preview reaches ``contextMenuEvents`` as
  /// ``ContextMenuEvent/Kind/commitPreview``: open the row.
  public var contextMenuPreview: ((Row) -> UIViewController?)?
  /// Returns whether a row can take keyboard focus; unset, the view's `allowsFocus` decides.
  public var canFocus: ((Row, IndexPath) -> Bool)?
  /// Returns whether a two-finger pan starting on a row may select several rows; unset, none
  /// may (UIKit's default). A table needs `allowsMultipleSelectionDuringEditing` too.
  public var canBeginMultipleSelection: ((Row, IndexPath) -> Bool)?
  /// Returns what VoiceOver announces when a row is inserted by a table update; unset or nil,
  /// nothing. Several rows inserted at once are announced together.
  public var insertionAnnouncement: ((Row) -> String?)?

  let actionEmitter = Emitter<RowActionInvocation<Row>>()
  let contextMenuEmitter = Emitter<ContextMenuEvent<Row>>()
  let focusedRowStore = ReadWriteSignal<Row?>(nil)
  let multipleSelectionStore = ReadWriteSignal(false)
  /// The rows of the context menu the kit made last.
  var contextMenuRows: ContextMenuRows?
  /// The identity of the focused row.
  var focusedRowID: AnyHashable?
  /// The identity of the row the app asked to focus, until focus moves.
  var preferredFocusRowID: AnyHashable?
  /// The identity of the row VoiceOver was on when an update began.
  var voiceOverRowID: AnyHashable?
  /// The rows the update being shown inserts, for ``insertionAnnouncement``.
  var insertedRows: [Row] = []

  // MARK: - A chat that grows (i26-chat-grow)

  /// The empty view inside the list that tells a bottom-anchored kit of the list's new sizes
  /// (`ListKit+Chat.swift`); nil unless ``anchoring`` is ``ScrollAnchoring/bottom``.
  var sizeObserver: ListSizeObserver?

  // MARK: - Anchoring inside a table's batch (i26 table-anchor)

  /// Notes the user's place and the batch about to be issued, just before it, while the view
  /// still answers the old layout: a face that predicts the place inside the batch takes what
  /// it needs here. Nothing by default.
  func anchorWillBatch(_ anchor: ScrollAnchor, batch: TableBatch) {}

  /// Runs once a batch's place is put back after it. Nothing by default.
  func anchorInsideBatchDidSettle() {}

  /// How a batch the app animates is issued around the user's place: as asked, without
  /// animation, or split in two; as asked by default.
  func issueAroundAnchor(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) -> AnchoredIssue { .asIs }
}
