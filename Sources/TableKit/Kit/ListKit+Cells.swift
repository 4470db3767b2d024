extension ListKit {
  /// Returns the reuse identifier of the view that shows a row, or nil when nothing can show it.
  func reuseIdentifier(for row: Row, at indexPath: IndexPath) -> String? {
    if let registration = registrations.registration(for: row, at: indexPath) {
      return registration.reuseIdentifier
    }
    if ContentCell.row(row) != nil { return ContentCell.reuseIdentifier }
    return (row as? any ReusableValue)?.reuseIdentifier
  }

  /// Configures a cell with a row: its previous configuration ends first, and the row's work
  /// lives in a bag the row keeps while it stays in the table.
  func configure(_ state: CellState<UIView>, cell: UIView, with row: Row) {
    decorateOutlineCell(cell, showing: row)
    let rowID = identity.row(row)
    let rowWork = self.rowWork
    cells.configure(state, cell: cell, with: row) { [weak self] in
      self == nil ? RowWork.endedBag() : rowWork.bag(for: rowID)
    }
    applyAccessibilityActions(to: cell, for: row)
  }

  /// Reports a row nothing can show: no registration matches it and it is not ``Reusable``.
  func reportUnregistered(_ row: Row, at indexPath: IndexPath) {
    report(.unregisteredRow(type: String(reflecting: type(of: row as Any)), indexPath: indexPath))
  }

  /// Ends the per-row work of a row a user's edit removed, unless another row of the shown table
  /// has its identity.
  ///
  /// The shown table's identities are counted once and kept up to date across edits, so each
  /// edit looks up only its own rows.
  ///
  /// - Parameters:
  ///   - removed: The identity of the row the edit removed, if any.
  ///   - inserted: The identity of the row the edit inserted, if any.
  /// - Complexity: O(1) per edit, and O(*n*) for the first edit after the pipeline shows a table.
  func releaseRows(editRemoved removed: AnyHashable?, inserted: AnyHashable?) {
    guard !rowWork.isEmpty else {
      editedIdentities = nil
      return
    }
    if var counts = editedIdentities {
      if let removed { counts.remove(removed) }
      if let inserted { counts.insert(inserted) }
      editedIdentities = counts.total == shown.count ? counts : nil
    }
    let counts = editedIdentities ?? IdentityCounts(shown, identity: identity.row)
    editedIdentities = counts
    if let removed, counts.count(of: removed) == 0 { rowWork.release([removed]) }
  }
}
