/// The phase of a drag scripted on a headless scroll view.
enum ScrollGesturePhase {
  /// No finger on the content and no glide.
  case idle
  /// The finger is on the content and moving it.
  case dragging
  /// The finger is lifted and the content glides to its target offset.
  case decelerating
}
