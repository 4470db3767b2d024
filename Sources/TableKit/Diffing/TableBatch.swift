/// One update that UIKit accepts in a single `performBatchUpdates`, followed by a reconfigure
/// pass.
///
/// Inside the update block, apply every operation at once (their order does not matter to
/// UIKit); positions follow UIKit's conventions: deletes, reloads and move sources are old
/// positions, inserts and move destinations new ones. After the block, reconfigure
/// ``rowReconfigures`` (new positions) and refresh the headers and footers of
/// ``sectionReconfigures`` (new positions).
///
/// ```swift
/// tableView.performBatchUpdates {
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
/// tableView.performBatchUpdates {  // its own update, so that new heights animate
///   tableView.reconfigureRows(at: batch.rowReconfigures.map(IndexPath.init))
/// }
/// ```
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
  public var sectionDeletes: [Int] = []
  /// New positions of sections to insert, ascending.
  public var sectionInserts: [Int] = []
  /// Sections to move from an old to a new position.
  public var sectionMoves: [TableChanges.KeptSection] = []
  /// Old positions of sections to reload, ascending.
  public var sectionReloads: [Int] = []
  /// Old positions of rows to delete, in table order.
  public var rowDeletes: [TableIndex] = []
  /// New positions of rows to insert, in table order.
  public var rowInserts: [TableIndex] = []
  /// Rows to move from an old to a new position.
  public var rowMoves: [TableChanges.KeptRow] = []
  /// Old positions of rows to reload.
  public var rowReloads: [TableIndex] = []
  /// New positions of rows to reconfigure after the batch.
  public var rowReconfigures: [TableIndex] = []
  /// New positions of sections whose header and footer to refresh after the batch.
  public var sectionReconfigures: [Int] = []

  /// Creates an empty batch.
  public init() {}

  /// Returns whether the batch has no operation inside the update block (it may still have
  /// views to reconfigure afterwards).
  internal var hasNoBatchUpdates: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowReloads.isEmpty
  }
}
