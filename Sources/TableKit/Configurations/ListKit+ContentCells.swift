extension ListKit {
  /// Returns the state of a content-configured cell the view dequeued, tracking it the first
  /// time: configuring it shows the row's content configuration (the same for both faces).
  func contentState(of cell: UIView) -> CellState<UIView> {
    cells.state(of: cell)
      ?? cells.track(
        CellState(cell: cell, reuseIdentifier: ContentCell.reuseIdentifier, isMadeByKit: false) {
          cell, row, _ in
          guard let content = ContentCell.row(row) else { return }
          (cell as? any ContentConfiguredCell)?.show(content)
        })
  }
}
