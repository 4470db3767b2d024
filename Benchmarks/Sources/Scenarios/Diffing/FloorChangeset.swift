/// The changes the floor diff finds, as positions in the flattened tables.
public struct FloorChangeset: Sendable {
  /// Old positions of deleted elements.
  public var deletes: [Int] = []
  /// New positions of inserted elements.
  public var inserts: [Int] = []
  /// Elements that changed place, from an old position to a new one.
  public var moves: [(from: Int, to: Int)] = []
  /// New positions of elements kept with changed content.
  public var updates: [Int] = []

  /// Creates an empty changeset.
  public init() {}
}
