// The layout pass: which cells and supplementary views exist, and the display events around them
// (Rules.md R-display-11). Views that leave the bounds retire first, so the views entering reuse them
// (last in, first out, Rules.md R-reuse-8); then cells enter before supplementary views, in layout order, as
// `UICollectionViewData` collects cell attributes before supplementary ones.

extension UICollectionView {
  /// Runs the layout pass: prepares the layout if invalid, then brings the displayed views in
  /// line with the elements that intersect the bounds, then updates prefetching.
  func layOutElements() throws(UIKitException) {
    guard !isLayingOutElements else { return }
    isLayingOutElements = true
    defer { isLayingOutElements = false }
    // A self-sizing cell that prefers another size moves the elements after it, so the pass
    // runs again until the sizes settle (Rules.md R-comp-3; bounded, as a cell whose size
    // depends on its position could otherwise never settle).
    var passes = 1
    while try layOutElementsOnce(), passes < 16 { passes += 1 }
    try updatePreparedCells()
    updatePrefetching()
  }

  /// Runs one layout pass; returns whether a newly displayed self-sizing cell changed the
  /// layout.
  private func layOutElementsOnce() throws(UIKitException) -> Bool {
    prepareLayoutIfNeeded()
    backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    let cells = elements.filter { $0.representedElementCategory == .cell }
    let supplementaries = elements.filter { $0.representedElementCategory == .supplementaryView }
    let visiblePaths = Set(cells.map(\.indexPath))
    let visibleKeys = Set(supplementaries.compactMap(\.supplementaryKey))

    // The cells of items next to the visible area are kept, and may be displayed again without
    // asking the data source (Rules.md R-display-16).
    let kept = itemsKeepingTheirCells(visible: visiblePaths)
    for path in displayedCells.keys.sorted() where !visiblePaths.contains(path) {
      endDisplayingCell(at: path, keeping: kept.contains(path))
    }
    for key in displayedSupplementaries.keys.sorted(by: SupplementaryKey.displayOrder)
    where !visibleKeys.contains(key) {
      endDisplayingSupplementary(key)
    }
    var resized = false
    for attributes in cells {
      if let cell = displayedCells[attributes.indexPath] {
        place(cell, attributes)
      } else {
        try displayCell(attributes)
        resized = selfSize(attributes) || resized
      }
    }
    for attributes in supplementaries {
      guard let key = attributes.supplementaryKey else { continue }
      if let view = displayedSupplementaries[key] {
        place(view, attributes)
      } else {
        try displaySupplementary(key, attributes)
      }
    }
    return resized
  }

  /// Runs `prepare()` on an invalid layout and takes its content size.
  ///
  /// A change of the bounds size since the last pass invalidates the layout first, which for a
  /// flow layout is when `shouldInvalidateLayout(forBoundsChange:)` would say yes.
  func prepareLayoutIfNeeded() {
    if laidOutSize != bounds.size {
      laidOutSize = bounds.size
      collectionViewLayout.isInvalid = true
    }
    guard collectionViewLayout.isInvalid else { return }
    collectionViewLayout.isInvalid = false
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    keepOffsetWithinContent()
  }

  /// Pulls the offset back when the content shrank below it: "If the collection data shrinks as a
  /// result of the reload, the collection view adjusts its scrolling offsets accordingly"
  /// (developer.apple.com/documentation/uikit/uicollectionview/reloaddata()); updates that shrink
  /// the content are treated the same (inferred).
  private func keepOffsetWithinContent() {
    let inset = adjustedContentInset
    let highestX = max(-inset.left, contentSize.width + inset.right - bounds.width)
    let highestY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    guard contentOffset.x > highestX || contentOffset.y > highestY else { return }
    contentOffset = CGPoint(x: min(contentOffset.x, highestX), y: min(contentOffset.y, highestY))
  }

  private func place(
    _ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes
  ) {
    view.frame = attributes.frame
    view.isHidden = attributes.isHidden
    view.alpha = attributes.alpha
    view.apply(attributes)
  }

  /// Asks the data source for a cell (`cellForItemAt`), shows it, then sends `willDisplay`.
  private func displayCell(_ attributes: UICollectionViewLayoutAttributes) throws(UIKitException) {
    let path = attributes.indexPath
    // A cell requested ahead of display, or kept after an earlier display, is shown now without
    // asking again (Rules.md R-time-8, R-display-16).
    let cell: UICollectionViewCell
    if let prepared = preparedCells.take(path) {
      cell = prepared
    } else {
      cell = try requestCell(at: path)
    }
    place(cell, attributes)
    cell.isSelected = selection.contains(path)
    cell.isEditingInCollectionView = isEditing
    // A pending configuration update runs before the cell is shown (Rules.md, Content
    // configurations).
    cell.runPendingConfigurationUpdate()
    addSubview(cell)
    displayedCells[path] = cell
    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
  }

