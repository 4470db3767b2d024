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
      let state = cells.state(of: cell, registeredBy: registration)
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
      SharedViewCheck.requireNew(
        made.view, isKnown: (made.view as? UITableViewCell).flatMap(cells.state(of:)) != nil,
        of: type(of: reusable), at: indexPath)
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

  /// Ends the per-row work of rows that left the table, looking up every row of the table.
  func releaseRemovedRows() {
    rowWork.release(allRowsBut: shown, identity: identity)
  }
}
