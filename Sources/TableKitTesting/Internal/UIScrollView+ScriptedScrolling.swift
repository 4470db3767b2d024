import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIScrollView {
  /// The finger's speed of a scripted fling, in points per millisecond (UIKit's unit for
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
  static let flingSpeed: CGFloat = 4

  /// Drags the content by a distance along one axis, stopping at the content's ends.
  ///
  /// Throws when the distance is NaN or infinite: the script cannot say where the finger ends.
  func scriptScroll(by distance: CGPoint, delegate: (any UIScrollViewDelegate)?)
    throws(InteractionError)
  {
    for value in [distance.x, distance.y] where !value.isFinite {
      throw InteractionError(
        "Cannot scroll by \(value) points: a scroll distance must be a finite number. Check the "
          + "arithmetic that computed it, or use scrollToBottom() or scrollToTop() to reach an end."
      )
    }
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let end = gesture.clamped(
      CGPoint(x: contentOffset.x + distance.x, y: contentOffset.y + distance.y))
    gesture.perform(dragTo: end, proposing: end)
  }

  /// Drags the content until `rect` is on screen, by the least distance; `rect` is asked again
  /// as rows on the way size themselves, until the drag reaches it.
  func scriptScroll(toShow rect: @escaping () -> CGRect, delegate: (any UIScrollViewDelegate)?) {
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let end = { [unowned self] in
      let rect = rect()
      var end = contentOffset
      let size = bounds.size
      if rect.maxY > end.y + size.height { end.y = rect.maxY - size.height }
      if rect.minY < end.y { end.y = rect.minY }
      if rect.maxX > end.x + size.width { end.x = rect.maxX - size.width }
      if rect.minX < end.x { end.x = rect.minX }
      return gesture.clamped(end)
    }
    let first = end()
    gesture.perform(dragTo: first, proposing: first, retarget: end)
  }

  /// Drags the content to one end of an axis.
  func scriptScroll(to edge: ContentEdge, horizontal: Bool, delegate: (any UIScrollViewDelegate)?) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let end = offset(at: edge, horizontal: horizontal, gesture: gesture)
    gesture.perform(dragTo: end, proposing: end) { [unowned self] in
      offset(at: edge, horizontal: horizontal, gesture: gesture)
    }
  }

  /// Flings the content toward an edge: a short drag, a release with speed, and a glide in
  /// steps of at most one screen to the edge (or where the delegate moves the target).
  func scriptFling(
    toward edge: ContentEdge, horizontal: Bool, delegate: (any UIScrollViewDelegate)?
  ) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let sign: CGFloat = edge == .end ? 1 : -1
    let stroke = (horizontal ? bounds.width : bounds.height) / 4 * sign
    let end = gesture.clamped(
      CGPoint(
        x: contentOffset.x + (horizontal ? stroke : 0),
        y: contentOffset.y + (horizontal ? 0 : stroke)))
    let speed = Self.flingSpeed * sign
    gesture.perform(
      dragTo: end,
      velocity: CGPoint(x: horizontal ? speed : 0, y: horizontal ? 0 : speed),
      proposing: offset(at: edge, horizontal: horizontal, gesture: gesture)
    ) { [unowned self] in offset(at: edge, horizontal: horizontal, gesture: gesture) }
  }

  /// Pulls the content past its end by `distance` and lets go; the content bounces back.
  func scriptPullPastEnd(
    by distance: CGFloat, horizontal: Bool, delegate: (any UIScrollViewDelegate)?
  ) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let resting = offset(at: .end, horizontal: horizontal, gesture: gesture)
    let end = CGPoint(
      x: resting.x + (horizontal ? distance : 0), y: resting.y + (horizontal ? 0 : distance))
    gesture.perform(dragTo: end, proposing: resting)
  }

  /// Pulls the content down past the top by `distance` and lets go; a refresh control starts
  /// when the pull passes its threshold (Rules.md R-control-9), and the content bounces back.
  func scriptPullToRefresh(by distance: CGFloat, delegate: (any UIScrollViewDelegate)?) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: delegate)
    let top = CGPoint(x: contentOffset.x, y: gesture.restingRange.min.y)
    gesture.perform(
      dragTo: CGPoint(x: top.x, y: top.y - distance), proposing: top,
      whileDragging: {
        #if canImport(UIKit)
          // UIKit's refresh control follows the finger, not offsets set in code, so the script
          // starts it as the pull would (on HeadlessUIKit the scroll view does it itself).
          guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing,
            distance >= 60
          else { return }
          refreshControl.beginRefreshing()
          refreshControl.sendActions(for: .valueChanged)
        #endif
      })
  }

  private func offset(at edge: ContentEdge, horizontal: Bool, gesture: ScrollGesture) -> CGPoint {
    let range = gesture.restingRange
    let limit = edge == .end ? range.max : range.min
    return horizontal
      ? CGPoint(x: limit.x, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: limit.y)
  }
}
