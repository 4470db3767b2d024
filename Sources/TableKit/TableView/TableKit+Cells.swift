extension TableKit {
  func makeCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    let row = shown[indexPath]
    if let registration = registrations.registration(for: row, at: indexPath) {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: registration.reuseIdentifier, for: indexPath)
      let state = cells.state(of: cell, registeredBy: registration)
      configure(state, cell: cell, with: row)
      return cell
    }
    if ContentCell.row(row) != nil {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ContentCell.reuseIdentifier, for: indexPath)
      configure(contentState(of: cell), cell: cell, with: row)
      return cell
    }
    guard let reusable = row as? any ReusableValue else {
      reportUnregistered(row, at: indexPath)
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "No view for \(type(of: row as Any))"
      return cell
    }
    let identifier = reusable.reuseIdentifier
    if let state = cells.reconfiguring[indexPath], state.reuseIdentifier == identifier,
      let cell = state.cell as? UITableViewCell
    {
      configure(state, cell: cell, with: row)
      return cell
    }
    let cell: UITableViewCell
    let state: CellState<UIView>
    // A cell the kit made goes to another row only once the table no longer holds it: a cell
    // that ended its display may be kept and displayed again (Rules.md R-display-16), and
    // `indexPath(for:)` finds kept and prepared cells on iOS 15 and later.
    let isHeld = { (cell: UIView) in
      (cell as? UITableViewCell).map { tableView.indexPath(for: $0) != nil } ?? false
    }
    if let (pooled, pooledState) = cells.pooledCell(identifier, isHeld: isHeld),
      let pooled = pooled as? UITableViewCell
    {
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
    cells.poolUntilDisplayed(state, cell: cell)
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
}
