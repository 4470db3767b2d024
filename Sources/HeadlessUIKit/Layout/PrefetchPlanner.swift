/// Plans what a table or collection view tells its prefetch data source after each layout pass,
/// and remembers what it told it and which way the content last scrolled.
///
/// Rules (Rules.md R-prefetch-*): the view prefetches "as the user scrolls"
/// (developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/
/// collectionview(_:prefetchitemsat:), and its table twin), starting at the first layout, ahead
/// of the content's start (Rules.md R-time-5);
/// rows or items ahead of the visible area in the direction of scrolling, nearest first ("sorted
/// in ascending order based on their priority"), never visible ones; a cancel names only paths
/// prefetched before and not yet displayed, and comes before the new prefetch (Rules.md
/// R-prefetch-4). A table cancels by distance: the outstanding rows farther than its cancel
/// threshold from the visible rows, and nothing on a mere reversal (the iOS 18.2 decompile of
/// `_UITableViewPrefetchContext`). A collection view, whose rule is not known, cancels every
/// outstanding path when scrolling reverses and a path that stops being a candidate (a jump past
/// it). A path that becomes visible was used: it leaves the outstanding list without a cancel.
/// The view finds the candidates, one screenful ahead (how far UIKit looks is not documented; one
/// screenful is a headless rule, Rules.md R-prefetch-6).
struct PrefetchPlanner: Equatable {
  /// A direction along the scroll axis.
  enum Direction: Equatable {
    case forward
    case backward
  }

  /// Paths prefetched and neither displayed nor cancelled, in the order they were sent.
  private(set) var outstanding: [IndexPath] = []
  /// The direction of the last scroll; nil before the first scroll.
  private(set) var direction: Direction?
  /// The direction the outstanding items were planned for.
  private var plannedDirection: Direction?

  /// The direction to prefetch in: that of the last scroll, and before any scroll ahead of the
  /// content's start, since prefetching may start after the first layout (Rules.md R-time-5).
  var directionAhead: Direction { direction ?? .forward }

  /// Records the direction of a scroll from its movement along the scroll axis; no movement
  /// along the axis changes nothing.
  mutating func noteScroll(by delta: CGFloat) {
    if delta > 0 { direction = .forward } else if delta < 0 { direction = .backward }
  }

  /// Carries the outstanding paths through an update; paths it removed are dropped silently.
  mutating func remap(_ newPath: (IndexPath) -> IndexPath?) {
    outstanding = outstanding.compactMap(newPath)
  }

  /// Forgets the outstanding items (after a reload, whose index paths no longer mean anything).
  mutating func forgetOutstanding() { outstanding = [] }

  /// Forgets the outstanding items and returns them, to be cancelled (a table's update).
  mutating func takeOutstanding() -> [IndexPath] {
    defer { outstanding = [] }
    return outstanding
  }

  /// Returns the paths to cancel and the paths to prefetch, given the candidates (nearest first)
  /// and the visible paths, and records the new outstanding list; outstanding paths that are
  /// visible now were used and leave the list without a cancel.
  ///
  /// - Parameter isFar: A table's cancel rule: whether an outstanding path is too far from the
  ///   visible rows to keep. When nil (a collection view), a reversal cancels every outstanding
  ///   path and a jump cancels the paths it left behind.
  mutating func plan(
    candidates: [IndexPath], visible: Set<IndexPath>, isFar: ((IndexPath) -> Bool)? = nil
  ) -> (cancel: [IndexPath], prefetch: [IndexPath]) {
    outstanding.removeAll { visible.contains($0) }  // used, so never cancelled
    let candidateSet = Set(candidates)
    var cancel: [IndexPath] = []
    if let isFar {
      cancel = outstanding.filter(isFar)
      outstanding.removeAll(where: isFar)
    } else if plannedDirection != nil, directionAhead != plannedDirection {
      cancel = outstanding
      outstanding = []
    } else {
      cancel = outstanding.filter { !candidateSet.contains($0) }
      outstanding.removeAll { !candidateSet.contains($0) }
    }
    plannedDirection = directionAhead
    let waiting = Set(outstanding)
    let prefetch = candidates.filter { !waiting.contains($0) && !visible.contains($0) }
    outstanding += prefetch
    return (cancel, prefetch)
  }
}
