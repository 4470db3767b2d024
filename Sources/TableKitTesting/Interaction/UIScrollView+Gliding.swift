import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIScrollView {
  /// Flings the content by about `distance` points: a drag of a quarter of it, a release with
  /// speed, and a glide over the rest that runs as the view's animation — `isDecelerating` is
  /// true until ``finishAnimations()`` (or the end of the main actor's turn) lets it rest.
  ///
  /// Code that moves the content meanwhile (an anchored update) moves the glide with it: the
  /// fling keeps its momentum, as on a device (Rules.md R-anchor-3).
  ///
  /// ```swift
  /// kit.view.fling(by: 800)
  /// kit.table.value = withOlderRows          // rows above: the content moves, the glide too
  /// kit.view.finishAnimations()               // rests 800 points past where it started, plus the rows
  /// ```
  ///
  /// - Note: On a device the glide runs before this returns.
  public func fling(by distance: CGFloat) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: scrollDelegateForScripts)
    let start = contentOffset
    let end = gesture.clamped(CGPoint(x: start.x, y: start.y + distance / 4))
    let speed = Self.flingSpeed * (distance < 0 ? -1 : 1)
    gesture.perform(
      dragTo: end, velocity: CGPoint(x: 0, y: speed),
      proposing: gesture.clamped(CGPoint(x: start.x, y: start.y + distance)), glidesLater: true)
  }

  /// Drags the content by `distance` points and, with the finger still on it, runs
  /// `whileDragging`, then lifts the finger without speed: the content stays where the finger
  /// left it.
  ///
  /// ```swift
  /// kit.view.drag(by: 120) { kit.table.value = withOlderRows }
  /// ```
  public func drag(by distance: CGFloat, whileDragging: () -> Void) {
    layoutIfNeeded()
    let gesture = ScrollGesture(scrollView: self, delegate: scrollDelegateForScripts)
    let end = gesture.clamped(CGPoint(x: contentOffset.x, y: contentOffset.y + distance))
    // Proposing the offset where the finger lifts, whatever moved the content meanwhile.
    gesture.perform(dragTo: end, proposing: end, whileDragging: whileDragging)
  }

  /// The delegate a scripted gesture sends the scroll callbacks to.
  private var scrollDelegateForScripts: (any UIScrollViewDelegate)? {
    #if canImport(UIKit)
      delegate
    #else
      (self as? UITableView)?.delegate ?? (self as? UICollectionView)?.delegate
    #endif
  }
}
