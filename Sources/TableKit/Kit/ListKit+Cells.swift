extension ListKit {
  /// Returns the reuse identifier of the view that shows a row, or nil when nothing can show it.
  func reuseIdentifier(for row: Row, at indexPath: IndexPath) -> String? {
    if let registration = registrations.registration(for: row, at: indexPath) {
      return registration.reuseIdentifier
    }
    return (row as? any ReusableValue)?.reuseIdentifier
  }

  /// Configures a cell with a row: its previous configuration ends first, and the row's work
  /// lives in a bag the row keeps while it stays in the table.
  func configure(_ state: CellState<UIView>, cell: UIView, with row: Row) {
    let rowID = identity.row(row)
    let rowWork = self.rowWork
    cells.configure(state, cell: cell, with: row) { [weak self] in
      self == nil ? RowWork.endedBag() : rowWork.bag(for: rowID)
    }
  }

  /// Reports a row nothing can show: no registration matches it and it is not ``Reusable``.
  func reportUnregistered(_ row: Row, at indexPath: IndexPath) {
    report(.unregisteredRow(type: String(reflecting: type(of: row as Any)), indexPath: indexPath))
  }

  /// Ends the per-row work of rows that left the table, looking up every row of the table.
  func releaseRemovedRows() {
    rowWork.release(allRowsBut: shown, identity: identity)
  }
}
