/// One section of a ``Table``: its section value and its rows.
///
/// ```swift
/// for section in table.sections {
///   print(section.value, section.rows.count, section.rows.first)
/// }
/// ```
public struct TableSection<Section, Row> {
  /// The section's value: a header title, a model, or ``EmptySection``.
  public var value: Section
  @usableFromInline internal var slice: ArraySlice<Row>

  /// The section's rows, in order, indexed from 0: `rows[indexPath.row]` is the row at that
  /// index path.
  @inlinable
  public var rows: Rows {
    get { Rows(slice: slice) }
    set { slice = newValue.slice }
  }

  /// Creates a section from its value and rows.
  @inlinable
  public init(value: Section, rows: some Sequence<Row>) {
    self.value = value
    self.slice = ArraySlice(rows)
  }

  @inlinable
  internal init(value: Section, slice: ArraySlice<Row>) {
    self.value = value
    self.slice = slice
  }
}

extension TableSection {
  /// A section's rows, indexed from 0 whatever the section's place in its table.
  public struct Rows: RandomAccessCollection {
    @usableFromInline internal var slice: ArraySlice<Row>

    @inlinable
    internal init(slice: ArraySlice<Row>) {
      self.slice = slice
    }

    /// Creates rows from a sequence.
    @inlinable
    public init(_ rows: some Sequence<Row>) {
      self.slice = ArraySlice(rows)
    }

    /// Returns 0, the position of the first row.
    @inlinable
    public var startIndex: Int { 0 }

    /// Returns the number of rows.
    @inlinable
    public var endIndex: Int { slice.count }

    /// Accesses the row at `position`, counted from the section's first row.
    @inlinable
    public subscript(position: Int) -> Row {
      slice[slice.startIndex + position]
    }
  }
}

extension TableSection.Rows: Equatable where Row: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.slice.elementsEqual(rhs.slice) }
}

extension TableSection.Rows: Hashable where Row: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slice.count)
    for row in slice { hasher.combine(row) }
  }
}

extension TableSection.Rows: Sendable where Row: Sendable {}
extension TableSection: Equatable where Section: Equatable, Row: Equatable {}
extension TableSection: Hashable where Section: Hashable, Row: Hashable {}
extension TableSection: Sendable where Section: Sendable, Row: Sendable {}
