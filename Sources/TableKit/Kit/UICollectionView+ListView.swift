extension UICollectionView: ListView {
  func attach(_ bridge: (any KitBridge)?, replacing current: (any KitBridge)?) {
    if let bridge = bridge as? any CollectionViewBridgeObject {
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
  var visiblePaths: [IndexPath] { indexPathsForVisibleItems }
  var selectedPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
  func selectPath(_ indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
  }
  func deselectPath(_ indexPath: IndexPath) { deselectItem(at: indexPath, animated: false) }
  func listCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
  func deletePaths(_ indexPaths: [IndexPath]) { deleteItems(at: indexPaths) }
  func insertPaths(_ indexPaths: [IndexPath]) { insertItems(at: indexPaths) }
  func reconfigurePaths(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
  func reloadPaths(_ indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
  func registerCell(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
    guard let cellClass = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure("CollectionKit: \(cellClass) is not a UICollectionViewCell subclass.")
    }
    register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  // MARK: - Drag and drop

  func attachDragAndDrop(_ bridge: (any KitBridge)?) {
    dragDelegate = bridge as? any UICollectionViewDragDelegate
    dropDelegate = bridge as? any UICollectionViewDropDelegate
  }

  // MARK: - Scroll anchoring

  func framePath(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
      indexPath.item < numberOfItems(inSection: indexPath.section)
    else { return nil }
    return layoutAttributesForItem(at: indexPath)?.frame
  }
}
