extension CGRect {
  /// Returns the rectangle shrunk by the insets (grown where an inset is negative).
  ///
  /// Mirrors UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`).
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
  /// // (10, 5, 80, 40)
  /// ```
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
