/// A row the user moved, with where it came from and where it went.
///
/// ```swift
/// bag += kit.moves.onValue { move in
///   store.move(move.row, from: move.source, to: move.destination)
/// }
/// ```
public struct RowMove<Row> {
  /// The row moved.
  public var row: Row
  /// Where the row was before the move.
  public var source: IndexPath
  /// Where the row is after the move.
  public var destination: IndexPath

  /// Creates a move.
  public init(row: Row, source: IndexPath, destination: IndexPath) {
    self.row = row
    self.source = source
    self.destination = destination
  }
}

extension RowMove: Equatable where Row: Equatable {}
extension RowMove: Hashable where Row: Hashable {}
extension RowMove: Sendable where Row: Sendable {}
