/// Something that happened to a row, with the row's model and its index path.
///
/// ```swift
/// bag += kit.rowEvents.onValue { event in
///   if event.kind == .select { print("selected", event.row, "at", event.indexPath) }
/// }
/// ```
public struct RowEvent<Row> {
  /// What happened to a row.
  public typealias Kind = RowEventKind

  /// What happened.
  public var kind: Kind
  /// The row's model.
  public var row: Row
  /// The row's index path when it happened.
  public var indexPath: IndexPath

  /// Creates an event.
  public init(kind: Kind, row: Row, indexPath: IndexPath) {
    self.kind = kind
    self.row = row
    self.indexPath = indexPath
  }
}

extension RowEvent: Equatable where Row: Equatable {}
extension RowEvent: Hashable where Row: Hashable {}
extension RowEvent: Sendable where Row: Sendable {}
