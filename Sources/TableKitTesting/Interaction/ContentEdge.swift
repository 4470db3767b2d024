/// Names an end of a scroll view's content along its scroll axis.
public enum ContentEdge: Sendable {
  /// The top of a table, or the start of a collection's scroll axis.
  case start
  /// The bottom of a table, or the end of a collection's scroll axis.
  case end
}
