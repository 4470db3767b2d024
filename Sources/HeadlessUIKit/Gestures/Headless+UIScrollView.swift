extension UIScrollView {
  /// Drags the content as a finger does, sending UIKit's sequence of delegate callbacks.
  ///
  /// The sequence is UIKit's (Rules.md R-scroll-3): `scrollViewWillBeginDragging`,
  /// `scrollViewDidScroll` for the move, `scrollViewWillEndDragging(_:withVelocity:
  /// targetContentOffset:)` — where the delegate may change the resting offset, as a paging
  /// adapter does — then `scrollViewDidEndDragging(_:willDecelerate:)`; when the target differs
  /// from where the finger left the content, `scrollViewWillBeginDecelerating`,
  /// `scrollViewDidScroll` for the glide and `scrollViewDidEndDecelerating` follow.
  /// `isTracking`/`isDragging` are true during the move and `isDecelerating` during the glide.
  func scriptDrag(by translation: CGPoint, velocity: CGPoint) {
    gesturePhase = .dragging
    scrollDelegate?.scrollViewWillBeginDragging(self)
    contentOffset = CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y)
    var target = contentOffset
    scrollDelegate?.scrollViewWillEndDragging(
      self, withVelocity: velocity, targetContentOffset: &target)
    let decelerates = target != contentOffset
    gesturePhase = decelerates ? .decelerating : .idle
    scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    scrollDelegate?.scrollViewWillBeginDecelerating(self)
    contentOffset = target
    gesturePhase = .idle
    scrollDelegate?.scrollViewDidEndDecelerating(self)
  }
}

extension Headless where Base: UIScrollView {
  /// Drags the content by a translation (positive `y` scrolls down), then lets it glide to the
  /// offset the delegate chooses in `scrollViewWillEndDragging`; see the sequence on
  /// `UIScrollView`'s drag. Headless only: UIKit has no public API for a user's drag.
  ///
  /// ```swift
  /// table.headless.drag(by: CGPoint(x: 0, y: 300))
  /// ```
  package func drag(by translation: CGPoint, velocity: CGPoint = .zero) {
    base.scriptDrag(by: translation, velocity: velocity)
  }
}
