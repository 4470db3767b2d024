/// The few things the kit core asks of its view that a table view and a collection view each
/// say their own way: rows are "rows" to one and "items" to the other. Everything else the core
/// does once, for both.
///
/// A third kind of view (a compositional-layout list, say) is a conformance to this protocol and
/// a thin face over ``ListKit``; see the Architecture article.
@MainActor protocol ListView: UIScrollView {
  /// Makes `bridge` the view's data source, delegate and prefetch data source; nil clears each
  /// one that is still `bridge`.
  func attach(_ bridge: (any KitBridge)?, replacing current: (any KitBridge)?)
  /// The view's properties that no longer point at `bridge` (`"dataSource"`, `"delegate"`).
  func propertiesReplacing(_ bridge: any KitBridge) -> [String]
  /// The kit bridge that is the view's data source, if any.
  var drivingBridge: (any KitBridge)? { get }
  /// Sets the delegate again, so that UIKit asks anew which optional methods it implements.
  func reattachDelegate()
  /// The number of sections the view shows.
  var numberOfSections: Int { get }
  /// The view behind the rows, where the kit shows its empty view.
  var backgroundView: UIView? { get set }
  /// Reloads every row and section.
  func reloadData()
  /// Animates changes to the rows as one batch.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

  /// The index paths of the rows on screen.
  var visiblePaths: [IndexPath] { get }
  /// The index paths of the selected rows.
  var selectedPaths: [IndexPath] { get }
  /// Whether the view allows more than one selected row in its current mode.
  var allowsMultipleSelectionNow: Bool { get }
  /// Selects a row without delegate calls.
  func selectPath(_ indexPath: IndexPath)
  /// Deselects a row without delegate calls.
  func deselectPath(_ indexPath: IndexPath)
  /// The cell showing a row, if the view has one.
  func listCell(at indexPath: IndexPath) -> UIView?

  /// Removes rows, inside a batch.
  func deletePaths(_ indexPaths: [IndexPath])
  /// Inserts rows, inside a batch.
  func insertPaths(_ indexPaths: [IndexPath])
  /// Reconfigures rows in place, inside a batch.
  func reconfigurePaths(_ indexPaths: [IndexPath])
  /// Reloads rows.
  func reloadPaths(_ indexPaths: [IndexPath])
  /// Registers a cell class for a reuse identifier.
  func registerCell(_ cellClass: AnyClass, forReuseIdentifier identifier: String)

  // MARK: - Drag and drop

  /// Makes `bridge` the view's drag and drop delegates; nil clears them.
  func attachDragAndDrop(_ bridge: (any KitBridge)?)

  // MARK: - Scroll anchoring

  /// The frame of a row in content coordinates, as the view's layout has it now; nil for a path
  /// the view does not have.
  func framePath(_ indexPath: IndexPath) -> CGRect?
}
