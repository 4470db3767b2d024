import TableKitTesting

@testable import TableKit

/// A kit of either kind in a window, and the gestures and readings the contract tests need,
/// each done through TableKitTesting's scripting for the kit's own view.
@MainActor final class KitDriver<Section, Row> {
  /// The kit, through the base both faces share.
  let kit: ListKit<Section, Row>
  let tableView: UITableView?
  let collectionView: UICollectionView?
  /// The data source that took the view over, kept while it does (views hold theirs weakly).
  private var otherDataSource: AnyObject?

  init(kit: ListKit<Section, Row>, tableView: UITableView) {
    self.kit = kit
    self.tableView = tableView
    collectionView = nil
  }

  init(kit: ListKit<Section, Row>, collectionView: UICollectionView) {
    self.kit = kit
    self.collectionView = collectionView
    tableView = nil
  }

  /// The kit's view.
  var view: UIScrollView { tableView ?? collectionView! }

  /// Makes a new kit of the same kind for this kit's view, showing `table`.
  func adoptingView(_ table: Table<Section, Row>) -> KitDriver
  where Section: Hashable, Row: Identifiable & Hashable {
    if let tableView {
      return KitDriver(kit: TableKit(table: table, view: tableView), tableView: tableView)
    }
    let view = collectionView!
    return KitDriver(kit: CollectionKit(table: table, view: view), collectionView: view)
  }

  /// Registers a cell class for the rows, configured with its label: a `UITableViewCell`'s
  /// text label, or a ``TileCell``'s.
  @discardableResult
  func registerCell(configure: @escaping (UILabel, Row, RowLifetimes) -> Void) -> Disposable {
    if let kit = kit as? TableKit<Section, Row> {
      return kit.register(UITableViewCell.self, for: Row.self) { cell, row, lifetimes in
        if let label = cell.textLabel { configure(label, row, lifetimes) }
      }
    }
    let kit = kit as! CollectionKit<Section, Row>
    return kit.register(TileCell.self, for: Row.self) { cell, row, lifetimes in
      configure(cell.label, row, lifetimes)
    }
  }

  // MARK: Gestures

  /// Taps the row at `path`, as a person does.
  func tap(_ path: IndexPath) {
    if let tableView { tableView.tap(rowAt: path) } else { collectionView!.tap(itemAt: path) }
  }

  /// Taps row `row` of section 0.
  func tap(row: Int) { tap(IndexPath(row: row, section: 0)) }

  /// Drags a row and drops it at `destination` (a table enters editing mode for it and leaves
  /// it after); returns where the row landed.
  @discardableResult
  func drag(from source: IndexPath, to destination: IndexPath) -> IndexPath {
    guard let tableView else { return collectionView!.drag(itemAt: source, to: destination) }
    tableView.setEditing(true, animated: false)
    defer { tableView.setEditing(false, animated: false) }
    return tableView.drag(rowAt: source, to: destination)
  }

  /// Drags the content by `distance` points toward the end.
  func scroll(by distance: CGFloat) {
    if let tableView {
      tableView.scroll(by: distance)
    } else {
      collectionView!.scroll(by: distance)
    }
  }

  /// Drags the content to its end.
  func scrollToEnd() {
    if let tableView { tableView.scrollToBottom() } else { collectionView!.scrollToEnd() }
  }

  /// Pulls the content past its end and lets go.
  func pullPastEnd() {
    if let tableView { tableView.pullPastEnd() } else { collectionView!.pullPastEnd() }
  }

  // MARK: Readings

  /// The paths of the rows on screen, in order, after laying the view out.
  var visiblePaths: [IndexPath] { tableView?.visibleRows ?? collectionView!.visibleItems }

  /// The paths of the selected rows, in order.
  var selectedPaths: [IndexPath] {
    (tableView?.indexPathsForSelectedRows ?? collectionView?.indexPathsForSelectedItems ?? [])
      .sorted()
  }

  /// The text of each visible row, in order, as `section-row text`.
  var rendered: [String] {
    visiblePaths.map { path in
      "\(path.section)-\(path.row) \(cell(at: path).flatMap(firstLabelText) ?? "?")"
    }
  }

