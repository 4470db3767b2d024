/// One section of a ``Table``: its section value and its rows.
///
/// ```swift
/// for section in table.sections {
///   print(section.value, section.rows.count)
/// }
/// ```
public struct TableSection<Section, Row> {
  /// The section's value: a header title, a model, or ``EmptySection``.
  public var value: Section
  /// The section's rows, in order.
  public var rows: ArraySlice<Row>

  /// Creates a section from its value and rows.
  @inlinable
  public init(value: Section, rows: some Sequence<Row>) {
    self.value = value
    self.rows = ArraySlice(rows)
  }

  @inlinable
  internal init(value: Section, slice: ArraySlice<Row>) {
    self.value = value
    self.rows = slice
  }
}

extension TableSection: Equatable where Section: Equatable, Row: Equatable {}
extension TableSection: Hashable where Section: Hashable, Row: Hashable {}
extension TableSection: Sendable where Section: Sendable, Row: Sendable {}
