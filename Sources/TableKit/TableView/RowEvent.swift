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

/// Something that happened to a section's header or footer view.
public struct SectionEvent<Section> {
  /// What happened to a header or footer.
  public typealias Kind = SectionEventKind

  /// What happened.
  public var kind: Kind
  /// The section's value.
  public var section: Section
  /// The section's index when it happened.
  public var index: Int

  /// Creates an event.
  public init(kind: Kind, section: Section, index: Int) {
    self.kind = kind
    self.section = section
    self.index = index
  }
}

extension SectionEvent: Equatable where Section: Equatable {}
extension SectionEvent: Sendable where Section: Sendable {}

/// What happened to a row.
public enum RowEventKind: Hashable, Sendable {
  /// The user selected the row.
  case select
  /// The user deselected the row.
  case deselect
  /// The row was highlighted as the user touched it.
  case highlight
  /// The row lost its highlight.
  case unhighlight
  /// The row's cell is about to be displayed.
  case willDisplay
  /// The row's cell stopped being displayed.
  case didEndDisplaying
  /// The user tapped the row's accessory button.
  case accessoryTap
  /// The user deleted the row (swipe or editing control); the table value no longer holds it.
  case delete
  /// The user asked to insert at the row (editing control).
  case insert
  /// The user moved the row here; the table value already holds the new order.
  case move
}

/// What happened to a header or footer.
public enum SectionEventKind: Hashable, Sendable {
  /// The section's header view is about to be displayed.
  case willDisplayHeader
  /// The section's header view stopped being displayed.
  case didEndDisplayingHeader
  /// The section's footer view is about to be displayed.
  case willDisplayFooter
  /// The section's footer view stopped being displayed.
  case didEndDisplayingFooter
}
