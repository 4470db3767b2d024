extension UIView {
  /// Options for how a view resizes when its superview's bounds' size changes; raw values are
  /// UIKit's (`UIViewAutoresizing`).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge grows or shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows or shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge grows or shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge grows or shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows or shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge grows or shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes each subview by its ``autoresizingMask`` after the view's bounds' size changed from
  /// `oldSize`, when ``autoresizesSubviews`` is on (Rules.md R-anchor-8). A subview whose frame
  /// size changes lays out at the next layout pass, as any resized view does.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = subview.autoresizingMask.frame(
        subview.frame, superviewSize: newSize, oldSuperviewSize: oldSize)
    }
  }
}

extension UIView.AutoresizingMask {
  /// Returns a subview's frame after its superview's size changed: along each axis, the change
  /// is shared among the flexible parts (leading margin, length, trailing margin) in proportion
  /// to their old lengths, or evenly when those are all zero; an axis with no flexible part
  /// keeps the frame as it is.
  func frame(_ frame: CGRect, superviewSize: CGSize, oldSuperviewSize: CGSize) -> CGRect {
    let (x, width) = Self.resize(
      origin: frame.minX, length: frame.width, delta: superviewSize.width - oldSuperviewSize.width,
      oldSpan: oldSuperviewSize.width,
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth),
        contains(.flexibleRightMargin)
      ))
    let (y, height) = Self.resize(
      origin: frame.minY, length: frame.height,
      delta: superviewSize.height - oldSuperviewSize.height, oldSpan: oldSuperviewSize.height,
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight),
        contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Shares `delta` among the flexible parts of one axis; returns the new origin and length.
  private static func resize(
    origin: CGFloat, length: CGFloat, delta: CGFloat, oldSpan: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    let parts = [origin, length, oldSpan - origin - length]
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let count = isFlexible.filter { $0 }.count
    guard delta != 0, count > 0 else { return (origin, length) }
    let total = zip(parts, isFlexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max($1.0, 0) : 0) }
    let share = { (index: Int) -> CGFloat in
      guard isFlexible[index] else { return 0 }
      return total > 0 ? delta * max(parts[index], 0) / total : delta / CGFloat(count)
    }
    return (origin + share(0), max(0, length + share(1)))
  }
}
