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
    geometry = buildGeometry(counts: counts, carrying: nil, remeasuring: false)
    return counts
  }

  /// Builds the geometry for counts, keeping measured row heights that an update carries over.
  ///
  /// With `remeasuring` (the end of an outermost batch, Rules.md R-time-3) and estimation off,
  /// the carried rows' heights are asked again too; with estimation on they are kept, and the
  /// caller asks the visible rows' heights again.
  ///
  /// Heights follow Rules.md R-display-1, R-scroll-6: estimation is on when the delegate implements an
  /// `estimatedHeightFor…` method or `estimatedRowHeight` is not 0; then rows start at
  /// their estimate and are measured when shown. With estimation off, `heightForRowAt` (or
  /// `rowHeight`) is asked for every row now. Headless rules: an automatic estimate is
  /// `rowHeight` when that is fixed, else 44 points; an automatic height that cannot be measured
  /// from a cell is 44 points.
  func buildGeometry(counts: [Int], carrying mapping: UpdateMapping?, remeasuring: Bool)
    -> TableGeometry
  {
    let old = geometry
    recyclePreparedSupplementaries()
    var sections: [TableGeometry.Section] = []
    var estimating = estimatedRowHeight != 0
    // Delegates seen to lack a height method: their default would only return the table's
    // `estimatedRowHeight`/`rowHeight` and run no other code, so it is not called again.
    var lacking = LackingHeightMethods()
    var perRow: [[(height: CGFloat, measured: Bool, carried: Bool)]] = []
    for (section, rows) in counts.enumerated() {
      var column: [(height: CGFloat, measured: Bool, carried: Bool)] = []
      column.reserveCapacity(rows)
      let oldPaths = mapping?.oldPathForNew[section]
      for row in 0..<rows {
        if let oldPath = oldPaths?[row], let height = old.measuredHeight(ofRow: oldPath) {
          column.append((height, true, true))
          continue
        }
        let path = IndexPath(row: row, section: section)
        column.append(
          (estimatedHeight(for: path, estimating: &estimating, lacking: &lacking), false, false))
      }
      perRow.append(column)
    }
    rowHeightsAreEstimated = estimating
    for (section, column) in perRow.enumerated() {
      var geometrySection = TableGeometry.Section()
      geometrySection.header = supplementaryHeight(.header(section))
      geometrySection.footer = supplementaryHeight(.footer(section))
      for (row, entry) in column.enumerated() {
        if estimating || (entry.measured && !(remeasuring && entry.carried)) {
          geometrySection.rows.append(entry.height)
          geometrySection.measured.append(entry.measured)
        } else {
          let height =
            delegateRowHeight(IndexPath(row: row, section: section), lacking: &lacking) ?? 44
          geometrySection.rows.append(height)
          geometrySection.measured.append(true)
        }
      }
      sections.append(geometrySection)
    }
    return TableGeometry(
      sections: sections, top: tableHeaderView?.frame.height ?? 0,
      bottom: tableFooterView?.frame.height ?? 0)
  }

  private func estimatedHeight(
    for path: IndexPath, estimating: inout Bool, lacking: inout LackingHeightMethods
  ) -> CGFloat {
    var estimate = estimatedRowHeight
    if let delegate, delegate !== lacking.estimatedHeightForRow {
      let answer = OptionalRequirement.call(
        "tableView(_:estimatedHeightForRowAt:)", of: delegate,
        absent: { self.estimatedRowHeight },
        { delegate.tableView(self, estimatedHeightForRowAt: path) })
      if answer.isImplemented {
        estimating = true
      } else {
        lacking.estimatedHeightForRow = delegate
      }
      estimate = answer.value
    }
    if finiteRowHeight(estimate) >= 0, estimate != 0 { return estimate }
    return rowHeight >= 0 ? rowHeight : 44
  }

  /// Asks the visible rows' heights again, as UIKit does at the end of an outermost batch with
  /// estimation on (Rules.md R-time-3; with it off ``buildGeometry(counts:carrying:remeasuring:)``
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

  /// Returns ``delegateRowHeight(_:)``, without calling the default `heightForRowAt` of a
  /// delegate already seen to lack it (that default only returns `rowHeight`).
  private func delegateRowHeight(_ path: IndexPath, lacking: inout LackingHeightMethods)
    -> CGFloat?
  {
    guard let delegate, delegate !== lacking.heightForRow else {
      return finiteRowHeight(rowHeight) >= 0 ? rowHeight : nil
    }
    let answer = OptionalRequirement.call(
      "tableView(_:heightForRowAt:)", of: delegate, absent: { self.rowHeight },
      { delegate.tableView(self, heightForRowAt: path) })
    if !answer.isImplemented { lacking.heightForRow = delegate }
    return finiteRowHeight(answer.value) >= 0 ? answer.value : nil
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
