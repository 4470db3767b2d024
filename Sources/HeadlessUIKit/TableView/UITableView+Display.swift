extension UITableView {
  /// Lays out the rows, headers and footers for the current bounds; see `layoutSubviews()`.
  func layoutRowsAndViews() {
    loadRowDataIfNeeded()
    layoutTableAccessoryViews()
    updateVisibleCells()
    updateVisibleSupplementaries()
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    updatePreparedCells()
    updatePrefetching()
  }

  var headlessVisibleCells: [UITableViewCell] {
    // iOS 13 and later stop a read from inside the table's pass over its visible cells
    // (`cellForRowAt`, `canEditRowAt`, `willDisplay`…): "UITableView is right in the middle of
    // preparing those cells" (Rules.md R-display-15; the exception name is inferred).
    if isUpdatingVisibleCells {
      UIKitException(
        .internalInconsistencyException,
        reason: "Attempted to access the table view's visibleCells while they were in the "
          + "process of being updated, which is not allowed."
      ).raise()
    }
    layoutIfPending()
    return visibleCellsByPath.keys.sorted().map { visibleCellsByPath[$0]! }
  }

  var headlessIndexPathsForVisibleRows: [IndexPath]? {
    layoutIfPending()
    // "If no rows are visible, the value is nil" (Rules.md R-display-12).
    return visibleCellsByPath.isEmpty ? nil : visibleCellsByPath.keys.sorted()
  }

  func headlessCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfPending()
    return existingCell(at: indexPath)
  }

  func headlessIndexPath(for cell: UITableViewCell) -> IndexPath? {
    layoutIfPending()
    return visibleCellsByPath.first { $0.value === cell }?.key ?? preparedCells.path(of: cell)
  }

  func headlessHeaderView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfPending()
    return visibleSupplementaries[.header(section)] as? UITableViewHeaderFooterView
  }

  func headlessFooterView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfPending()
    return visibleSupplementaries[.footer(section)] as? UITableViewHeaderFooterView
  }

  /// Lays the table out now if a layout is pending and none is running.
  func layoutIfPending() {
    if hasPendingLayout { layoutIfNeeded() }
  }

  private func layoutTableAccessoryViews() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
    }
    geometry.top = tableHeaderView?.frame.height ?? 0
    geometry.bottom = tableFooterView?.frame.height ?? 0
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.contentHeight - footer.frame.height, width: bounds.width,
        height: footer.frame.height)
    }
  }

  private func updateVisibleCells() {
    isUpdatingVisibleCells = true
    defer { isUpdatingVisibleCells = false }
    retireCells(outside: bounds)
    // The rows in the bounds, looked up again only when showing a row changed the geometry or
    // the bounds (measuring moves the rows after it).
    var index = 0
    var span = (bounds: bounds, version: geometry.version)
    var candidates = geometry.rows(from: bounds.minY, to: bounds.maxY)
    while index < candidates.count {
      let path = candidates[index]
      index += 1
      if visibleCellsByPath[path] == nil { display(path) }
      if span != (bounds, geometry.version) {
        span = (bounds, geometry.version)
        candidates = geometry.rows(from: bounds.minY, to: bounds.maxY)
      }
    }
    // Measuring may have pushed rows shown earlier out of the bounds.
    retireCells(outside: bounds)
    for (path, cell) in visibleCellsByPath {
      cell.frame = geometry.rectForRow(path, width: bounds.width)
    }
  }

  /// Ends the display of the rows outside `rect`; the cells of rows next to the visible area
  /// are kept, and may be displayed again without asking the data source (Rules.md R-display-16).
  private func retireCells(outside rect: CGRect) {
    let visible = Set(geometry.rows(from: rect.minY, to: rect.maxY))
    let kept = rowsKeepingTheirCells(visible: visible)
    for path in visibleCellsByPath.keys.sorted() where !visible.contains(path) {
      endDisplayingCell(at: path, keeping: kept.contains(path))
    }
  }

  /// Removes a row's cell from the screen, tells the delegate, and recycles the cell, or keeps
  /// it for the row when `keeping` (Rules.md R-display-16).
  func endDisplayingCell(at path: IndexPath, recycling: Bool = true, keeping: Bool = false) {
    guard let cell = visibleCellsByPath.removeValue(forKey: path) else { return }
    if keeping {
      cell.removeFromSuperview()
      cell.setHighlighted(false, animated: false)
      preparedCells.keep(cell, at: path)
    } else if recycling {
      recycle(cell)
    }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
  }

  private func display(_ path: IndexPath) {
    // A cell requested ahead of display, or kept after an earlier display, is shown now without
    // asking again (Rules.md R-time-8, R-display-16).
    guard let cell = preparedCells.take(path) ?? requestCell(at: path, reconfiguring: nil)
    else { return }
    visibleCellsByPath[path] = cell
    // A pending configuration update runs before the cell is measured and shown (Rules.md,
    // Content configurations).
    cell.runPendingConfigurationUpdate()
    if !geometry.isMeasured(path) {
      let height =
        delegateRowHeight(path)
        ?? cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
      geometry.setHeight(height, forRow: path)
    }
    cell.frame = geometry.rectForRow(path, width: bounds.width)
    prepareForDisplay(cell, at: path)
    cell.runPendingConfigurationUpdate()
    if cell.superview !== self { addSubview(cell) }
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Asks the data source for a row's cell, tracking the dequeues made for it.
  func requestCell(at path: IndexPath, reconfiguring: UITableViewCell?) -> UITableViewCell? {
    guard let dataSource else { return nil }
    let outer = cellRequest
    cellRequest = CellRequest(indexPath: path, reconfiguring: reconfiguring)
    defer { cellRequest = outer }
    return dataSource.tableView(self, cellForRowAt: path)
  }

  /// Gives a cell the table's selection and editing state for its row.
  func prepareForDisplay(_ cell: UITableViewCell, at path: IndexPath) {
    let selected = selection.contains(path)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
    cell.editingStyleValue = editingState ? editingStyleForRow(at: path) : .none
  }

  private func updateVisibleSupplementaries() {
    let wanted = visibleSupplementaryKinds()
    for kind in visibleSupplementaries.keys.sorted() where !wanted.contains(kind) {
      endDisplayingSupplementary(kind)
    }
    for kind in wanted.sorted() {
      if let view = visibleSupplementaries[kind] {
        view.frame = frame(for: kind)
      } else {
        displaySupplementary(kind)
      }
    }
  }

  /// The headers and footers that should be on screen: in a plain table a header or footer
  /// floats while any part of its section is visible; otherwise it must overlap the bounds.
  private func visibleSupplementaryKinds() -> Set<TableSupplementary> {
    var result = Set<TableSupplementary>()
    let width = bounds.width
    // A header or footer lies inside its section, so only sections near the bounds can show
    // one. The search pads the bounds by a point because a section's rectangle sums its heights
    // in another order than the positions do; each candidate is then tested exactly.
    for section in geometry.sections(from: bounds.minY - 1, to: bounds.maxY + 1) {
      let sectionRect = geometry.rectForSection(section, width: width)
      for kind in [TableSupplementary.header(section), .footer(section)] {
        let own = frame(for: kind)
        guard own.height > 0 else { continue }
        let area = style == .plain ? sectionRect : own
        if area.maxY > bounds.minY, area.minY < bounds.maxY { result.insert(kind) }
      }
    }
    return result
  }

  private func frame(for kind: TableSupplementary) -> CGRect {
    switch kind {
    case .header(let section): geometry.rectForHeader(section, width: bounds.width)
    case .footer(let section): geometry.rectForFooter(section, width: bounds.width)
    }
  }

  private func displaySupplementary(_ kind: TableSupplementary) {
    switch kind {
    case .header(let section): _ = delegate?.tableView(self, heightForHeaderInSection: section)
    case .footer(let section): _ = delegate?.tableView(self, heightForFooterInSection: section)
    }
    var view = preparedSupplementaries.removeValue(forKey: kind) ?? delegateView(for: kind)
    if view == nil, let title = title(for: kind) {
      let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
      titled.textLabel?.text = title
      view = titled
    }
    guard let view else { return }
    view.frame = frame(for: kind)
    view.runPendingConfigurationUpdate()
    addSubview(view)
    visibleSupplementaries[kind] = view
    switch kind {
    case .header(let section):
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    case .footer(let section):
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
  }

  /// Removes a header or footer from the screen, tells the delegate, and recycles the view.
  func endDisplayingSupplementary(_ kind: TableSupplementary) {
    guard let view = visibleSupplementaries.removeValue(forKey: kind) else { return }
    endDisplaying(view, as: kind)
  }

  /// Recycles a header or footer view that left the screen and tells the delegate.
  func endDisplaying(_ view: UIView, as kind: TableSupplementary) {
    recycleSupplementary(view)
    switch kind {
    case .header(let section):
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    case .footer(let section):
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
  }
}
