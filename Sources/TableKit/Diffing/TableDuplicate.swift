/// An identifier that occurs more than once in a table being diffed, and where it occurs.
///
/// `Position` is ``TableIndex`` for rows and `Int` for sections. See
/// ``TableChanges/rowDuplicates`` for how duplicates are paired.
public struct TableDuplicate<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The identifier, as `String(describing:)` prints it.
  public var identifier: String
  /// Every position of the identifier in the old table, in table order.
  public var oldPositions: [Position]
  /// Every position of the identifier in the new table, in table order.
  public var newPositions: [Position]

  /// Creates a duplicate report for an identifier and its positions.
  public init(identifier: String, oldPositions: [Position], newPositions: [Position]) {
    self.identifier = identifier
    self.oldPositions = oldPositions
    self.newPositions = newPositions
  }
}
