/// What one table geometry build learns about the delegate's row height methods, so that it
/// costs one delegate load and one probe per method, not one per row.
///
/// UIKit asks `respondsToSelector:` for `estimatedHeightForRowAt` and `heightForRowAt` and
/// then calls a method it has for each row it needs, and uses `estimatedRowHeight` or
/// `rowHeight` for every row without calling anything when the method is absent
/// (developer.apple.com/documentation/uikit/uitableview/rowheight: "the table view uses the
/// value in this property only when the delegate doesn't implement the
/// tableView(_:heightForRowAt:) method"). The pass loads the delegate once, probes each method at
/// its first row (``OptionalRequirement``), and then calls it directly, or gives every row the
/// table's value.
@MainActor struct RowHeightPass {
  private let table: UITableView
  /// The delegate, loaded once for the pass.
  private let delegate: (any UITableViewDelegate)?
  /// Whether the delegate implements `tableView(_:estimatedHeightForRowAt:)`, once probed.
  private var implementsEstimate: Bool?
  /// Whether the delegate implements `tableView(_:heightForRowAt:)`, once probed.
  private var implementsHeight: Bool?
  /// Whether rows start from estimates (Rules.md R-scroll-6): `estimatedRowHeight` is not 0,
  /// or the delegate implements `estimatedHeightForRowAt`.
  private(set) var estimating: Bool

  /// Starts a pass over a table's rows.
  init(table: UITableView) {
    self.table = table
    delegate = table.delegate
    estimating = table.estimatedRowHeight != 0
  }

  /// Whether no row is estimated in this pass: estimation is off and the delegate is known to
  /// lack an estimate method, so every row's height is asked.
  var estimatesAreOff: Bool {
    !estimating && (delegate == nil || implementsEstimate == false)
  }

  /// Returns a row's estimated height; a headless rule gives `rowHeight` (or 44 points) when
  /// the estimate is 0 or automatic.
  mutating func estimate(for path: IndexPath) -> CGFloat {
    if let constant = constantEstimate { return constant }
    var estimate = table.estimatedRowHeight
    if let delegate {
      if implementsEstimate == true {
        estimate = delegate.tableView(table, estimatedHeightForRowAt: path)
      } else {
        let table = table
        let answer = OptionalRequirement.call(
          "tableView(_:estimatedHeightForRowAt:)", of: delegate,
          absent: { table.estimatedRowHeight },
          { delegate.tableView(table, estimatedHeightForRowAt: path) })
        implementsEstimate = answer.isImplemented
        if answer.isImplemented { estimating = true }
        estimate = answer.value
      }
    }
    return fallback(forEstimate: estimate)
  }

  /// Appends the estimates of a range of rows of a section.
  mutating func appendEstimates(
    of rows: Range<Int>, inSection section: Int, to heights: inout [CGFloat]
  ) {
    for row in rows {
      if let constant = constantEstimate {
        heights.append(contentsOf: repeatElement(constant, count: rows.upperBound - row))
        return
      }
      heights.append(estimate(for: IndexPath(row: row, section: section)))
    }
  }

  /// Returns the heights of a section's rows: the delegate's `heightForRowAt`, or `rowHeight`
  /// for every row when it lacks the method; 44 points for an automatic height (headless rule).
  mutating func heights(ofRows count: Int, inSection section: Int) -> [CGFloat] {
    var heights: [CGFloat] = []
    heights.reserveCapacity(count)
    for row in 0..<count {
      if let constant = constantHeight {
        heights.append(contentsOf: repeatElement(constant, count: count - row))
        break
      }
      heights.append(height(for: IndexPath(row: row, section: section)) ?? 44)
    }
    return heights
  }

  /// The estimate every row gets when the delegate is known to lack the estimate method.
  private var constantEstimate: CGFloat? {
    guard delegate == nil || implementsEstimate == false else { return nil }
    return fallback(forEstimate: table.estimatedRowHeight)
  }

  /// The height every row gets when the delegate is known to lack `heightForRowAt`.
  private var constantHeight: CGFloat? {
    guard delegate == nil || implementsHeight == false else { return nil }
    return table.finiteRowHeight(table.rowHeight) >= 0 ? table.rowHeight : 44
  }

  private func fallback(forEstimate estimate: CGFloat) -> CGFloat {
    if table.finiteRowHeight(estimate) >= 0, estimate != 0 { return estimate }
    return table.rowHeight >= 0 ? table.rowHeight : 44
  }

  /// Returns the delegate's height of a row, or nil when it is automatic.
  private mutating func height(for path: IndexPath) -> CGFloat? {
    guard let delegate else { return nil }
    let height: CGFloat
    if implementsHeight == true {
      height = delegate.tableView(table, heightForRowAt: path)
    } else {
      let table = table
      let answer = OptionalRequirement.call(
        "tableView(_:heightForRowAt:)", of: delegate, absent: { table.rowHeight },
        { delegate.tableView(table, heightForRowAt: path) })
      implementsHeight = answer.isImplemented
      height = answer.value
    }
    return table.finiteRowHeight(height) >= 0 ? height : nil
  }
}
