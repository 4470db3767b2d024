/// The differences between two tables, in UIKit's index conventions.
///
/// Deletes and updates are positions in the old table, inserts positions in the new table, and
/// moves go from an old position to a new one. A row inside a deleted section is covered by the
/// section delete and is not listed again; a row inside an inserted section is covered by the
/// section insert. Rows that leave a deleted section or enter an inserted section are still
/// listed as moves: ``batches(rowUpdates:sectionUpdates:)`` turns them into what UIKit accepts.
///
/// ```swift
/// let changes = old.changes(to: new)
/// assert(old.applying(changes, from: new) == new)
/// for batch in changes.batches() { adapter.perform(batch) }
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

  /// The number of sections in the old table.
  public var oldSectionCount: Int
  /// The number of sections in the new table.
  public var newSectionCount: Int

  /// Old positions of sections that are not in the new table, ascending.
  public var sectionDeletes: [Int] = []
  /// New positions of sections that are not in the old table, ascending.
  public var sectionInserts: [Int] = []
  /// Sections whose order relative to the other kept sections changed, by destination.
  public var sectionMoves: [KeptSection] = []
  /// Kept sections whose value changed: `source` is the old position (UIKit's update index),
  /// `destination` the new one. Ordered by destination.
  public var sectionUpdates: [KeptSection] = []

  /// Old positions of deleted rows outside deleted sections, in table order.
  public var rowDeletes: [TableIndex] = []
  /// New positions of inserted rows outside inserted sections, in table order.
  public var rowInserts: [TableIndex] = []
  /// Rows that changed section or order, by destination.
  public var rowMoves: [KeptRow] = []
  /// Kept rows whose content changed: `source` is the old position (UIKit's update index),
  /// `destination` the new one. Ordered by destination.
  public var rowUpdates: [KeptRow] = []

  /// Identifiers that occur more than once among the rows of the old or the new table.
  ///
  /// Duplicates never stop the diff: the *k*-th occurrence in the old table is paired with the
  /// *k*-th occurrence in the new table (both in table order), surplus old occurrences are
  /// deleted and surplus new occurrences inserted. Ordered by first occurrence.
  public var rowDuplicates: [TableDuplicate<TableIndex>] = []
  /// Identifiers that occur more than once among the sections of the old or the new table,
  /// paired the same way as ``rowDuplicates``.
  public var sectionDuplicates: [TableDuplicate<Int>] = []

  /// Creates an empty changeset between tables of the given section counts.
  public init(oldSectionCount: Int, newSectionCount: Int) {
    self.oldSectionCount = oldSectionCount
    self.newSectionCount = newSectionCount
  }

  /// Returns whether nothing changed: no section or row was deleted, inserted, moved or updated.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionUpdates.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowUpdates.isEmpty
  }
}
