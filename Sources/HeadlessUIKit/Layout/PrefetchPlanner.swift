/// Plans what a view tells its prefetch data source after each layout pass, and remembers what
/// it told it and which way the content last scrolled.
///
/// Rules (reference §3.6): the view prefetches "as the user scrolls"
/// (developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/
/// collectionview(_:prefetchitemsat:)), so nothing before the first scroll; items ahead of the
/// visible area in the direction of scrolling, nearest first, never items already visible; a
/// cancel names only items prefetched before and not yet displayed, and comes when scrolling
/// reverses (every outstanding item) or when an item stops being a candidate (a jump past it). An
/// item that becomes visible was used: it leaves the outstanding list without a cancel.
struct PrefetchPlanner: Equatable {
  /// A direction along the scroll axis.
  enum Direction: Equatable {
    case forward
    case backward
  }

  /// Items prefetched and neither displayed nor cancelled, in the order they were sent.
  private(set) var outstanding: [IndexPath] = []
  /// The direction of the last scroll; nil before the first scroll.
  private(set) var direction: Direction?
  /// The direction the outstanding items were planned for.
  private var plannedDirection: Direction?

  /// Records the direction of a scroll along an axis; a scroll across it changes nothing.
  mutating func noteScroll(
    from old: CGPoint, to new: CGPoint, axis: UICollectionView.ScrollDirection
  ) {
    let delta = axis == .vertical ? new.y - old.y : new.x - old.x
    if delta > 0 { direction = .forward } else if delta < 0 { direction = .backward }
  }

  /// Records that an item is displayed, so it is no longer outstanding.
  mutating func markDisplayed(_ path: IndexPath) {
    outstanding.removeAll { $0 == path }
  }

  /// Carries the outstanding items through an update; items it removed are dropped silently.
  mutating func remap(_ newPath: (IndexPath) -> IndexPath?) {
    outstanding = outstanding.compactMap(newPath)
  }

  /// Forgets the outstanding items (after a reload, whose index paths no longer mean anything).
  mutating func forgetOutstanding() { outstanding = [] }

  /// Returns the items to cancel and the items to prefetch, given the candidates (nearest first)
  /// and the visible items, and records the new outstanding list.
  mutating func plan(candidates: [IndexPath], visible: Set<IndexPath>)
    -> (cancel: [IndexPath], prefetch: [IndexPath])
  {
    let candidateSet = Set(candidates)
    var cancel: [IndexPath] = []
    if plannedDirection != nil, direction != plannedDirection {
      cancel = outstanding
      outstanding = []
    } else {
      cancel = outstanding.filter { !candidateSet.contains($0) && !visible.contains($0) }
      outstanding.removeAll { !candidateSet.contains($0) }
    }
    plannedDirection = direction
    let waiting = Set(outstanding)
    let prefetch = candidates.filter { !waiting.contains($0) && !visible.contains($0) }
    outstanding += prefetch
    return (cancel, prefetch)
  }
}
