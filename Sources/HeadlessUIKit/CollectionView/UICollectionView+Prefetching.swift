// Data prefetching (Rules.md R-prefetch-*): after each layout pass the items in the screenful ahead of
// the visible area, in the direction of scrolling, are candidates. How far ahead UIKit looks is
// not documented; one screenful is an assumption (Rules.md R-prefetch-6).

extension UICollectionView {
  /// The axis the layout scrolls along: a flow layout's direction, else vertical.
  var scrollAxis: UICollectionView.ScrollDirection {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection ?? .vertical
  }

  /// Tells the prefetch data source about new candidates and cancels stale ones.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    // From the first layout, before any scroll (Rules.md R-time-5).
    let direction = prefetching.directionAhead
    let ahead = aheadRect(direction)
    let visible = Set(displayedCells.keys)
    let candidates = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
      .filter {
        $0.representedElementCategory == .cell && $0.frame.overlaps(ahead)
          && !$0.frame.overlaps(bounds) && !visible.contains($0.indexPath)
      }
      .sorted {
        let (lhs, rhs) = (distance($0.frame, direction), distance($1.frame, direction))
        return lhs != rhs ? lhs < rhs : $0.indexPath < $1.indexPath
      }
      .map(\.indexPath)
    let (cancel, prefetch) = prefetching.plan(candidates: candidates, visible: visible)
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel)
    }
    if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
  }

  /// Requests the cell of the item next beyond the visible area in the scroll direction, and
  /// puts back kept and prepared cells of items that stopped being next to the visible area
  /// (Rules.md R-time-8, R-display-16, inferred); runs after the cells of each layout pass.
  func updatePreparedCells() throws(UIKitException) {
    let next = nextItemToPrepare()
    var kept = itemsKeepingTheirCells(visible: Set(displayedCells.keys))
    if let next { kept.insert(next) }
    for cell in preparedCells.removeAll(except: kept) { retire(cell as UICollectionReusableView) }
    guard let next, !preparedCells.contains(next) else { return }
    preparedCells.keep(try requestCell(at: next), at: next)
  }

  /// Puts every prepared cell back in the pool: after a reload or a new data source, the items
  /// they were prepared for may hold other content.
  func discardPreparedCells() {
    for cell in preparedCells.removeAll() { retire(cell as UICollectionReusableView) }
  }

  /// The items whose cells the view keeps after they leave the visible area: those next to it
  /// (Rules.md R-display-16).
  func itemsKeepingTheirCells(visible: Set<IndexPath>) -> Set<IndexPath> {
    guard
      PreparedCells<UICollectionViewCell>.areKept(
        prefetching: isPrefetchingEnabled, inWindow: laysOutBatchUpdates)
    else { return [] }
    return PreparedCells<UICollectionViewCell>.neighbours(ofVisible: visible, counts: counts)
  }

  private func nextItemToPrepare() -> IndexPath? {
    guard
      PreparedCells<UICollectionViewCell>.areRequested(
        prefetching: isPrefetchingEnabled, inWindow: laysOutBatchUpdates,
        scrolled: prefetching.direction != nil)
    else { return nil }
    let direction = prefetching.directionAhead
    return (collectionViewLayout.layoutAttributesForElements(in: aheadRect(direction)) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.frame.overlaps(bounds)
          && displayedCells[$0.indexPath] == nil
      }
      .min {
        (distance($0.frame, direction), $0.indexPath) < (
          distance($1.frame, direction), $1.indexPath
        )
      }?.indexPath
  }

  /// The screenful next to the bounds in a direction along the scroll axis.
  private func aheadRect(_ direction: PrefetchPlanner.Direction) -> CGRect {
    let sign: CGFloat = direction == .forward ? 1 : -1
    switch scrollAxis {
    case .vertical: return bounds.offsetBy(dx: 0, dy: sign * bounds.height)
    case .horizontal: return bounds.offsetBy(dx: sign * bounds.width, dy: 0)
    }
  }

  /// How far a frame lies beyond the visible edge in a direction.
  private func distance(_ frame: CGRect, _ direction: PrefetchPlanner.Direction) -> CGFloat {
    switch (scrollAxis, direction) {
    case (.vertical, .forward): return frame.minY - bounds.maxY
    case (.vertical, .backward): return bounds.minY - frame.maxY
    case (.horizontal, .forward): return frame.minX - bounds.maxX
    case (.horizontal, .backward): return bounds.minX - frame.maxX
    }
  }
}
