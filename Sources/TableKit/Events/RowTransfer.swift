/// A row the user dragged from one kit's view into another's: the source kit lost it, the
/// destination kit gained it, and both report this one event on ``ListKit/transfers``.
///
/// ```swift
/// bag += inbox.transfers.onValue { transfer in
///   guard transfer.destinationKit === archive else { return }
///   store.archive(transfer.row)
/// }
/// ```
public struct RowTransfer<Row> {
  /// The row moved.
  public var row: Row
  /// The kit the row came from.
  public var sourceKit: AnyObject
  /// Where the row was in the source kit's table.
  public var source: IndexPath
  /// The kit the row went to.
  public var destinationKit: AnyObject
  /// Where the row is in the destination kit's table.
  public var destination: IndexPath

  /// Creates a transfer.
  public init(
    row: Row, sourceKit: AnyObject, source: IndexPath, destinationKit: AnyObject,
    destination: IndexPath
  ) {
    self.row = row
    self.sourceKit = sourceKit
    self.source = source
    self.destinationKit = destinationKit
    self.destination = destination
  }
}

extension RowTransfer: Equatable where Row: Equatable {
  public static func == (lhs: RowTransfer, rhs: RowTransfer) -> Bool {
    lhs.row == rhs.row && lhs.sourceKit === rhs.sourceKit && lhs.source == rhs.source
      && lhs.destinationKit === rhs.destinationKit && lhs.destination == rhs.destination
  }
}
