/// Tells why a scripted interaction cannot happen as a person's gesture would.
///
/// The stopping form of every interaction (`tableView.tap(row: 9)`) stops the test process with
/// this message; the throwing form (`try tableView.throwing.tap(row: 9)`) throws it, so a test
/// can assert on the message:
///
/// ```swift
/// #expect(throws: InteractionError.self) { try table.throwing.tap(row: 9) }
/// ```
public struct InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong and how to fix it, in one or two sentences.
  public let message: String

  /// Creates an error with a message that says what was wrong and names the fix.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
