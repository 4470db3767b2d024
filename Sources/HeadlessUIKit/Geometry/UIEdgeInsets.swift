/// Describes the inset distances for the edges of a rectangle.
///
/// Mirrors `struct UIEdgeInsets` (UIGeometry.h): positive values shrink a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Creates insets with a distance for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}
