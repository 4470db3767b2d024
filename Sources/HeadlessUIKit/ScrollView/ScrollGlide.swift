/// The glide of a scroll view after a fling, headless: the content decelerates toward a resting
/// offset while the view's animation runs on the headless animation clock.
///
/// UIKit decelerates from wherever the content is with the velocity it has: code that assigns
/// `contentOffset` meanwhile (an anchored update moving the content by the rows inserted above)
/// moves the glide with it, and the glide keeps its momentum, resting as far beyond the new
/// offset as it would have beyond the old one; `setContentOffset(_:animated:)` stops it
/// (Rules.md R-anchor-3).
struct ScrollGlide {
  /// Tells this glide from a later one.
  let id: Int
  /// Where the content will rest.
  var target: CGPoint
}

extension UIScrollView {
  /// Moves the glide in flight by the change of the content offset from `oldOrigin`: the glide
  /// keeps its momentum from the new place.
  func shiftGlide(from oldOrigin: CGPoint) {
    guard var glide else { return }
    glide.target.x += contentOffset.x - oldOrigin.x
    glide.target.y += contentOffset.y - oldOrigin.y
    self.glide = glide
  }

  /// Stops the glide in flight, if any: the content rests where it is.
  func stopGlide() {
    guard glide != nil else { return }
    glide = nil
    if gesturePhase == .decelerating { gesturePhase = .idle }
  }
}

extension Headless where Base: UIScrollView {
  /// Starts a glide toward `target` after a scripted fling: `isDecelerating` is true until the
  /// view's animation ends (`finishAnimations()` or the end of the main actor's turn), when
  /// `end` runs with the resting offset — moved by whatever code moved the content meanwhile —
  /// unless `setContentOffset(_:animated:)` stopped the glide first.
  package func startGlide(to target: CGPoint, end: @escaping (CGPoint) -> Void) {
    let view = base
    let id = (view.glide?.id ?? -1) &+ 1
    view.glide = ScrollGlide(id: id, target: target)
    view.gesturePhase = .decelerating
    HeadlessAnimationClock.shared.start(in: view) {
      guard let glide = view.glide, glide.id == id else { return }
      view.glide = nil
      end(glide.target)
    }
  }
}
