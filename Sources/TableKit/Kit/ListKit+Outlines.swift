extension ListKit {
  /// Shows a row's place in an outline in the cell about to show it, before the app's configure
  /// (which may change it): a table cell's `indentationLevel` is the row's level, and every
  /// cell's `accessibilityExpandedStatus` says whether a parent is expanded or collapsed (VoiceOver
  /// reads it, and TableKitTesting's `renderedText()` shows it). Rows of no outline get level 0
  /// and `.unsupported`, so a reused cell shows nothing of its last row. Nothing happens until
  /// an outline is shown.
  func decorateOutlineCell(_ cell: UIView, showing row: Row) {
    guard decoratesOutlineCells else { return }
    Self.decorate(cell, with: outlineLayers.first { $0(row) })
  }

  /// Shows the rows' current places in the cells on screen: an expanded or moved row whose
  /// content did not change is not reconfigured, yet its cell must show its new state.
  func refreshOutlineCells() {
    guard !outlineLayers.isEmpty else { return }
    let shown = self.shown
    for path in listView.visiblePaths
    where path.section < shown.sections.count
      && path.row < shown.numberOfRows(inSection: path.section)
    {
      guard let cell = listView.listCell(at: path),
        let state = outlineLayers.first({ $0(shown[path]) })
      else { continue }
      Self.decorate(cell, with: state)
    }
  }

  private static func decorate(_ cell: UIView, with state: OutlineRowState?) {
    if let cell = cell as? UITableViewCell { cell.indentationLevel = state?.level ?? 0 }
    if let cell = cell as? UICollectionViewListCell { cell.indentationLevel = state?.level ?? 0 }
    let status: UIAccessibility.ExpandedStatus =
      switch state {
      case .some(let state) where state.isExpandable: state.isExpanded ? .expanded : .collapsed
      default: .unsupported
      }
    cell.accessibilityExpandedStatus = status
  }
}
