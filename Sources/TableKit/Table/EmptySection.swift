/// The section value of a table whose sections carry no value of their own.
///
/// `Table(rows:)` builds a `Table<EmptySection, Row>` with a single section, so tables without
/// section headers are as convenient as tables with them.
public struct EmptySection: Hashable, Sendable, CustomStringConvertible {
  /// Creates the (only) empty section value.
  public init() {}

  /// Returns an empty string: an empty section has no title.
  public var description: String { "" }
}
