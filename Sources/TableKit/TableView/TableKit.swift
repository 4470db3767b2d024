/// Shows a ``Table`` in a `UITableView` and reports every interaction as a signal.
///
/// The kit is the table view's data source, delegate and prefetch data source. Setting ``ListKit/table``
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
@MainActor public final class TableKit<Section, Row>: ListKit<Section, Row> {
  /// The table view the kit drives.
  public let view: UITableView

  let editingStore: ReadWriteSignal<Bool>
  /// The row whose swipe actions show, for `didEndEditing` once it may have left the table.
  var swipedRow: Row?
  var headerRegistrations = CellRegistrations<UITableViewHeaderFooterView>()
  var footerRegistrations = CellRegistrations<UITableViewHeaderFooterView>()
  /// The index titles the view last loaded.
  var shownIndexTitles: [String]?

  override class var kitName: String { "TableKit" }
  override class var viewName: String { "table view" }

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
  /// Returns a section's header title; by default a `String` section is its own title.
  public var headerTitle: ((Section) -> String?)? = { $0 as? String }
  /// Returns a section's header view; unset, a ``ReusableValue`` section makes its own view and
  /// other sections show ``headerTitle``.
  public var headerView: ((Section) -> UIView?)?
  /// Returns a section's footer view; unset, sections show ``footerTitle``.
  public var footerView: ((Section) -> UIView?)?
  /// How updates animate; ``TableAnimation/automatic`` by default.
  public var animation = TableAnimation.automatic
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
  /// Returns a section's footer title; unset, sections have no footer title.
  public var footerTitle: ((Section) -> String?)?
  /// Returns whether the user may delete a row (swipe or editing control); unset, no row can be
  /// deleted. A deleted row leaves ``ListKit/table`` before ``didDelete`` reports it.
  public var canDelete: ((Row) -> Bool)?
  /// Returns whether a row shows the editing control's plus button (in editing mode) instead of
  /// the delete button; unset, no row does.
  public var canInsert: ((Row) -> Bool)?
  /// Returns the row to insert when the user taps a row's plus button: it is inserted at the
  /// tapped row's place (the tapped row moves down), in the view and in ``ListKit/table``. Unset or
  /// nil, nothing is inserted; ``didRequestInsert`` fires either way.
  public var makeInsertedRow: ((_ tapped: Row) -> Row?)?
  /// Returns which row a tap selects: the tapped path, another path, or nil for none — UIKit's
  /// `willSelectRowAt`. Unset, ``ListKit/canSelect`` decides.
  ///
  /// ```swift
  /// kit.selectionTarget = { row, indexPath in row.isHeader ? nil : indexPath }
  /// ```
  public var selectionTarget: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)?
  /// Returns which row a tap deselects: the tapped path, another path, or nil to keep it
  /// selected — UIKit's `willDeselectRowAt`. Unset, the tapped row is deselected.
  public var deselectionTarget: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)?
  /// The former name of ``selectionTarget``: decision closures are named `can…`, `should…` or
  /// `…Target`, and `will…` names events.
  @available(*, deprecated, renamed: "selectionTarget")
  public var willSelect: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)? {
    get { selectionTarget }
    set { selectionTarget = newValue }
  }
  /// The former name of ``deselectionTarget``.
  @available(*, deprecated, renamed: "deselectionTarget")
  public var willDeselect: ((_ row: Row, _ indexPath: IndexPath) -> IndexPath?)? {
    get { deselectionTarget }
    set { deselectionTarget = newValue }
  }
  /// Returns the actions revealed by swiping a row towards the leading edge; unset or empty,
  /// UIKit's default (Delete, when ``canDelete`` allows it).
  public var trailingSwipeActions: ((Row) -> [SwipeAction])?
  /// Returns the actions revealed by swiping a row towards the trailing edge.
  public var leadingSwipeActions: ((Row) -> [SwipeAction])?
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
    self.view = view
    self.editingStore = ReadWriteSignal(view.isEditing)
    super.init(table: table, view: view, identity: identity)
    view.register(
      ContentConfiguredTableCell.self, forCellReuseIdentifier: ContentCell.reuseIdentifier)
    let bridge = TableViewBridge<Section, Row>()
    bridge.kit = self
    start(with: bridge)
  }

  // What only a table view does; the rest is ListKit's.

  override var animatesByDefault: Bool { animation.isAnimated }

  override func issue(_ batch: TableBatch, animated: Bool) {
    issue(batch, with: animated ? animation : .none)
  }

  override func reloadRows(_ indexPaths: [IndexPath], animated: Bool) {
    view.reloadRows(at: indexPaths, with: animated ? animation.reload : .none)
  }

  /// Sections whose header or footer the app builds (a view closure, a registration, a
  /// `Reusable` section) cannot be refreshed in place: a changed one is reloaded, which asks for
  /// its views again.
  override var sectionUpdateStyle: TableBatch.UpdateStyle {
    hasCustomSectionViews ? .reload : .reconfigure
  }

  override func updateFaceAccessories() { updateIndexTitles() }

  override func refreshSectionViews(of sections: [Int]) { refreshHeaders(of: sections) }

  override func placePagingView(_ wanted: UIView?) { showFooter(wanted) }

  // MARK: - Older pages

  override func placeOlderPagingView(_ wanted: UIView?) { showHeader(wanted) }

  // MARK: - Anchoring inside the batch (i26 table-anchor)

  /// What the kit took before the batch being issued to predict the anchored row's place.
  var anchorForecast: TableAnchorForecast?
  /// Whether the kit is setting the content offset inside a batch.
  var isPlacingAnchorInsideBatch = false
  /// Whether the view scrolled inside the batch, with the kit's handling held until after it.
  var scrollWaitsForBatch = false

  override func anchorWillBatch(_ anchor: ScrollAnchor, batch: TableBatch) {
    forecastAnchor(anchor, batch: batch)
  }

  override func placeAnchorInsideBatch(_ anchor: ScrollAnchor, batch: TableBatch) {
    placeForecastAnchor(batch: batch)
  }

  override func anchorInsideBatchDidSettle() { anchorPlacedInsideBatchDidSettle() }

  override func issueAroundAnchor(
    _ batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) -> AnchoredIssue {
    anchoredIssue(of: batch, from: old, to: new)
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
