extension UITableView: ListView {
  func attach(_ bridge: (any KitBridge)?, replacing current: (any KitBridge)?) {
    if let bridge = bridge as? any TableViewBridgeObject {
      dataSource = bridge
      delegate = bridge
      prefetchDataSource = bridge
      return
    }
    if dataSource === current { dataSource = nil }
    if delegate === current { delegate = nil }
    if prefetchDataSource === current { prefetchDataSource = nil }
  }

  func propertiesReplacing(_ bridge: any KitBridge) -> [String] {
    [dataSource === bridge ? nil : "dataSource", delegate === bridge ? nil : "delegate"]
      .compactMap { $0 }
  }

  var drivingBridge: (any KitBridge)? { dataSource as? any KitBridge }
  func reattachDelegate() {
    let current = delegate
    delegate = nil
    delegate = current
  }
  var visiblePaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
  var selectedPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
  func selectPath(_ indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
  }
  func deselectPath(_ indexPath: IndexPath) { deselectRow(at: indexPath, animated: false) }
  func listCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
  func deletePaths(_ indexPaths: [IndexPath]) { deleteRows(at: indexPaths, with: .automatic) }
  func insertPaths(_ indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .automatic) }
  func reconfigurePaths(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
  func reloadPaths(_ indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .automatic) }
  func registerCell(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
    register(cellClass, forCellReuseIdentifier: identifier)
  }

  // MARK: - Drag and drop

  func attachDragAndDrop(_ bridge: (any KitBridge)?) {
    dragDelegate = bridge as? any UITableViewDragDelegate
    dropDelegate = bridge as? any UITableViewDropDelegate
  }

  // MARK: - Scroll anchoring

  func framePath(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    return rectForRow(at: indexPath)
  }
}
