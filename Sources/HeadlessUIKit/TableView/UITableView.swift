import BatchRules

/// Shows rows in sections, headlessly: a viewport over row geometry that builds, reuses and
/// retires cells the way UIKit does, and validates updates with UIKit's rules and messages.
///
/// Mirrors `@MainActor open class UITableView : UIScrollView` (Rules.md R-decl-1). What a
/// data source and delegate see — which methods are called, in which order, with which index
/// paths, and which exceptions stop the app — follows Rules.md R-exc-1; each rule's source is named
/// where it is implemented and in the tests.
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = rows
/// table.layoutIfNeeded()          // builds the visible cells
/// table.visibleCells.count        // 11 rows of 44 points
/// ```
///
/// - Note: Nothing moves on screen, but UIKit's time is kept: the completion of
///   `performBatchUpdates(_:completion:)` and the end of the deleted rows' display (Rules.md
///   R-time-2), an animated scroll's arrival (Rules.md R-time-6) and the end of cells' editing
///   transitions (Rules.md R-time-7) run later, when the animation ends on the headless animation
///   clock — on their own at the end of the current main-actor turn, or when a test finishes the
///   animations.
@MainActor open class UITableView: UIScrollView {
  /// The table's style, fixed at creation.
  open private(set) var style: UITableView.Style

  /// The object that supplies rows and cells.
  ///
  /// A new data source is a reload: the views on screen end their display at once and the next
  /// layout asks the new data source.
  weak open var dataSource: (any UITableViewDataSource)? {
    didSet {
      if oldValue !== dataSource { discardVisibleViews() }
      invalidateRowData()
    }
  }
  /// The object that receives display, height, selection and editing callbacks, and scrolls.
  weak open var delegate: (any UITableViewDelegate)? {
    didSet { invalidateRowData() }
  }
  /// The object told about rows to load ahead of display.
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// Whether prefetching happens; default true. False stops all prefetch calls.
  open var isPrefetchingEnabled = true

