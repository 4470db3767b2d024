/// An error thrown for a marble diagram that does not follow the notation.
///
/// The description quotes the diagram and points at the offending character:
/// `"-a-(b" at offset 3: the group opened here is never closed; add ")"`.
public struct MarbleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The diagram as written.
  public var marbles: String
  /// The offset, in characters, of the offending character.
  public var offset: Int
  /// What is wrong and how to fix it.
  public var reason: String

  /// Creates an error for the character at `offset` in `marbles`.
  public init(marbles: String, offset: Int, reason: String) {
    self.marbles = marbles
    self.offset = offset
    self.reason = reason
  }

  /// The diagram, the offset and the reason.
  public var description: String {
    "\"\(marbles)\" at offset \(offset): \(reason)"
  }
}
