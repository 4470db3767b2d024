/// One update that UIKit accepts in a single `performBatchUpdates`, staged from a
/// ``TableChanges`` by ``TableChanges/batch(rowUpdates:sectionUpdates:)``.
///
/// Inside the update block, apply every operation at once (their order does not matter to
/// UIKit); positions follow UIKit's conventions: deletes, reloads and move sources are old
/// positions, inserts and move destinations new ones. Rows in ``rowReconfigures`` keep their
/// cells: UIKit resolves `reconfigureRows(at:)` at the call, asking the data source for the cell
/// at the *old* position, so reconfigure them first in the block, while the data source still
/// answers the old table's shape with those rows' new contents, then switch it to the new table
/// and issue the rest. This is exactly what ``TableKit`` does:
///
/// ```swift
/// tableView.performBatchUpdates {
///   dataSource.table = old.replacingContents(of: batch.rowReconfigures, from: new)
///   tableView.reconfigureRows(at: batch.rowReconfigures.map { IndexPath($0.source) })
///   dataSource.table = new
///   tableView.deleteSections(IndexSet(batch.sectionDeletes), with: .fade)
///   tableView.insertSections(IndexSet(batch.sectionInserts), with: .fade)
///   for move in batch.sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
///   tableView.reloadSections(IndexSet(batch.sectionReloads), with: .fade)
///   tableView.deleteRows(at: batch.rowDeletes.map(IndexPath.init), with: .fade)
///   tableView.insertRows(at: batch.rowInserts.map(IndexPath.init), with: .fade)
///   for move in batch.rowMoves {
///     tableView.moveRow(at: IndexPath(move.source), to: IndexPath(move.destination))
///   }
///   tableView.reloadRows(at: batch.rowReloads.map(IndexPath.init), with: .fade)
/// }
/// // Then refresh the headers and footers of `batch.sectionReconfigures` (new positions).
/// ```
///
/// A batch is only made by staging, so its fields always agree with each other.
public struct TableBatch: Hashable, Sendable {
  /// How a content update of a kept row or section is delivered.
  public enum UpdateStyle: Hashable, Sendable {
    /// Refresh the existing view in place, after the batch, at its new position. Works for
    /// moved rows and sections too, and keeps cell state such as selection.
    case reconfigure
    /// Reload in the batch (UIKit's delete and insert of the same position) where UIKit allows
    /// it; moved rows and sections cannot be reloaded and are reconfigured instead.
    case reload
  }

  /// Old positions of sections to delete, ascending.
  public internal(set) var sectionDeletes: [Int] = []
  /// New positions of sections to insert, ascending.
  public internal(set) var sectionInserts: [Int] = []
  /// Sections to move from an old to a new position.
  public internal(set) var sectionMoves: [TableChanges.KeptSection] = []
  /// Old positions of sections to reload, ascending.
  public internal(set) var sectionReloads: [Int] = []
  /// Old positions of rows to delete, in table order.
  public internal(set) var rowDeletes: [TableIndex] = []
  /// New positions of rows to insert, in table order.
  public internal(set) var rowInserts: [TableIndex] = []
  /// Rows to move from an old to a new position.
  public internal(set) var rowMoves: [TableChanges.KeptRow] = []
  /// Old positions of rows to reload.
  public internal(set) var rowReloads: [TableIndex] = []
  /// Kept rows whose content changed and whose views refresh in place: the old position, where
  /// a reconfigure inside the batch takes them, and the new one.
  public internal(set) var rowReconfigures: [TableChanges.KeptRow] = []
  /// New positions of sections whose header and footer to refresh after the batch.
  public internal(set) var sectionReconfigures: [Int] = []

  /// Creates an empty batch; staging fills it.
  init() {}

  /// Returns whether the batch has no operation inside the update block (it may still have
  /// views to reconfigure afterwards).
  internal var hasNoBatchUpdates: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowReloads.isEmpty
  }
}