  /// The height of rows the delegate gives no height for; default ``automaticDimension``.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateRowData() }
  }
  /// The height of section headers; default ``automaticDimension``.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateRowData() }
  }
  /// The height of section footers; default ``automaticDimension``.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateRowData() }
  }
  /// The estimated height of rows; default ``automaticDimension``, 0 turns estimation off.
  ///
  /// Setting a negative value other than ``automaticDimension`` stops with UIKit's message
  /// (Rules.md R-scroll-7, UITableView.m:6762); a value in (0, 1] is stored as 2, as UIKit does.
  open var estimatedRowHeight: CGFloat {
    get { estimates.row }
    set {
      estimates.row = UIKitException.stopping { () throws(UIKitException) in
        try Self.validatedEstimate(newValue, name: "row height")
      }
    }
  }
  /// The estimated height of section headers; default ``automaticDimension``.
  open var estimatedSectionHeaderHeight: CGFloat {
    get { estimates.header }
    set {
      estimates.header = UIKitException.stopping { () throws(UIKitException) in
        try Self.validatedEstimate(newValue, name: "section header height")
      }
    }
  }
  /// The estimated height of section footers; default ``automaticDimension``.
  open var estimatedSectionFooterHeight: CGFloat {
    get { estimates.footer }
    set {
      estimates.footer = UIKitException.stopping { () throws(UIKitException) in
        try Self.validatedEstimate(newValue, name: "section footer height")
      }
    }
  }
  /// The height of the empty filler rows below the content; default ``automaticDimension``.
  open var fillerRowHeight: CGFloat = UITableView.automaticDimension
  /// The padding above each section header; default ``automaticDimension``.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// The view behind the rows; default nil.
  open var backgroundView: UIView?
  /// The separator style; default `.singleLine`.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The separator color; default nil (the system gray).
  open var separatorColor: UIColor?
  /// The default separator insets; default 15 points on the left.
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// The view above the first section; default nil.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section; default nil.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }
  /// Whether rows can be selected; default true.
  open var allowsSelection = true
  /// Whether rows can be selected while editing; default false.
  open var allowsSelectionDuringEditing = false
  /// Whether more than one row can be selected; default false.
  open var allowsMultipleSelection = false
  /// Whether more than one row can be selected while editing; default false.
  open var allowsMultipleSelectionDuringEditing = false

  // MARK: UIKit API (implemented in the `UITableView+…` extensions)

  /// Whether the table is editing: in editing mode, or while a swipe shows a row's actions
  /// (Rules.md R-edit-3); default false. Setting it is not animated.
  open var isEditing: Bool {
    get { editingState || swipe != nil }
    set { setEditing(newValue, animated: false) }
  }

  /// Shows the rows, headers and footers that overlap the bounds, and retires the others.
  ///
  /// Follows Rules.md R-display-3: per newly visible row, in order, `cellForRowAt` (dequeue,
  /// `prepareForReuse` if recycled) → the height query (only for a row not yet measured) →
  /// `willDisplay`; headers and footers come after the cells, each as `heightFor…` →
  /// `viewFor…` → `titleFor…` (when there is no view) → `willDisplay…View`. A view that left
  /// the bounds gets `didEndDisplaying` and goes back to its pool. Then prefetching runs.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRowsAndViews()
  }

  /// The number of sections, from the row data (loaded on first use).
  open var numberOfSections: Int { headlessNumberOfSections }

  /// Returns the number of rows in a section, from the row data; 0 for a section out of range.
  ///
  /// Inside an update block this is still the count from before the update (Rules.md
  /// R-batch-3).
  open func numberOfRows(inSection section: Int) -> Int {
    headlessNumberOfRows(inSection: section)
  }

  /// Registers a cell class for an identifier, or unregisters the identifier when nil.
  ///
  /// A class that is not a `UITableViewCell` stops with UIKit's "must pass a class of kind
  /// UITableViewCell" (inferred: Rules.md R-reuse-11).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    headlessRegister(cellClass, forCellReuseIdentifier: identifier)
  }

  /// Registers a nib for an identifier: nil unregisters; a nib stops, as nibs are not
  /// available headless.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    headlessRegister(nib, forCellReuseIdentifier: identifier)
  }

  /// Registers a header/footer class for an identifier, or unregisters it when nil.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headlessRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Registers a header/footer nib: nil unregisters; a nib stops, as nibs are not available
  /// headless.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headlessRegister(nib, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Returns a waiting cell, else a new cell of the registered class, else nil; never fails
  /// (Rules.md R-reuse-3).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    headlessDequeueReusableCell(withIdentifier: identifier)
  }

  /// Returns a cell for a row: a waiting cell (after `prepareForReuse()`) or a new one.
  ///
  /// Stops with UIKit's message when no class is registered for the identifier — even if cells
  /// with that identifier are waiting — or when a second cell is dequeued for the row the table
  /// is asking for (Rules.md R-reuse-1, R-reuse-4). During `reconfigureRows(at:)` it returns the
  /// row's existing cell without `prepareForReuse()` (Rules.md R-reuse-10).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    headlessDequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  /// Returns a waiting header/footer view, else a new one of the registered class, else nil.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headlessDequeueReusableHeaderFooterView(withIdentifier: identifier)
  }

  /// The visible cells, in row order; lays out first if a layout is pending.
  ///
  /// Stops with UIKit's message when read while the table brings in its visible cells, from
  /// inside `cellForRowAt`, `willDisplay` and the other callbacks of that pass (Rules.md
  /// R-display-15).
  open var visibleCells: [UITableViewCell] { headlessVisibleCells }

  /// The paths of the visible rows, in order; lays out first if a layout is pending.
  ///
  /// Nil (not empty) when no row is visible, as Apple documents (Rules.md R-display-12).
  open var indexPathsForVisibleRows: [IndexPath]? { headlessIndexPathsForVisibleRows }

  /// Returns the visible or prepared cell of a row, or nil if the row has neither or is out of
  /// range; never asks the data source (Rules.md R-display-6: "returns a non-nil cell if the
  /// table view retains a prepared cell … even if the cell isn't currently visible").
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    headlessCellForRow(at: indexPath)
  }

  /// Returns the row of a visible or prepared cell, or nil for another cell (Rules.md
  /// R-display-6).
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    headlessIndexPath(for: cell)
  }

  /// Returns a section's visible header view, or nil.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headlessHeaderView(forSection: section)
  }

  /// Returns a section's visible footer view, or nil.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headlessFooterView(forSection: section)
  }

  /// Runs insert, delete, reload and move calls as one batch; `completion(true)` runs when the
  /// update's animation ends.
  ///
  /// The same as `beginUpdates()`, the block, `endUpdates()` (Rules.md R-batch-1). The
  /// completion never runs before this returns: as on a device it comes from the animation's
  /// completion, with the deleted rows' `didEndDisplaying` (Rules.md R-time-2), at the end of the
  /// current main-actor turn unless a test finishes the animation sooner.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    headlessPerformBatchUpdates(updates, completion: completion)
  }

  /// Starts a batch; batches nest, and only the outermost `endUpdates()` applies them.
  ///
  /// "Nestable" (Rules.md R-batch-1); all indices are "treated as if there were only the outer update
  /// block". The counts from before the batch are loaded now if they never were.
  open func beginUpdates() {
    headlessBeginUpdates()
  }

  /// Ends a batch; the outermost one validates and applies everything recorded since
  /// `beginUpdates()`, stopping with UIKit's message if the batch is invalid (Rules.md R-valid-*).
  open func endUpdates() {
    headlessEndUpdates()
  }

  /// Whether a batch is open (between `beginUpdates()` and the outermost `endUpdates()`).
  open var hasUncommittedUpdates: Bool { headlessHasUncommittedUpdates }

  /// Inserts sections, given in after-update indices.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    headlessInsertSections(sections, with: animation)
  }

  /// Deletes sections, given in before-update indices.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    headlessDeleteSections(sections, with: animation)
  }

  /// Moves a section from a before-update index to an after-update index.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    headlessMoveSection(section, toSection: newSection)
  }

  /// Reloads sections, given in before-update indices (a delete plus an insert).
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    headlessReloadSections(sections, with: animation)
  }

  /// Inserts rows, given in after-update paths.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    headlessInsertRows(at: indexPaths, with: animation)
  }

  /// Deletes rows, given in before-update paths.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    headlessDeleteRows(at: indexPaths, with: animation)
  }

  /// Moves a row from a before-update path to an after-update path.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    headlessMoveRow(at: indexPath, to: newIndexPath)
  }

  /// Reloads rows, given in before-update paths: each is a delete plus an insert, and a visible
  /// row gets a new cell (Rules.md R-batch-6).
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    headlessReloadRows(at: indexPaths, with: animation)
  }

  /// Asks the data source again for the cells of visible rows, which must return the same cells;
  /// no `prepareForReuse()`, no `didEndDisplaying` (Rules.md R-reuse-9).
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    headlessReconfigureRows(at: indexPaths)
  }

  /// Forgets the row data and the visible views, and asks the data source for counts again.
  ///
  /// Rules.md R-display-1: when this returns, the counts (and, with estimation off, the row
  /// heights) have been asked for, but no `cellForRowAt` yet; cells come at the next layout.
  /// Visible cells get `didEndDisplaying` in reverse row order and return to the pool in row
  /// order, so the next layout hands them out flipped, as UIKit does. The selection is cleared
  /// (inferred from the collection view: Rules.md R-select-6).
  open func reloadData() {
    headlessReloadData()
  }

  /// Asks the data source for the section index titles again.
  open func reloadSectionIndexTitles() {
    headlessReloadSectionIndexTitles()
  }

  /// Returns a section's rectangle: its header, rows and footer.
  ///
  /// Stops with "request for rect of invalid section (%ld)" (inferred, patterned on UIKit's header
  /// text: Rules.md R-scroll-4) for a section out of range.
  open func rect(forSection section: Int) -> CGRect {
    headlessRect(forSection: section)
  }

  /// Returns a section header's rectangle; stops with UIKit's "request for rect of header in
  /// invalid section (%ld)" for a section out of range (Rules.md R-scroll-4).
  open func rectForHeader(inSection section: Int) -> CGRect {
    headlessRectForHeader(inSection: section)
  }

  /// Returns a section footer's rectangle; stops with "request for rect of footer in invalid
  /// section (%ld)" (inferred, the footer form of UIKit's header text: Rules.md R-scroll-4) for a section out of range.
  open func rectForFooter(inSection section: Int) -> CGRect {
    headlessRectForFooter(inSection: section)
  }

  /// Returns a row's rectangle; stops with UIKit's "request for rect at invalid index path (%@)"
  /// for a row out of range (Rules.md R-scroll-4).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    headlessRectForRow(at: indexPath)
  }

  /// Returns the row at a point in the content, or nil if the point is outside every row.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    headlessIndexPathForRow(at: point)
  }

  /// Returns the rows that overlap a rectangle of the content, in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    headlessIndexPathsForRows(in: rect)
  }

  /// Scrolls so that a row is at a position in the visible area.
  ///
  /// `.top`, `.middle` and `.bottom` place the row there as far as the content allows; `.none`
  /// scrolls the least amount that shows the row. Stops with UIKit's `NSRangeException` for a
  /// row out of range (Rules.md R-scroll-5).
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    headlessScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Scrolls to the first selected row, if any.
  open func scrollToNearestSelectedRow(
    at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    headlessScrollToNearestSelectedRow(at: scrollPosition, animated: animated)
  }

  /// The first selected row, or nil when none is selected.
  open var indexPathForSelectedRow: IndexPath? { headlessIndexPathForSelectedRow }

  /// The selected rows in selection order, or nil (not empty) when none is selected
  /// ("returns nil or a set of index paths", Rules.md R-select-3).
  open var indexPathsForSelectedRows: [IndexPath]? { headlessIndexPathsForSelectedRows }

  /// Selects a row, or deselects every row when `indexPath` is nil, and optionally scrolls to it.
  ///
  /// Calls no delegate method and posts no notification (Rules.md R-select-2). With
  /// single selection the previous row is deselected. Stops with UIKit's `NSRangeException` when
  /// the row is out of range and `scrollPosition` is not `.none` (Rules.md R-scroll-5); with `.none` an
  /// out-of-range row is ignored.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    headlessSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects a row; calls no delegate method (Rules.md R-select-2).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    headlessDeselectRow(at: indexPath, animated: animated)
  }

  /// Enters or leaves editing mode and passes the state to the visible cells; either ends a
  /// swipe in progress (Rules.md R-edit-3).
  ///
  /// Each visible row's editing style comes from the data source's `canEditRowAt` (absent ⇒
  /// editable) and the delegate's `editingStyleForRowAt` (absent ⇒ `.delete`) (Rules.md
  /// R-edit-1). Leaving or entering editing drops a selection the new mode does not allow.
  open func setEditing(_ editing: Bool, animated: Bool) {
    headlessSetEditing(editing, animated: animated)
  }

  // MARK: State shared by the extensions

  /// The estimated heights, stored after their checks.
  var estimates = (
    row: UITableView.automaticDimension, header: UITableView.automaticDimension,
    footer: UITableView.automaticDimension
  )
  /// The row counts the table works from ("before" of the next update); nil until loaded.
  var rowCounts: [Int]?
  /// Where headers, rows and footers are.
  var geometry = TableGeometry()
  /// Whether row heights start from estimates (Rules.md R-scroll-6), as of the last geometry.
  var rowHeightsAreEstimated = false
  /// The nesting depth of `beginUpdates`.
  var updateDepth = 0
  /// The operations recorded since the outermost `beginUpdates`.
  var pendingBatch = BatchUpdate()
  /// The completions of `performBatchUpdates` waiting for the outermost `endUpdates`.
  var pendingCompletions: [(Bool) -> Void] = []
  /// Registered cell classes and cells waiting for reuse.
  var cellPool = ReusePool<UITableViewCell>()
  /// Registered header/footer classes and views waiting for reuse.
  var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
  /// The cells on screen, by row.
  var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  /// Cells requested ahead of display, by row; never displayed yet (Rules.md R-time-8).
  var preparedCells = PreparedCells<UITableViewCell>()
  /// The section headers and footers on screen.
  var visibleSupplementaries: [TableSupplementary: UIView] = [:]
  /// Header and footer views obtained while measuring automatic heights, not yet shown.
  var preparedSupplementaries: [TableSupplementary: UIView] = [:]
  /// The selected rows, in selection order.
  var selection: [IndexPath] = []
  /// The row the table is asking its data source for, while it asks.
  var cellRequest: CellRequest?
  /// What the prefetch data source has been told about, and the direction of scrolling.
  var prefetching = PrefetchPlanner()
  /// Whether an update is laying the table out: it prefetches after cancelling, not during.
  var isPrefetchingHeld = false
  /// Whether a layout pass is bringing in and retiring visible cells (reading `visibleCells`
  /// then stops, Rules.md R-display-15).
  var isUpdatingVisibleCells = false
  /// The swipe in progress, if any.
  var swipe: SwipeState?
  /// Whether the table is in editing mode (a swipe's editing is `swipe`).
  var editingState = false
  /// The section index titles from the last `reloadSectionIndexTitles`.
  var sectionIndexTitles: [String]?

  /// Creates a table with a frame and a style.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table with a frame (UIKit: "-initWithFrame: calls this with
  /// UITableViewStylePlain").
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Creates a table from an archive; headless nothing is decoded and the style is plain.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }

  /// Notes the direction of a scroll for prefetching, and schedules a layout.
  override func contentOffsetDidChange(from oldOffset: CGPoint) {
    super.contentOffsetDidChange(from: oldOffset)
    prefetching.noteScroll(by: contentOffset.y - oldOffset.y)
  }

  /// Describes the table as UIKit does in exception reasons: address, frame, offset, data source.
  var exceptionDescription: String { exceptionDescription(dataSource: dataSource) }

  /// Checks an estimated height as UIKit's setters do (Rules.md R-scroll-7, UITableView.m:6762).
  static func validatedEstimate(_ value: CGFloat, name: String) throws(UIKitException) -> CGFloat {
    if value < 0, value != automaticDimension {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "Invalid estimated \(name) set (\(value.uikitText)). Value must be at least 0.0, "
          + "or UITableViewAutomaticDimension.")
    }
    return value > 0 && value <= 1 ? 2 : value
  }

  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  // MARK: - Drag and drop

  /// The object that starts drags from the rows; default nil (no drags).
  weak open var dragDelegate: (any UITableViewDragDelegate)?
  /// The object that takes drops; default nil (no drops).
  weak open var dropDelegate: (any UITableViewDropDelegate)?
  /// Whether rows can be dragged; default true ("As of iOS 15, this is true for both iPhone and
  /// iPad by default", UITableView.h).
  open var dragInteractionEnabled = true
  /// Whether a drag from this table is in flight: from the lift until `dragSessionDidEnd`.
  open internal(set) var hasActiveDrag = false
  /// Whether a drag is over this table: from `dropSessionDidEnter` until it exits or ends.
  open internal(set) var hasActiveDrop = false

  // MARK: - Row actions / menus / focus (i25-actions)

  /// Whether rows can take focus; the delegate's `canFocus…At` overrides it. UIKit derives
  /// the default from the platform; headless it is true, as on an iPad with a keyboard
  /// (Rules.md R-focus-1).
  open var allowsFocus = true
  /// Whether rows can take focus while editing; the delegate's `canFocus…At` overrides it.
  open var allowsFocusDuringEditing = true
  /// Whether focusing a row selects it; UIKit derives the default, headless false.
  open var selectionFollowsFocus = false
  /// Whether focus entering the view returns to the row that had it last; default false.
  open var remembersLastFocusedIndexPath = false
  /// The row with focus, if any.
  package var focusedIndexPath: IndexPath?
  /// The row that had focus last, for `remembersLastFocusedIndexPath`.
  package var lastFocusedIndexPath: IndexPath?
  /// The context menu showing, if any.
  package var contextMenu: ContextMenuSession?
  /// Whether a two-finger multiple-selection pan is in progress.
  package var isMultipleSelectionInteractionActive = false
}
