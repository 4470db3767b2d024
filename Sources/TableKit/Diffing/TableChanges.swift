/// The differences between two tables, in UIKit's index conventions.
///
/// Deletes and updates are positions in the old table, inserts positions in the new table, and
/// moves go from an old position to a new one. A row inside a deleted section is covered by the
/// section delete and is not listed again; a row inside an inserted section is covered by the
/// section insert. Rows that leave a deleted section or enter an inserted section are still
/// listed as moves: ``batch(rowUpdates:sectionUpdates:)`` turns them into what UIKit accepts.
///
/// ```swift
/// let changes = old.changes(to: new)
/// assert(old.applying(changes, from: new) == new)
/// if let batch = changes.batch() { adapter.perform(batch) }
/// ```
public struct TableChanges: Hashable, Sendable {
  /// An element present in both tables: its old and its new position.
  ///
  /// `Position` is `Int` for sections (``KeptSection``) and ``TableIndex`` for rows
  /// (``KeptRow``).
  public struct Kept<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position in the old table.
    public var source: Position
    /// The position in the new table.
    public var destination: Position

    /// Creates a kept element from its old and new positions.
    @inlinable
    public init(source: Position, destination: Position) {
      self.source = source
      self.destination = destination
    }
  }

  /// A section present in both tables: its old and its new position.
  public typealias KeptSection = Kept<Int>
  /// A row present in both tables: its old and its new position.
  public typealias KeptRow = Kept<TableIndex>

  // Read-only outside the module: a changeset is only made by diffing, so its fields agree.
  // The stored fields are `@usableFromInline` for the inlinable diff that fills them.

  /// The number of sections in the old table.
  public var oldSectionCount: Int { _oldSectionCount }
  @usableFromInline internal var _oldSectionCount: Int
  /// The number of sections in the new table.
  public var newSectionCount: Int { _newSectionCount }
  @usableFromInline internal var _newSectionCount: Int

  /// Old positions of sections that are not in the new table, ascending.
  public var sectionDeletes: [Int] { _sectionDeletes }
  @usableFromInline internal var _sectionDeletes: [Int] = []
  /// New positions of sections that are not in the old table, ascending.
  public var sectionInserts: [Int] { _sectionInserts }
  @usableFromInline internal var _sectionInserts: [Int] = []
  /// Sections whose order relative to the other kept sections changed, by destination.
  public var sectionMoves: [KeptSection] { _sectionMoves }
  @usableFromInline internal var _sectionMoves: [KeptSection] = []
  /// Kept sections whose value changed: `source` is the old position (UIKit's update index),
  /// `destination` the new one. Ordered by destination.
  public var sectionUpdates: [KeptSection] { _sectionUpdates }
  @usableFromInline internal var _sectionUpdates: [KeptSection] = []

  /// Old positions of deleted rows outside deleted sections, in table order.
  public var rowDeletes: [TableIndex] { _rowDeletes }
  @usableFromInline internal var _rowDeletes: [TableIndex] = []
  /// New positions of inserted rows outside inserted sections, in table order.
  public var rowInserts: [TableIndex] { _rowInserts }
  @usableFromInline internal var _rowInserts: [TableIndex] = []
  /// Rows that changed section or order, by destination.
  public var rowMoves: [KeptRow] { _rowMoves }
  @usableFromInline internal var _rowMoves: [KeptRow] = []
  /// Kept rows whose content changed: `source` is the old position (UIKit's update index),
  /// `destination` the new one. Ordered by destination.
  public var rowUpdates: [KeptRow] { _rowUpdates }
  @usableFromInline internal var _rowUpdates: [KeptRow] = []

  /// Identifiers that occur more than once among the rows of the old or the new table.
  ///
  /// Duplicates never stop the diff: the *k*-th occurrence in the old table is paired with the
  /// *k*-th occurrence in the new table (both in table order), surplus old occurrences are
  /// deleted and surplus new occurrences inserted. Ordered by first occurrence.
  public var rowDuplicates: [TableDuplicate<TableIndex>] { _rowDuplicates }
  @usableFromInline internal var _rowDuplicates: [TableDuplicate<TableIndex>] = []
  /// Identifiers that occur more than once among the sections of the old or the new table,
  /// paired the same way as ``rowDuplicates``.
  public var sectionDuplicates: [TableDuplicate<Int>] { _sectionDuplicates }
  @usableFromInline internal var _sectionDuplicates: [TableDuplicate<Int>] = []

  /// Creates an empty changeset between tables of the given section counts.
  @usableFromInline
  init(oldSectionCount: Int, newSectionCount: Int) {
    self._oldSectionCount = oldSectionCount
    self._newSectionCount = newSectionCount
  }

  /// Returns whether nothing changed: no section or row was deleted, inserted, moved or updated.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionUpdates.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowUpdates.isEmpty
  }
}
