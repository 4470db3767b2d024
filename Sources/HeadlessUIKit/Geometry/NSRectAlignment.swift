/// Names where an element sits against the edges of its container.
///
/// Mirrors `enum NSRectAlignment : Int` (UIGeometry.h, iOS 13); raw values are UIKit's. A
/// boundary supplementary item aligned `.top` is a section header and `.bottom` a footer when
/// the content scrolls vertically; `.leading` and `.trailing` when it scrolls horizontally.
public enum NSRectAlignment: Int, @unchecked Sendable {
  // `@unchecked` as in the SDK's printed interface; safe because the value is a plain raw
  // integer with no references.

  /// No alignment.
  case none = 0
  /// Against the top edge.
  case top = 1
  /// Against the top and leading edges.
  case topLeading = 2
  /// Against the leading edge.
  case leading = 3
  /// Against the bottom and leading edges.
  case bottomLeading = 4
  /// Against the bottom edge.
  case bottom = 5
  /// Against the bottom and trailing edges.
  case bottomTrailing = 6
  /// Against the trailing edge.
  case trailing = 7
  /// Against the top and trailing edges.
  case topTrailing = 8
}
