import TableKitTesting

@testable import TableKit

extension KitStress {
  /// Checks one event as it arrives: it names a row of the view's table at that moment (a row
  /// that ends its display was displayed), and the model takes in the user's moves.
  func observeShared(_ event: RowEvent<Item>) {
    let shown = self.shown
    let path = event.indexPath
    let id = event.row.id
    let isShownThere =
      path.section >= 0 && path.section < shown.sections.count && path.row >= 0
      && path.row < shown.numberOfRows(inSection: path.section) && shown[path] == event.row
    switch event.kind {
    case .didEndDisplaying:
      guard let count = displayed[id] else {
        return fail("didEndDisplaying names \(event.row), which is not displayed")
      }
      displayed[id] = count > 1 ? count - 1 : nil
    case .move:
      guard isShownThere else { return fail("\(event.kind) names \(event.row) not at \(path)") }
      let previous =
        path.row > 0 ? shown[IndexPath(row: path.row - 1, section: path.section)].id : nil
      expected = expected.movingRow(
        id: id, after: previous, section: shown.sections[path.section].value.id)
      counts.moves += 1
    default:
      guard isShownThere else {
        return fail(
          "\(event.kind) names \(event.row) at \(path.section)-\(path.row), but the view's "
            + "table is \(text(shown))")
      }
      if event.kind == .willDisplay { displayed[id, default: 0] += 1 }
    }
  }

  /// Checks that observers of `table` hear of a table once the view has its row counts.
  func observeShown(_ table: TestTable) {
    let counts = viewCounts()
    if counts != table.sections.map(\.rows.count) {
      fail("an observer of table heard of \(text(table)) while the view has counts \(counts)")
    }
  }

  /// Checks what a settled view of either kind shows: exactly the expected table, display
  /// events that match the cells on screen, a selection that agrees with the view's, the empty
  /// view, and held work bounded by what is on screen or in the table.
  ///
  /// - Returns: Whether every check passed.
  @discardableResult
  func checkSettledView(
    visible: [IndexPath], rendered: [String], selected: [IndexPath], selection: [Item],
    background: UIView?, emptyView: UIView?, mostCells: Int, preparesCells: Bool
  ) -> Bool {
    guard failure == nil else { return false }
    if shown != expected {
      fail("the settled view shows \(text(shown)), not \(text(expected))")
      return false
    }
    let wanted = visible.map { "\($0.section)-\($0.row) \(expected[$0].description)" }
    if rendered != wanted {
      fail("the cells show \(rendered), not \(wanted)")
      return false
    }
    let onScreen = Dictionary(visible.map { (expected[$0].id, 1) }, uniquingKeysWith: +)
    if displayed != onScreen {
      fail("display events leave \(displayed) displayed, but the screen shows \(onScreen)")
      return false
    }
    let selectedInView = Set(selected.map { expected[$0].id })
    if Set(selection.map(\.id)) != selectedInView || !selection.allSatisfy(expected.contains) {
      fail("the selection is \(selection), the view selects \(selectedInView.sorted())")
      return false
    }
    if background !== (expected.isEmpty ? emptyView : nil) {
      fail(
        "the table has \(expected.count) rows, but the background is \(String(describing: background))"
      )
      return false
    }
    let cells = ledger.liveCells()
    // With prefetching on, the view requests cells ahead of display (Rules.md R-time-8): such a
    // cell is configured before it is displayed, and one the view prepares and then drops goes
    // back to the pool with no didEndDisplaying, keeping its bags until it is reused. Its work
    // is then bounded by the cells alive (themselves bounded), not by the rows on screen.
    let bound = preparesCells ? cells : visible.count
    if ledger.configurations > bound || ledger.displaying.count > bound || cells > mostCells {
      fail("\(visible.count) rows on screen but \(cells) cells alive, \(ledger.summary)")
      return false
    }
    let ids = Set(expected.map(\.id))
    if !ids.isSuperset(of: ledger.rowWork.keys) || !ids.isSuperset(of: ledger.prefetching.keys) {
      fail("rows that left the table still hold work: \(ledger.summary)")
      return false
    }
    return true
  }

