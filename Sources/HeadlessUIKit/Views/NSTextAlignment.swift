/// Aligns text horizontally; raw values are iOS's (`NSText.h`).
public enum NSTextAlignment: Int, Sendable {
  /// Aligned to the left edge.
  case left = 0
  /// Centered.
  case center = 1
  /// Aligned to the right edge.
  case right = 2
  /// Fully justified.
  case justified = 3
  /// The script's natural alignment.
  case natural = 4
}
