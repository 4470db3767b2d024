/// Describes the inset distances for the edges of a rectangle, leading and trailing following the
/// layout direction.
///
/// Mirrors `struct NSDirectionalEdgeInsets` (UIGeometry.h, iOS 11). Headless the layout direction
/// is always left to right, so leading is left and trailing is right.
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

/// A set of edges of a rectangle, leading and trailing following the layout direction.
///
/// Mirrors `NSDirectionalRectEdge` (UIGeometry.h, iOS 13); raw values are UIKit's.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits.
  public let rawValue: UInt
  /// Creates a set of edges from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A set of layout axes.
///
/// Mirrors `UIAxis` (UIGeometry.h, iOS 13); raw values are UIKit's.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits.
  public let rawValue: UInt
  /// Creates a set of axes from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}

extension NSDirectionalEdgeInsets {
  /// The same insets by left and right, in a left-to-right layout.
  var leftToRight: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