  /// Returns rows for the app to select: none, one or two rows of the table (two are reported
  /// under single selection), or a row not in it.
  func rowsToSelect() -> [Item] {
    let roll = Int.random(in: 0..<10, using: &random)
    if roll < 3 || expected.isEmpty { return [] }
    guard roll < 9 else { return [tables.freshRow()] }
    let rows = Array(expected)
    let first = rows[Int.random(in: 0..<rows.count, using: &random)]
    guard roll >= 7 else { return [first] }
    let second = rows[Int.random(in: 0..<rows.count, using: &random)]
    return second == first ? [first] : [first, second]
  }

  /// The app selects rows with `select`: none, one, two, or one not in the table
  /// (``rowsToSelect()``).
  func selectRows(with select: ([Item]) -> Void) {
    let rows = rowsToSelect()
    action = "select \(rows.map(\.id))"
    select(rows)
  }

  /// A page arrives while loading: the next page of `expected`, with the loading flag cleared
  /// (`endLoading`) before or after the table is set.
  func receivePage(endLoading: () -> Void) {
    counts.pages += 1
    expected = tables.page(after: expected)
    action = "a page arrives: \(expected.count) rows"
    if random.chance(50) {
      kitTable = expected
      endLoading()
    } else {
      endLoading()
      kitTable = expected
    }
  }

  /// The user drags the row at `source` to a random place (``dropTarget(for:)``) with `drag`,
  /// which returns where it landed; checks it moved that row and only it.
  func dragRow(
    at source: IndexPath, with drag: (IndexPath, IndexPath) throws(InteractionError) -> IndexPath
  ) {
    guard let destination = dropTarget(for: source) else {
      action = "drag (no room)"
      return
    }
    let id = shown[source].id
    action =
      "drag \(id) from \(source.section)-\(source.row) to "
      + "\(destination.section)-\(destination.row)"
    let landed: IndexPath
    do { landed = try drag(source, destination) } catch {
      return fail("the drag failed: \(error)")
    }
    expectDragged(id, from: source, landedAt: landed)
  }

  /// Returns one of `candidates`, if any.
  func pick(_ candidates: [IndexPath]) -> IndexPath? {
    candidates.isEmpty ? nil : candidates[Int.random(in: 0..<candidates.count, using: &random)]
  }

  /// Returns a place to drop the row at `source`, given the view's counts: in its own section
  /// at most its last row, in another at most one past the last row.
  func dropTarget(for source: IndexPath) -> IndexPath? {
    let counts = viewCounts()
    let section = Int.random(in: 0..<counts.count, using: &random)
    let last = counts[section] - (section == source.section ? 1 : 0)
    guard last >= 0 else { return nil }
    return IndexPath(row: Int.random(in: 0...last, using: &random), section: section)
  }

  /// Checks that a drag of row `id` that landed at `landed` moved it, and only it.
  func expectDragged(_ id: String, from source: IndexPath, landedAt landed: IndexPath) {
    let moved = events.filter { $0.kind == .move }.map(\.row.id)
    if moved != (landed == source ? [] : [id]) || shown[landed].id != id {
      fail("dragging \(id) to \(landed) moved \(moved)")
    }
  }

  /// Checks that a tap on a row not selected before selected it.
  func expectSelected(_ row: Item) {
    if !events.contains(where: { $0.kind == .select && $0.row.id == row.id }) {
      fail("tapping \(row.id) did not select it: \(events.map { "\($0.kind) \($0.row.id)" })")
    }
  }

  /// The scroll a person does: by a random distance, or to either end.
  func scrollStep(toEnd: () -> Void, toStart: () -> Void, by: (CGFloat) -> Void) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      action = "scroll to the end"
      toEnd()
    case 1:
      action = "scroll to the start"
      toStart()
    default:
      let distance = CGFloat(Int.random(in: -300...300, using: &random))
      action = "scroll by \(distance)"
      by(distance)
    }
  }
}