  /// Asks the data source for a cell and checks that it was dequeued for this request (Rules.md R-reuse-5).
  func requestCell(at path: IndexPath, reconfiguring: UICollectionViewCell? = nil)
    throws(UIKitException) -> UICollectionViewCell
  {
    guard let dataSource else { throw Self.dataSourceNotSet }
    request = ViewRequest(indexPath: path, reconfiguring: reconfiguring)
    let cell = CellRequestSerial.run { dataSource.collectionView(self, cellForItemAt: path) }
    let finished = request
    request = nil
    try throwDeferredFailure()
    guard cell.reuseIdentifier != nil else { throw Self.cellWithoutReuseIdentifier }
    for other in finished?.dequeued ?? [] where other !== cell {
      throw Self.notReturned(other, in: self)
    }
    guard finished?.dequeued.contains(where: { $0 === cell }) == true else {
      throw Self.notReturned(cell, in: self)
    }
    return cell
  }

  /// Asks the data source for a supplementary view, shows it, then sends
  /// `willDisplaySupplementaryView`.
  private func displaySupplementary(
    _ key: SupplementaryKey, _ attributes: UICollectionViewLayoutAttributes
  ) throws(UIKitException) {
    guard let dataSource else { throw Self.dataSourceNotSet }
    request = ViewRequest(indexPath: key.indexPath)
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    let finished = request
    request = nil
    try throwDeferredFailure()
    guard finished?.dequeued.contains(where: { $0 === view }) == true else {
      throw Self.supplementaryNotDequeued(kind: key.kind, at: key.indexPath, view: view)
    }
    for other in finished?.dequeued ?? [] where other !== view {
      throw Self.notReturned(other, in: self)
    }
    place(view, attributes)
    view.runPendingConfigurationUpdate()
    addSubview(view)
    displayedSupplementaries[key] = view
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
  }

  /// Retires a displayed cell: sends `didEndDisplaying` and puts it back in the pool, or keeps
  /// it for the item when `keeping` (Rules.md R-display-16).
  func endDisplayingCell(at path: IndexPath, keeping: Bool = false) {
    guard let cell = displayedCells.removeValue(forKey: path) else { return }
    guard keeping else { return retire(cell, endingDisplayAt: path) }
    cell.isHighlighted = false
    cell.removeFromSuperview()
    preparedCells.keep(cell, at: path)
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }

  /// Sends `didEndDisplaying` for a cell no longer displayed and puts it back in the pool.
  func retire(_ cell: UICollectionViewCell, endingDisplayAt path: IndexPath) {
    cell.isHighlighted = false
    retire(cell)
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }

  /// Retires a displayed supplementary view.
  func endDisplayingSupplementary(_ key: SupplementaryKey) {
    guard let view = displayedSupplementaries.removeValue(forKey: key) else { return }
    retire(view, endingDisplayOf: key)
  }

  /// Sends `didEndDisplayingSupplementaryView` and puts the view back in the pool.
  func retire(_ view: UICollectionReusableView, endingDisplayOf key: SupplementaryKey) {
    retire(view)
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
  }

  /// "UICollectionView dataSource is not set" [I: the iOS 14+ assertion when a layout asks for
  /// views without a data source].
  static let dataSourceNotSet = UIKitException(
    .internalInconsistencyException, reason: "UICollectionView dataSource is not set")
}

extension UICollectionViewLayoutAttributes {
  /// The key of a supplementary view's attributes; nil for other elements.
  var supplementaryKey: SupplementaryKey? {
    guard representedElementCategory == .supplementaryView, let kind = representedElementKind
    else { return nil }
    return SupplementaryKey(kind: kind, indexPath: indexPath)
  }
}

extension SupplementaryKey {
  /// Orders keys by index path, then kind, so retirements happen in a stable order.
  static func displayOrder(_ lhs: SupplementaryKey, _ rhs: SupplementaryKey) -> Bool {
    lhs.indexPath != rhs.indexPath ? lhs.indexPath < rhs.indexPath : lhs.kind < rhs.kind
  }
}
