/// Names the edge of a row whose swipe actions a swipe reveals.
public enum SwipeEdge: Sendable {
  /// The leading edge: a left-to-right swipe in a left-to-right layout.
  case leading
  /// The trailing edge: a right-to-left swipe, where Delete usually is.
  case trailing
}
