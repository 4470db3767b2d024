extension TableKit {
  /// Returns the reuse identifier of the view that shows a row, or nil when nothing can show it.
  func reuseIdentifier(for row: Row, at indexPath: IndexPath) -> String? {
    if let registration = registration(for: row, at: indexPath) {
      return registration.reuseIdentifier
    }
    return (row as? any ReusableValue)?.reuseIdentifier
  }

  func makeCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    let row = shown[indexPath]
    if let registration = registration(for: row, at: indexPath) {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: registration.reuseIdentifier, for: indexPath)
      let state =
        existingState(of: cell)
        ?? track(
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
    if let state = reconfiguring[indexPath], state.reuseIdentifier == identifier,
      let cell = state.cell
    {
      configure(state, cell: cell, with: row)
      return cell
    }
    let cell: UITableViewCell
    let state: CellState
    if let pooled = madeCells[identifier]?.popLast(), let pooledState = existingState(of: pooled) {
      pooled.prepareForReuse()
      (cell, state) = (pooled, pooledState)
    } else {
      let made = reusable.makeReusableView()
      cell = Self.cell(hosting: made.view)
      state = track(
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

  func existingState(of cell: UITableViewCell) -> CellState? {
    guard let state = cellStates[ObjectIdentifier(cell)], state.cell === cell else { return nil }
    return state
  }

  func track(_ state: CellState) -> CellState {
    if let cell = state.cell { cellStates[ObjectIdentifier(cell)] = state }
    return state
  }

  func configure(_ state: CellState, cell: UITableViewCell, with row: Row) {
    state.configuration.dispose()
    state.row = row
    let lifetimes = RowLifetimes(
      configuration: state.configuration, display: state.display,
      makeRow: { [weak self] in self?.rowBag(for: row) ?? Self.endedBag() })
    state.configure(cell, row, lifetimes)
  }

  /// Returns the bag that lives while a row's identity stays in the table.
  func rowBag(for row: Row) -> DisposeBag {
    let rowID = identity.row(row)
    if let bag = rowBags[rowID] { return bag }
    let bag = DisposeBag()
    rowBags[rowID] = bag
    return bag
  }

  /// Returns a bag that is already disposed: work added to it ends at once.
  static func endedBag() -> DisposeBag {
    let bag = DisposeBag()
    bag.dispose()
    return bag
  }

  /// Ends the per-row work (row bags, prefetch work) of the rows an update removed, found from
  /// the update's changes rather than by looking up every row of the new table.
  ///
  /// - Complexity: O(*d*) for *d* rows deleted by `changes`, plus the rows of deleted sections;
  ///   O(*n*) over the new table when it repeats identifiers.
  func releaseRows(removedBy changes: TableChanges, from old: Table<Section, Row>) {
    guard !rowBags.isEmpty || !prefetchWork.isEmpty else { return }
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
    for rowID in removed {
      rowBags.removeValue(forKey: rowID)?.dispose()
      prefetchWork.removeValue(forKey: rowID)?.dispose()
    }
  }

  /// Ends the per-row work of rows that left the table, looking up every row of the table.
  func releaseRemovedRows() {
    guard !rowBags.isEmpty || !prefetchWork.isEmpty else { return }
    let present = Set(shown.lazy.map(identity.row))
    for (rowID, bag) in rowBags where !present.contains(rowID) {
      rowBags[rowID] = nil
      bag.dispose()
    }
    for (rowID, work) in prefetchWork where !present.contains(rowID) {
      prefetchWork[rowID] = nil
      work.dispose()
    }
  }

  func beginDisplay(of cell: UITableViewCell) {
    existingState(of: cell)?.isDisplayed = true
  }

  /// Ends a cell's display: disposes its display and configuration bags and pools it if the kit
  /// made it. Returns the row it showed.
  func endDisplay(of cell: UITableViewCell) -> Row? {
    cellStates = cellStates.filter { $0.value.cell != nil }
    guard let state = existingState(of: cell) else { return nil }
    state.isDisplayed = false
    state.display.dispose()
    state.configuration.dispose()
    if state.isMadeByKit { madeCells[state.reuseIdentifier, default: []].append(cell) }
    return state.row as? Row
  }
}
