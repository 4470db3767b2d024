import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Replays a person's drag on a scroll view with UIKit's scroll-delegate sequence.
///
/// The sequence (Rules.md R-scroll-3): `scrollViewWillBeginDragging`, one
/// `scrollViewDidScroll` per finger movement, `scrollViewWillEndDragging(_:withVelocity:
/// targetContentOffset:)` — where the delegate may move the resting offset — then
/// `scrollViewDidEndDragging(_:willDecelerate:)`; when the content rests elsewhere,
/// `scrollViewWillBeginDecelerating`, one `scrollViewDidScroll` per glide step and
/// `scrollViewDidEndDecelerating`. Movements are at most one screen long, and the view lays
/// out after each, so every row or item on the way is displayed and prefetch runs ahead.
@MainActor struct ScrollGesture {
  /// The scroll view being dragged.
  let scrollView: UIScrollView
  /// The delegate that receives the scroll callbacks (the table's or collection's delegate).
  let delegate: (any UIScrollViewDelegate)?

  /// The smallest and largest offsets at which the content rests.
  var restingRange: (min: CGPoint, max: CGPoint) {
    let inset = scrollView.adjustedContentInset
    let size = scrollView.contentSize
    let bounds = scrollView.bounds.size
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, size.width + inset.right - bounds.width),
      y: max(minimum.y, size.height + inset.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// Returns an offset moved into the resting range.
  func clamped(_ offset: CGPoint) -> CGPoint {
    let range = restingRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  /// How many times a gesture follows a target that moved (rows that sized themselves on the
  /// way): enough for any table that settles, and a bound for one that never does.
  static let maximumRetargets = 100

  /// Drags the content to `end`, releases it with `velocity` proposing `target` as the resting
  /// offset, and glides to where the delegate leaves the target; `whileDragging` runs when the
  /// finger has moved the content, before it lifts.
  ///
  /// - Parameter retarget: Returns where the gesture should end now. Rows that size themselves
  ///   change the content's size as they are displayed, so an end computed before the move
  ///   (the bottom, a row's place) moves too: a drag whose end is its target, and a glide the
  ///   delegate left at the proposed target, go on until they reach it (at most
  ///   ``maximumRetargets`` more moves).
  ///   - glidesLater: Whether the glide runs as the view's animation (on HeadlessUIKit), ending
  ///     when the animations finish, rather than before this returns.
  func perform(
    dragTo end: CGPoint, velocity: CGPoint = .zero, proposing target: CGPoint,
    retarget: (() -> CGPoint)? = nil, glidesLater: Bool = false, whileDragging: () -> Void = {}
  ) {
    scrollView.layoutIfNeeded()
    setState(isDragging: true, isDecelerating: false)
    ScrollDelegateCalls.willBeginDragging(delegate, scrollView)
    move(to: end)
    var proposed = target
    if velocity == .zero, end == target, let retarget {
      follow(retarget)
      proposed = scrollView.contentOffset
    }
    let lifted = scrollView.contentOffset
    whileDragging()
    // Code that moved the content under a still finger (an anchored update) moved where the
    // finger lifts: a drag without speed rests there.
    if velocity == .zero, proposed == lifted { proposed = scrollView.contentOffset }
    var resting = proposed
    ScrollDelegateCalls.willEndDragging(delegate, scrollView, velocity, &resting)
    let decelerates = resting != scrollView.contentOffset
    setState(isDragging: false, isDecelerating: decelerates)
    ScrollDelegateCalls.didEndDragging(delegate, scrollView, decelerates)
    guard decelerates else { return }
    ScrollDelegateCalls.willBeginDecelerating(delegate, scrollView)
    #if !canImport(UIKit)
      if glidesLater {
        // The glide keeps its momentum across offsets set meanwhile (Rules.md R-anchor-3).
        scrollView.headless.startGlide(to: resting) { [self] target in glide(to: clamped(target)) }
        return
      }
    #endif
    glide(to: resting, following: resting == proposed ? retarget : nil)
  }

  /// Glides to `resting` (then on to where `retarget` says) and ends the deceleration.
  private func glide(to resting: CGPoint, following retarget: (() -> CGPoint)? = nil) {
    move(to: resting)
    if let retarget { follow(retarget) }
    setState(isDragging: false, isDecelerating: false)
    ScrollDelegateCalls.didEndDecelerating(delegate, scrollView)
  }

  /// Moves on to where `retarget` says, until the content rests there.
  private func follow(_ retarget: () -> CGPoint) {
    for _ in 0..<Self.maximumRetargets {
      let next = clamped(retarget())
      guard next != scrollView.contentOffset else { return }
      move(to: next)
    }
  }

  /// Moves the content in steps of at most one screen, laying out after each step.
  ///
  /// Steps whose screen would show only what the cells on screen already cover (a row taller
  /// than a screen) are skipped, so a huge row costs a few steps rather than one per screen.
  private func move(to end: CGPoint) {
    let start = scrollView.contentOffset
    let size = scrollView.bounds.size
    let distance = (x: abs(end.x - start.x), y: abs(end.y - start.y))
    let screens = max(
      size.width > 0 ? distance.x / size.width : 0, size.height > 0 ? distance.y / size.height : 0)
    let steps = max(1, Int(screens.rounded(.up)))
    guard start != end else { return }
    var step = 1
    while step <= steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      scrollView.contentOffset = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      scrollView.layoutIfNeeded()
      step = max(step + 1, lastCoveredStep(from: start, to: end, steps: steps))
    }
  }

  /// Returns the last step whose screen lies within what the cells on screen cover along the
  /// direction of the move, or 0 when there is none to skip to.
  private func lastCoveredStep(from start: CGPoint, to end: CGPoint, steps: Int) -> Int {
    let frames = visibleCellFrames
    guard !frames.isEmpty else { return 0 }
    let size = scrollView.bounds.size
    var last = steps
    for (from, to, length, lower, upper) in [
      (start.x, end.x, size.width, frames.map(\.minX).min()!, frames.map(\.maxX).max()!),
      (start.y, end.y, size.height, frames.map(\.minY).min()!, frames.map(\.maxY).max()!),
    ] where from != to {
      // The offset up to which a screen shows only covered content, as a fraction of the move.
      let covered = to > from ? upper - length : lower
      let fraction = (covered - from) / (to - from)
      guard fraction.isFinite, fraction > 0 else { return 0 }
      last = min(last, Int((fraction * CGFloat(steps)).rounded(.down)))
    }
    return last
  }

  /// The frames of the cells on screen, in content coordinates.
  private var visibleCellFrames: [CGRect] {
    if let table = scrollView as? UITableView { return table.visibleCells.map(\.frame) }
    if let collection = scrollView as? UICollectionView {
      return collection.visibleCells.map(\.frame)
    }
    return []
  }

  private func setState(isDragging: Bool, isDecelerating: Bool) {
    #if !canImport(UIKit)
      // UIKit keeps the touch state private; only the headless view lets a script set it.
      scrollView.headless.setGestureState(isDragging: isDragging, isDecelerating: isDecelerating)
    #endif
  }
}
