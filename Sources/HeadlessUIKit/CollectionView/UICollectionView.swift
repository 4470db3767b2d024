import BatchRules

/// Shows items in sections, laid out by a layout object, headlessly.
///
/// Mirrors `@MainActor open class UICollectionView : UIScrollView` (iOS 6): a data source gives
/// the items and their cells, a delegate receives selection, highlight and display events, and a
/// layout (usually ``UICollectionViewFlowLayout``) decides where each element goes. The visible
/// bounds (`bounds`, `contentOffset`) decide which cells exist; scrolling and updates create,
/// reuse and retire them as UIKit does, and batch updates are validated with UIKit's rules.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// collectionView.dataSource = photos
/// collectionView.layoutIfNeeded()          // cells for the visible items now exist
/// ```
///
/// - Note: Headless there is no run loop: a pending layout happens at `layoutIfNeeded()` or when
///   an API that reads the laid-out state (such as ``visibleCells``) is called. Batch updates lay
///   out at once in a window, as UIKit's do (outside one at the next layout, Rules.md
///   R-display-14); removed items' cells and the completions leave when the update's animation
///   ends on the headless animation clock (Rules.md R-time-2).
@MainActor open class UICollectionView: UIScrollView {
  /// The layout that places the items; assigning one replaces the current layout at once.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.collectionView = nil
      adopt(collectionViewLayout)
    }
  }

  /// The object that receives selection, highlight, display and scroll events.
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet { collectionViewLayout.invalidateLayout() }
  }

  /// The object that provides the items and their views; setting it reloads, as `reloadData()`
  /// does.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadAll() }
  }

  /// The object that is told which items to prefetch data for.
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// Whether prefetching is on; default `true`. Turning it off also stops data prefetching
  /// (developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled).
  open var isPrefetchingEnabled = true

  /// A view behind all content, sized to the collection view.
  open var backgroundView: UIView?

  /// Whether the user can select items; default `true`.
  open var allowsSelection = true

  /// Whether the user can select several items; default `false`.
  open var allowsMultipleSelection = false

  /// Whether the collection view is in editing mode; default `false`. Its cells' configuration
  /// states follow it.
  open var isEditing = false {
    didSet { for cell in displayedCells.values { cell.isEditingInCollectionView = isEditing } }
  }

  /// Whether the user can select items while editing; default `false`.
  open var allowsSelectionDuringEditing = false

  /// Whether the user can select several items while editing; default `false`.
  open var allowsMultipleSelectionDuringEditing = false

  /// Whether an interactive move or drop has updates not yet committed; headless there is no
  /// interactive movement, so always `false`.
  open var hasUncommittedUpdates: Bool { false }

  // MARK: State shared by the extensions (Swift extensions cannot add stored properties)

  /// The item counts cached at the last load or update, per section; nil until loaded.
  var cachedCounts: [Int]?
  /// The registered classes and waiting cells.
  var cellPool = ReusePool<UICollectionViewCell>()
  /// The registered classes and waiting views, per supplementary kind.
  var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
  /// The cells on screen, by index path.
  var displayedCells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views on screen, by kind and index path.
  var displayedSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The element the data source is being asked for, and what it dequeued meanwhile.
  var request: ViewRequest?
  /// The selected items, in selection order.
  var selection = SelectionList()
  /// The update being collected, and how deeply batches are nested.
  var pendingUpdate: BatchUpdate?
  var updateDepth = 0
  /// The completions of `performBatchUpdates` waiting for the outermost batch to end.
  var pendingCompletions: [(Bool) -> Void] = []
  /// What the prefetch data source has been told about, and the direction of scrolling.
  var prefetching = PrefetchPlanner()
  /// Cells requested ahead of display, never displayed yet (Rules.md R-time-8).
  var preparedCells = PreparedCells<UICollectionViewCell>()
  /// The bounds size of the last layout pass; a new size prepares the layout again.
  var laidOutSize: CGSize?
  /// Whether a layout pass is running; a pass started from a delegate callback inside it (a
  /// `visibleCells` read in `willDisplay`, say) is skipped, since the running pass completes it.
  var isLayingOutElements = false
  /// How many throwing forms (`checked`) are running; while one is, a failure inside a
  /// data-source call is deferred and thrown when the call returns, instead of stopping.
  var checkingDepth = 0
  /// The first failure deferred during the data-source call under way.
  var deferredFailure: UIKitException?

  // MARK: - List layouts (swipe actions)

  /// The item of a list layout whose swipe actions show, tracked through updates; nil once
  /// it was deleted, or when no swipe is under way.
  var swipedItem: IndexPath?

  /// Creates a collection view with a frame and a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout)
  }

  /// Creates a collection view from an archive; headless, with a flow layout and a zero frame.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    adopt(collectionViewLayout)
  }

  private func adopt(_ layout: UICollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Routes scroll callbacks to the typed delegate (UIScrollView has no `delegate` here).
  override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }

  /// Notes the direction of a scroll for prefetching, and schedules a layout.
  override func contentOffsetDidChange(from oldOffset: CGPoint) {
    super.contentOffsetDidChange(from: oldOffset)
    prefetching.noteScroll(
      by: scrollAxis == .vertical
        ? contentOffset.y - oldOffset.y : contentOffset.x - oldOffset.x)
  }

  // MARK: Counts

  /// The number of sections, loading the counts from the data source if never loaded.
  ///
  /// Inside a batch update this is still the count from before the batch (Rules.md R-batch-3).
  open var numberOfSections: Int { counts.count }

  /// Returns the number of items in a section, loading the counts if never loaded; stops for a
  /// section that does not exist, with UIKit's message.
  open func numberOfItems(inSection section: Int) -> Int { itemCount(inSection: section) }

  // MARK: Registration and reuse (Rules.md R-reuse-*)

  /// Registers a class whose instances show items under a reuse identifier; nil unregisters it.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registerCell(cellClass, identifier)
  }

  /// Registers a nib for cells; headless a nib cannot be loaded, so only `nil` (unregister) works.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registerCell(nib, identifier)
  }

  /// Registers a class for supplementary views of a kind under a reuse identifier; nil
  /// unregisters it.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registerSupplementary(viewClass, elementKind, identifier)
  }

  /// Registers a nib for supplementary views; headless only `nil` (unregister) works.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    registerSupplementary(nib, kind, identifier)
  }

  /// Returns a cell for the item the data source is asked for: the most recently retired cell
  /// with the identifier (after `prepareForReuse()`), else a new instance of the registered class.
  ///
  /// Call it only from `collectionView(_:cellForItemAt:)`, for the index path asked for, and
  /// return the cell. Stops with UIKit's message for an identifier without a registered class
  /// (even when retired cells wait under it) and for a dequeue outside a request (Rules.md R-reuse-5).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    failingLater(fallback: UICollectionViewCell(frame: .zero)) {
      () throws(UIKitException) -> UICollectionViewCell in
      try dequeueCell(identifier, for: indexPath)
    }
  }

  /// Returns a supplementary view of a kind for the element the data source is asked for,
  /// reused or new, as ``dequeueReusableCell(withReuseIdentifier:for:)`` does for cells.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    failingLater(fallback: UICollectionReusableView(frame: .zero)) {
      () throws(UIKitException) -> UICollectionReusableView in
      try dequeueSupplementary(elementKind, identifier, for: indexPath)
    }
  }

  // MARK: Layout and display (Rules.md R-display-*)

  /// Lays out the visible cells and supplementary views, asking the data source for those that
  /// entered the bounds and retiring those that left.
  ///
  /// Stops with UIKit's message when the data source breaks a dequeue rule (Rules.md R-reuse-*); the throwing
  /// form is `checked.layoutIfNeeded()`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    failingLater(fallback: ()) { () throws(UIKitException) in try layOutElements() }
  }

  /// Replaces the layout; headless the change is never animated.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// The cells on screen, in index-path order.
  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
  }

  /// The index paths of the items on screen, in order; empty (never nil) when none are.
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return displayedCells.keys.sorted()
  }

  /// Returns the cell on screen or prepared for an item; nil when the item has neither. Never
  /// asks the data source (Rules.md R-display-6: "returns a non-nil cell if the collection view
  /// retains a prepared cell … even if the cell isn't currently visible").
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return displayedCells[indexPath] ?? preparedCells.cell(at: indexPath)
  }

  /// Returns the index path of a cell on screen; nil when the cell is not displayed.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// Returns the index path of a supplementary view on screen; nil when it is not displayed.
  open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView)
    -> IndexPath?
  {
    displayedSupplementaries.first { $0.value === supplementaryView }?.key.indexPath
  }

  /// Returns the supplementary view on screen of a kind at an index path, or nil.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return displayedSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// Returns the supplementary views on screen of a kind, in index-path order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      displayedSupplementaries[SupplementaryKey(kind: elementKind, indexPath: $0)]
    }
  }

  /// Returns the index paths of the supplementary views on screen of a kind, in order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutIfNeeded()
    return displayedSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Returns the index path of the item whose frame contains a point of the content, or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }

  /// Returns the layout attributes of an item, from the layout; nil for an item it does not hold.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Returns the layout attributes of a supplementary view, from the layout, or nil.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Scrolls so that an item sits at a position of the visible area.
  ///
  /// Each axis moves only if the position names it (`.top`, `.centeredVertically`, `.bottom`;
  /// `.left`, `.centeredHorizontally`, `.right`); the offset stays within the content. Stops for
  /// an item that does not exist with UIKit's message, "Attempted to scroll the collection view
  /// to an out-of-bounds item (%ld) when there are only %ld items in section %ld." (Rules.md R-scroll-5).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    failingLater(fallback: ()) { () throws(UIKitException) in
      try scrollToItemChecked(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  // MARK: Selection (Rules.md R-select-*)

  /// The selected items in selection order; nil (not empty) when none is selected
  /// (developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems).
  open var indexPathsForSelectedItems: [IndexPath]? {
    selection.isEmpty ? nil : selection.paths
  }

  /// Selects an item, or clears the selection when `indexPath` is nil, and scrolls it to a
  /// position; calls no delegate method.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    selectProgrammatically(indexPath, scrollPosition: scrollPosition, animated: animated)
  }

  /// Deselects an item; calls no delegate method.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselectProgrammatically(indexPath)
  }

  // MARK: Updates (Rules.md R-batch-*, R-valid-*)

  /// Discards the cached counts and every displayed view, and clears the selection; the data
  /// source is asked again at the next layout.
  open func reloadData() { reloadAll() }

  /// Runs `updates` as one batch: the inserts, deletes, moves and reloads they make are checked
  /// against the counts before and after, then applied at once; `completion` gets `true` when
  /// the update's animation ends, after this returns (Rules.md R-time-2).
  ///
  /// Stops with UIKit's message when the batch is invalid (Rules.md R-valid-*); the throwing form is
  /// `checked.performBatchUpdates(_:completion:)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    failingLater(fallback: ()) { () throws(UIKitException) in
      try performBatch(updates, completion: completion)
    }
  }

  /// Inserts sections, given as indices after the update.
  open func insertSections(_ sections: IndexSet) {
    record { $0.sectionInserts += sections }
  }

  /// Deletes sections, given as indices before the update.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.sectionDeletes += sections }
  }

  /// Moves a section from an index before the update to an index after it.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append(BatchUpdate.SectionMove(from: section, to: newSection)) }
  }

  /// Reloads sections, given as indices before the update (a delete plus an insert, Rules.md R-batch-6).
  open func reloadSections(_ sections: IndexSet) {
    record { $0.sectionReloads += sections }
  }

  /// Inserts items, given as index paths after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.elementInserts += indexPaths }
  }

  /// Deletes items, given as index paths before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.elementDeletes += indexPaths }
  }

  /// Moves an item from an index path before the update to one after it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.elementMoves.append(BatchUpdate.ElementMove(from: indexPath, to: newIndexPath)) }
  }

  /// Reloads items, given as index paths before the update: each gets a new cell (Rules.md R-batch-6).
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.elementReloads += indexPaths }
  }

  /// Asks the data source again for the cells of visible and prepared items, which must hand
  /// back the same cells: no new cell, no `prepareForReuse()` (Rules.md R-reuse-10); dequeuing
  /// another identifier stops with UIKit's message (Rules.md R-time-1).
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    // Resolved at the call, at the items' before-update paths, while the data source still
    // answers the old layout (Rules.md R-time-1); the items join the batch for its validation.
    failingLater(fallback: ()) { () throws(UIKitException) in try reconfigureDisplayed(indexPaths) }
    record { $0.elementReconfigures += indexPaths }
  }

  // MARK: - Drag and drop

  /// The object that starts drags from the items; default nil (no drags).
  weak open var dragDelegate: (any UICollectionViewDragDelegate)?
  /// The object that takes drops; default nil (no drops).
  weak open var dropDelegate: (any UICollectionViewDropDelegate)?
  /// Whether items can be dragged; default true ("As of iOS 15, this is true for both iPhone and
  /// iPad by default", UICollectionView.h).
  open var dragInteractionEnabled = true
  /// Whether a drag from this collection view is in flight: from the lift until `dragSessionDidEnd`.
  open internal(set) var hasActiveDrag = false
  /// Whether a drag is over this collection view: from `dropSessionDidEnter` until it exits or ends.
  open internal(set) var hasActiveDrop = false

  // MARK: - Row actions / menus / focus (i25-actions)

  /// Whether items can take focus; the delegate's `canFocus…At` overrides it. UIKit derives
  /// the default from the platform; headless it is true, as on an iPad with a keyboard
  /// (Rules.md R-focus-1).
  open var allowsFocus = true
  /// Whether items can take focus while editing; the delegate's `canFocus…At` overrides it.
  open var allowsFocusDuringEditing = true
  /// Whether focusing an item selects it; UIKit derives the default, headless false.
  open var selectionFollowsFocus = false
  /// Whether focus entering the view returns to the item that had it last; default false.
  open var remembersLastFocusedIndexPath = false
  /// The item with focus, if any.
  package var focusedIndexPath: IndexPath?
  /// The item that had focus last, for `remembersLastFocusedIndexPath`.
  package var lastFocusedIndexPath: IndexPath?
  /// The context menu showing, if any.
  package var contextMenu: ContextMenuSession?
  /// Whether a two-finger multiple-selection pan is in progress.
  package var isMultipleSelectionInteractionActive = false
}

/// Identifies a supplementary view by its kind and index path.
struct SupplementaryKey: Hashable {
  var kind: String
  var indexPath: IndexPath
}
