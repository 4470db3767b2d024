/// How a batch refreshes the rows with a cell (visible, or prepared ahead of display) whose
/// content changed: those whose cell can show the new content are reconfigured in place at their
/// before-update paths, the others reloaded after the update at their after-update paths. Rows
/// without a cell are configured when shown.
@MainActor struct RefreshPlan<Cell: AnyObject> {
  /// The kept rows to reconfigure, by before-update path.
  private(set) var reconfigure: [TableChanges.KeptRow] = []
  /// The cells being reconfigured, by the before-update path UIKit asks for them at.
  private(set) var cells: [IndexPath: CellState<Cell>] = [:]
  /// The after-update paths of the rows to reload instead.
  private(set) var reload: [IndexPath] = []

  /// Plans the refresh of a batch's reconfigured rows.
  ///
  /// - Parameters:
  ///   - batch: The batch.
  ///   - visible: The index paths of the visible rows, before the update.
  ///   - mayHaveCell: Whether a row (before the update) is visible or near enough to the
  ///     visible rows for UIKit to have prepared its cell ahead of display: true for every
  ///     visible row. Only those rows are looked at further, so the plan costs one call per
  ///     reconfigured row plus what is on screen, not a lookup per row.
  ///   - state: The kit's state of the cell at a before-update path: shown there, or prepared
  ///     for it (UIKit keeps a prepared cell through updates, and `cellForRow(at:)` returns it).
  ///   - reuseIdentifier: The reuse identifier the row at a destination needs at a
  ///     before-update path.
  init(
    batch: TableBatch, visible: [IndexPath], mayHaveCell: (TableIndex) -> Bool,
    state: (IndexPath) -> CellState<Cell>?, reuseIdentifier: (TableIndex, IndexPath) -> String?
  ) {
    // With no row on screen, rows next to it may still hold kept or prepared cells (Rules.md
    // R-display-16, R-time-8): they are looked at as `mayHaveCell` says.
    guard !batch.rowReconfigures.isEmpty else { return }
    let visible = Set(visible)
    for update in batch.rowReconfigures where mayHaveCell(update.source) {
      let source = update.source.indexPath
      // A row off screen may have a prepared cell, which UIKit keeps through the update: it is
      // refreshed too, or it would appear with the old content (HeadlessUIKit Rules.md R-time-8).
      let state = state(source)
      guard state != nil || visible.contains(source) else { continue }
      // A reconfigure asks for the cell at the before-update path (Rules.md R-time-1), so that
      // is where the new content must be able to go.
      if let state, state.reuseIdentifier == reuseIdentifier(update.destination, source) {
        reconfigure.append(update)
        cells[source] = state
      } else {
        reload.append(update.destination.indexPath)
      }
    }
    reconfigure.sort { $0.source.indexPath < $1.source.indexPath }
  }

  /// Returns `old` with the reconfigured rows' new contents: the table UIKit must see while it
  /// resolves the reconfigures, old in shape and new in content. A batch that changes only
  /// rows' contents has `new` itself, without a copy of the rows.
  func intermediate<Section, Row>(
    of batch: TableBatch, from old: Table<Section, Row>, to new: Table<Section, Row>
  ) -> Table<Section, Row> {
    if batch.hasNoBatchUpdates, batch.sectionReconfigures.isEmpty { return new }
    return old.replacingRows(reconfigure.map { ($0.source, new[$0.destination]) })
  }
}
