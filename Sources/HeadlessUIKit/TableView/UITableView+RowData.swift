import BatchRules

extension UITableView {
  /// Forgets the row data, so the next layout or query asks the data source again.
  func invalidateRowData() {
    discardPreparedCells()
    rowCounts = nil
    setNeedsLayout()
  }

  /// Asks the data source for the section and row counts, as UIKit does for an update's "after"
  /// (Rules.md R-batch-3): `numberOfSections`, then `numberOfRowsInSection` for every section.
  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(sections, 0)).map {
      max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
    }
  }

  /// Loads the counts and the geometry if they are not loaded.
  @discardableResult
  func loadRowDataIfNeeded() -> [Int] {
    if let rowCounts { return rowCounts }
    let counts = queryCounts()
    rowCounts = counts
    geometry = buildGeometry(counts: counts, carrying: nil)
    return counts
  }

  /// Builds the geometry for counts, keeping measured row heights that an update carries over.
  ///
  /// With estimation off, every row's height is asked, the carried rows' too (an update asks
  /// them again at the end of the outermost batch, Rules.md R-time-3); with it on, carried
  /// measured heights are kept, whole runs at once, and the caller asks the visible rows' heights
  /// again.
  ///
  /// Heights follow Rules.md R-display-1, R-scroll-6: estimation is on when the delegate implements an
  /// `estimatedHeightFor…` method or `estimatedRowHeight` is not 0; then rows start at
  /// their estimate and are measured when shown. With estimation off, `heightForRowAt` (or
  /// `rowHeight`) is asked for every row now. Headless rules: an automatic estimate is
  /// `rowHeight` when that is fixed, else 44 points; an automatic height that cannot be measured
  /// from a cell is 44 points.
  func buildGeometry(counts: [Int], carrying mapping: UpdateMapping?)
    -> TableGeometry
  {
    let old = geometry
    recyclePreparedSupplementaries()
    var pass = RowHeightPass(table: self)
    // First the estimates and the carried measured heights, section by section, run by run,
    // until the pass knows that nothing is estimated: then every row is asked below.
    var columns: [TableGeometry.Section] = []
    for (section, rows) in counts.enumerated() {
      guard
        !pass.estimatesAreOff,
        let column = carriedColumn(
          section: section, rows: rows, mapping: mapping, old: old, pass: &pass)
      else { break }
      columns.append(column)
    }
    rowHeightsAreEstimated = pass.estimating
    var sections: [TableGeometry.Section] = []
    sections.reserveCapacity(counts.count)
    for (section, rows) in counts.enumerated() {
      var geometrySection = pass.estimating ? columns[section] : TableGeometry.Section()
      geometrySection.header = supplementaryHeight(.header(section))
      geometrySection.footer = supplementaryHeight(.footer(section))
      if !pass.estimating {
        // With estimation off, UIKit asks every row's height (or takes `rowHeight` for every
        // row when the delegate lacks the method), carried rows too (Rules.md R-time-3).
        geometrySection.rows = pass.heights(ofRows: rows, inSection: section)
        geometrySection.measured = [Bool](repeating: true, count: rows)
      }
      sections.append(geometrySection)
    }
    return TableGeometry(
      sections: sections, top: tableHeaderView?.frame.height ?? 0,
      bottom: tableFooterView?.frame.height ?? 0)
  }

  /// Returns a section's row heights before the delegate's heights are asked: the measured
  /// heights of rows the update carries (whole runs at once), estimates for the rest; nil once
  /// the pass finds that nothing is estimated.
  private func carriedColumn(
    section: Int, rows: Int, mapping: UpdateMapping?, old: TableGeometry,
    pass: inout RowHeightPass
  ) -> TableGeometry.Section? {
    var column = TableGeometry.Section()
    column.rows.reserveCapacity(rows)
    column.measured.reserveCapacity(rows)
    let segments = mapping?.segments(inNewSection: section) ?? [.unfilled(new: 0..<rows)]
    for segment in segments {
      switch segment {
      case .carried(let new, let oldSection, let oldStart)
      where old.sections.indices.contains(oldSection)
        && oldStart + new.count <= old.sections[oldSection].rows.count:
        // Stretches of measured rows keep their heights; stretches of estimated ones are
        // estimated again, a whole stretch at once when the estimate is the same for every row.
        let source = old.sections[oldSection]
        var row = oldStart
        let end = oldStart + new.count
        while row < end {
          let measured = source.measured[row]
          var stretchEnd = row + 1
          while stretchEnd < end, source.measured[stretchEnd] == measured { stretchEnd += 1 }
          column.measured.append(contentsOf: source.measured[row..<stretchEnd])
          if measured {
            column.rows.append(contentsOf: source.rows[row..<stretchEnd])
          } else {
            let shift = new.lowerBound - oldStart
            pass.appendEstimates(
              of: row + shift..<stretchEnd + shift, inSection: section, to: &column.rows)
            if pass.estimatesAreOff { return nil }
          }
          row = stretchEnd
        }
      case .targeted(let new, let oldPath):
        if let oldPath, let height = old.measuredHeight(ofRow: oldPath) {
          column.rows.append(height)
          column.measured.append(true)
        } else {
          column.rows.append(pass.estimate(for: IndexPath(row: new, section: section)))
          column.measured.append(false)
          if pass.estimatesAreOff { return nil }
        }
      case .carried(let new, _, _), .unfilled(let new):
        pass.appendEstimates(of: new, inSection: section, to: &column.rows)
        column.measured.append(contentsOf: repeatElement(false, count: new.count))
        if pass.estimatesAreOff { return nil }
      }
    }
    return column
  }

  /// Asks the visible rows' heights again, as UIKit does at the end of an outermost batch with
  /// estimation on (Rules.md R-time-3; with it off ``buildGeometry(counts:carrying:)``
  /// asks every row).
  func remeasureVisibleRows() {
    guard rowHeightsAreEstimated else { return }
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
      let height =
        delegateRowHeight(path) ?? cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
      geometry.setHeight(height, forRow: path)
    }
  }

  /// Returns the row height from the delegate (or `rowHeight` when it has none), or nil when
  /// that height is automatic and must be measured from a cell.
  func delegateRowHeight(_ path: IndexPath) -> CGFloat? {
    let height = finiteRowHeight(delegate?.tableView(self, heightForRowAt: path) ?? rowHeight)
    return height >= 0 ? height : nil
  }

  /// Returns a row height, or stops with Core Animation's exception when it is NaN or infinite:
  /// the row's cell would be placed at a position that is not finite (Rules.md R-scroll-10).
  func finiteRowHeight(_ height: CGFloat) -> CGFloat {
    if let exception = Self.positionException(CGPoint(x: bounds.width / 2, y: height)) {
      exception.raise()
    }
    return height
  }

  /// Returns a section header's or footer's height.
  ///
  /// The delegate's height, else `sectionHeaderHeight`/`sectionFooterHeight`. Headless rule for
  /// an automatic height: 28 points when the data source gives a title; else the height that the
  /// delegate's header/footer view fits (the view is kept and shown when the section is, so
  /// the delegate is asked once); else 0.
  func supplementaryHeight(_ kind: TableSupplementary) -> CGFloat {
    let section = kind.section
    let height: CGFloat
    switch kind {
    case .header:
      height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    case .footer:
      height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }
    if height >= 0 { return height }
    if title(for: kind) != nil { return 28 }
    guard let view = delegateView(for: kind) else { return 0 }
    preparedSupplementaries[kind] = view
    return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
  }

  /// Returns the data source's title for a header or footer.
  func title(for kind: TableSupplementary) -> String? {
    switch kind {
    case .header(let section): dataSource?.tableView(self, titleForHeaderInSection: section)
    case .footer(let section): dataSource?.tableView(self, titleForFooterInSection: section)
    }
  }

  /// Returns the delegate's view for a header or footer.
  func delegateView(for kind: TableSupplementary) -> UIView? {
    switch kind {
    case .header(let section): delegate?.tableView(self, viewForHeaderInSection: section)
    case .footer(let section): delegate?.tableView(self, viewForFooterInSection: section)
    }
  }

  var headlessNumberOfSections: Int { loadRowDataIfNeeded().count }

  func headlessNumberOfRows(inSection section: Int) -> Int {
    let counts = loadRowDataIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }
}
