/// How a label wraps or truncates text that does not fit; raw values are iOS's (`NSParagraphStyle.h`).
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps at character boundaries.
  case byCharWrapping = 1
  /// Clips at the edge.
  case byClipping = 2
  /// Truncates the head of the line.
  case byTruncatingHead = 3
  /// Truncates the tail of the line.
  case byTruncatingTail = 4
  /// Truncates the middle of the line.
  case byTruncatingMiddle = 5
}