  /// The cell showing the row at `path`, after laying the view out.
  func cell(at path: IndexPath) -> UIView? {
    view.layoutIfNeeded()
    if let tableView { return tableView.cellForRow(at: path) }
    return collectionView!.cellForItem(at: path)
  }

  /// The number of the view's animations in flight.
  var pendingAnimationCount: Int { view.pendingAnimationCount }

  /// The view's row counts, section by section.
  var rowCounts: [Int] {
    if let tableView {
      return (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    }
    let view = collectionView!
    return (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
  }

  /// The number of batch updates the view was given.
  var batchCount: Int {
    (tableView as? UpdateRecordingTableView)?.batchCount
      ?? (collectionView as? UpdateRecordingCollectionView)?.batchCount ?? 0
  }

  /// Whether `shown` shows below the last row: as a table's footer view, or in the last
  /// section's footer of a grid, which the layout gives room (inside the footer view when the
  /// footer is on screen).
  func showsBelowTheLastRow(_ shown: UIView) -> Bool {
    if let tableView { return tableView.tableFooterView === shown }
    let view = collectionView!
    view.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionFooter
    let last = IndexPath(item: 0, section: view.numberOfSections - 1)
    guard last.section >= 0,
      let room = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: last),
      room.frame.height > 0
    else { return false }
    if let footer = view.supplementaryView(forElementKind: kind, at: last) {
      return shown.isDescendant(of: footer)
    }
    return (kit as? CollectionKit<Section, Row>)?.shownPagingView === shown
  }

  /// Whether `shown` is on screen where a list shows its loading view: below the last row, or
  /// anywhere in the view (behind an empty grid) while there is none.
  func showsLoadingView(_ shown: UIView) -> Bool {
    if rowCounts.reduce(0, +) > 0 || tableView != nil { return showsBelowTheLastRow(shown) }
    // A grid without sections shows it behind the grid.
    return showsBelowTheLastRow(shown) || collectionView?.backgroundView === shown
  }

  // MARK: Taking the view over

  /// Makes another object the view's data source.
  func replaceDataSource() {
    if let tableView {
      let other = OtherDataSource()
      otherDataSource = other
      tableView.dataSource = other
    } else {
      let other = OtherCollectionDataSource()
      otherDataSource = other
      collectionView!.dataSource = other
    }
  }

  /// Gives the view its kit's data source back, as the kit made it.
  func restoreDataSource(_ own: AnyObject?) {
    if let tableView {
      tableView.dataSource = own as? any UITableViewDataSource
    } else {
      collectionView!.dataSource = own as? any UICollectionViewDataSource
    }
    otherDataSource = nil
  }

  /// The view's data source.
  var dataSource: AnyObject? {
    if let tableView { return tableView.dataSource }
    return collectionView!.dataSource
  }

  /// Takes the view's delegate away.
  func clearDelegate() {
    if let tableView { tableView.delegate = nil } else { collectionView!.delegate = nil }
  }

  /// The view's background view.
  var backgroundView: UIView? {
    get { tableView.map(\.backgroundView) ?? collectionView!.backgroundView }
    set {
      if let tableView {
        tableView.backgroundView = newValue
      } else {
        collectionView!.backgroundView = newValue
      }
    }
  }

  /// Whether the view lets a person select several rows.
  var allowsMultipleSelection: Bool {
    get { tableView.map(\.allowsMultipleSelection) ?? collectionView!.allowsMultipleSelection }
    set {
      if let tableView {
        tableView.allowsMultipleSelection = newValue
      } else {
        collectionView!.allowsMultipleSelection = newValue
      }
    }
  }

  // MARK: - Content configurations

  /// The view's rendering, as TableKitTesting's `renderedText()` gives it.
  var renderedText: String { tableView?.renderedText() ?? collectionView!.renderedText() }

  /// Puts the view in or out of editing mode.
  func setEditing(_ editing: Bool) {
    if let tableView {
      tableView.setEditing(editing, animated: false)
    } else {
      collectionView!.isEditing = editing
    }
    view.layoutIfNeeded()
  }
}
