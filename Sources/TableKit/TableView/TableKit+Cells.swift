extension TableKit {
  /// Returns the reuse identifier of the view that shows a row, or nil when nothing can show it.
  func reuseIdentifier(for row: Row, at indexPath: IndexPath) -> String? {
    if let registration = registrations.registration(for: row, at: indexPath) {
      return registration.reuseIdentifier
    }
    return (row as? any ReusableValue)?.reuseIdentifier
  }

  func makeCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    let row = shown[indexPath]
    if let registration = registrations.registration(for: row, at: indexPath) {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: registration.reuseIdentifier, for: indexPath)
      let state =
        cells.state(of: cell)
        ?? cells.track(
          CellState(
            cell: cell, reuseIdentifier: registration.reuseIdentifier, isMadeByKit: false,
            configure: registration.configure))
      configure(state, cell: cell, with: row)
      return cell
    }
    guard let reusable = row as? any ReusableValue else {
      report(.unregisteredRow(type: String(reflecting: type(of: row as Any)), indexPath: indexPath))
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "No view for \(type(of: row as Any))"
      return cell
    }
    let identifier = reusable.reuseIdentifier
    if let state = cells.reconfiguring[indexPath], state.reuseIdentifier == identifier,
      let cell = state.cell
    {
      configure(state, cell: cell, with: row)
      return cell
    }
    let cell: UITableViewCell
    let state: CellState<UITableViewCell>
    if let (pooled, pooledState) = cells.pooledCell(identifier) {
      pooled.prepareForReuse()
      (cell, state) = (pooled, pooledState)
    } else {
      let made = reusable.makeReusableView()
      cell = Self.cell(hosting: made.view)
      state = cells.track(
        CellState(cell: cell, reuseIdentifier: identifier, isMadeByKit: true) { _, row, lifetimes in
          made.configure(with: row, in: lifetimes)
        })
    }
    configure(state, cell: cell, with: row)
    return cell
  }

  /// Returns the view as a cell: a cell itself, or any other view placed in a new cell.
  static func cell(hosting view: UIView) -> UITableViewCell {
    if let cell = view as? UITableViewCell { return cell }
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    view.frame = cell.contentView.bounds
    cell.contentView.addSubview(view)
    return cell
  }

  func configure(_ state: CellState<UITableViewCell>, cell: UITableViewCell, with row: Row) {
    let rowID = identity.row(row)
    let rowWork = self.rowWork
    cells.configure(state, cell: cell, with: row) { [weak self] in
      self == nil ? RowWork.endedBag() : rowWork.bag(for: rowID)
    }
  }

  /// Ends the per-row work (row bags, prefetch work) of the rows an update removed, found from
  /// the update's changes rather than by looking up every row of the new table.
  ///
  /// - Complexity: O(*d*) for *d* rows deleted by `changes`, plus the rows of deleted sections;
  ///   O(*n*) over the new table when it repeats identifiers.
  func releaseRows(removedBy changes: TableChanges, from old: Table<Section, Row>) {
    guard !rowWork.isEmpty else { return }
    // With repeated identifiers, a deleted occurrence may leave another one in the table.
    guard changes.rowDuplicates.isEmpty else { return releaseRemovedRows() }
    var removed: [AnyHashable] = changes.rowDeletes.map { identity.row(old[$0]) }
    if !changes.sectionDeletes.isEmpty {
      // Rows of a deleted section are not row deletes; those that moved out of it stay.
      let movedOut = Set(changes.rowMoves.lazy.map(\.source))
      for section in changes.sectionDeletes {
        for row in 0..<old.numberOfRows(inSection: section) {
          let index = TableIndex(row: row, section: section)
          if !movedOut.contains(index) { removed.append(identity.row(old[index])) }
        }
      }
    }
    rowWork.release(removed)
  }

  /// Ends the per-row work of rows that left the table, looking up every row of the table.
  func releaseRemovedRows() {
    guard !rowWork.isEmpty else { return }
    rowWork.release(allBut: Set(shown.lazy.map(identity.row)))
  }
}
