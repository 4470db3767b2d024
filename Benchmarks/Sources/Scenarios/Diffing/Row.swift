/// A row of the diff scenarios: an identity and a version that an update bumps.
public struct Row<ID: GeneratedIdentifier>: Hashable, Identifiable, Sendable {
  /// The row's identity, kept across tables.
  public var id: ID
  /// The row's content; two rows with one identity and different versions are an update.
  public var version: Int

  /// Creates a row.
  public init(id: ID, version: Int) {
    self.id = id
    self.version = version
  }
}
