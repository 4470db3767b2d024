/// Describes the inset distances for the edges of a rectangle, by reading direction.
///
/// Mirrors `struct NSDirectionalEdgeInsets` (UIGeometry.h, iOS 11): leading and trailing
/// instead of left and right. Headless the layout direction is always left to right, so
/// leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets with a distance for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
  /// The same insets by left and right, in a left-to-right layout.
  var leftToRight: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
