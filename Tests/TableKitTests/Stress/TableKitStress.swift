import TableKitTesting

@testable import TableKit

/// A seeded session of an app and a user on a ``TableKit``: each step is one thing either does,
/// and the run checks the kit after every step (see ``TableKitStressTests``).
@MainActor final class TableKitStress: KitStress {
  var kit: TableKit<Group, Item>
  private(set) var window = UIWindow(frame: .zero)
  /// The row count `nearEnd` last fired at; cleared by a retry.
  /// The end of the table (row count and last row) `nearEnd` last fired for.
  var nearEndAt: (count: Int, last: String?)?
  /// The row the kit last asked the app to make for an insert control's tap.
  var insertedRow: Item?

  init(options: StressOptions) {
    kit = TableKit(table: TestTable())
    super.init(name: "TableKit", options: options)
    makeKit()
  }

  override var shown: TestTable { kit.shown }
  override var kitTable: TestTable {
    get { kit.table.value }
    set { kit.table.value = newValue }
  }
  override var scrollView: UIScrollView { kit.view }
  override var pipelineIsIdle: Bool { !kit.pipeline.hasPendingWork }
  override func viewCounts() -> [Int] {
    (0..<kit.view.numberOfSections).map { kit.view.numberOfRows(inSection: $0) }
  }
  override func disposeKit() { kit.dispose() }
  override func perform() async { await step() }

  /// Replaces the kit with a new one (new view size, new settings) showing `expected`.
  func makeKit() {
    kit.dispose()
    startNewKit()
    nearEndAt = nil
    let height = CGFloat([132, 220, 300][Int.random(in: 0..<3, using: &random)])
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let view = UITableView(frame: window.bounds, style: .plain)
    view.rowHeight = 44
    view.estimatedRowHeight = 0
    view.sectionHeaderHeight = random.chance(50) ? 0 : 22
    view.sectionFooterHeight = 0
    // Selected rows can then be moved and deleted while editing.
    view.allowsSelectionDuringEditing = random.chance(50)
    view.allowsMultipleSelection = random.chance(30)
    // Off, the view prepares no cells ahead of display, and held work is bounded by the screen.
    view.isPrefetchingEnabled = random.chance(70)
    window.addSubview(view)
    kit = TableKit(
      table: expected, view: view, rowIdentity: \.id, rowsEqual: { $0 == $1 },
      sectionIdentity: \.id, sectionsEqual: { $0 == $1 })
    kit.nearEndDistance = Int.random(in: 0...4, using: &random)
    kit.canDelete = { Self.number($0) % 5 != 0 }
    kit.canMove = { Self.number($0) % 6 != 0 }
    kit.canInsert = { Self.number($0) % 7 == 0 }
    kit.makeInsertedRow = { [unowned self] _ in
      let row = tables.freshRow()
      insertedRow = row
      return row
    }
    if random.chance(50) { kit.prefetchWorker = { [ledger] in ledger.prefetch(row: $0.id) } }
    subscribe()
  }

  private func subscribe() {
    let ledger = ledger
    bag += kit.register(UITableViewCell.self, for: Item.self) { [unowned self] cell, item, life in
      cell.textLabel?.text = item.description
      ledger.configured(cell, row: item.id, lifetimes: life)
      reenter(from: .configure)
    }
    // The model follows the user's edits first; the callbacks that set tables come after.
    bag += kit.rowEvents.onValue { [unowned self] in observe($0) }
    bag += kit.diagnostics.onValue { [unowned self] diagnostic in
      if case .rejectedBatch = diagnostic { fail("a batch was rejected: \(diagnostic)") }
    }
    bag += kit.willDisplay.onValue { [unowned self] _ in reenter(from: .willDisplay) }
    bag += kit.didEndDisplaying.onValue { [unowned self] _ in reenter(from: .didEndDisplaying) }
    bag += kit.didSelect.onValue { [unowned self] _ in reenter(from: .didSelect) }
    bag += kit.moves.onValue { [unowned self] _ in reenter(from: .moves) }
    bag += kit.didDelete.onValue { [unowned self] _ in reenter(from: .didDelete) }
    bag += kit.selection.onValue { [unowned self] _ in reenter(from: .selectionObserver) }
    bag += kit.table.onValue { [unowned self] table in
      observeShown(table)
      reenter(from: .tableObserver)
    }
    bag += kit.nearEnd.onValue { [unowned self] in nearEnd() }
  }

  /// Checks an event; a deleted row must be gone from the view's table, and leaves the model.
  private func observe(_ event: RowEvent<Item>) {
    events.append(event)
    switch event.kind {
    case .delete:
      // The kit's table may hold it again: a callback may have set a table since the edit.
      if shown.contains(rowID: event.row.id) {
        fail("didDelete names \(event.row), which the view's table still holds")
      }
      counts.deletes += 1
      expected = expected.removingRow(id: event.row.id)
    case .didEndEditing where event.indexPath.row == NSNotFound:
      break
    case .insert:
      // The new row goes in at the tapped row's place, found by identity.
      observeShared(event)
      // Unless a page appended from nearEnd since, made from the kit's table, holds it.
      if let row = insertedRow, !expected.contains(rowID: row.id) {
        expected = expected.insertingRow(row, before: event.row.id)
      }
      insertedRow = nil
    default:
      observeShared(event)
    }
  }

  /// Checks `nearEnd`: only while paging is idle, never twice in a row for one end of the table
  /// (a row count and a last row).
  private func nearEnd() {
    if kit.paging.value != .idle { fail("nearEnd fired while paging is \(kit.paging.value)") }
    let shown = kit.shown
    let end = (count: shown.count, last: shown.last?.id)
    if let previous = nearEndAt, previous == end {
      fail("nearEnd fired twice for \(end.count) rows ending with \(end.last ?? "none")")
    }
    nearEndAt = end
    answerNearEnd { kit.isLoadingNextPage = true }
  }

  /// Checks a settled view, and that the paging footer follows the paging state.
  override func checkSettled() {
    let view = kit.view
    let visible = view.visibleRows
    let passed = checkSettledView(
      visible: visible, rendered: renderedRows(view),
      selected: view.indexPathsForSelectedRows ?? [], selection: kit.selection.value,
      background: view.backgroundView, emptyView: kit.emptyView, mostCells: 48,
      preparesCells: view.isPrefetchingEnabled)
    guard passed else { return }
    let footer: UIView? =
      switch kit.paging.value {
      case .loading: kit.loadingView
      case .failed: kit.failedView
      case .idle, .exhausted: nil
      }
    if view.tableFooterView !== footer {
      fail(
        "paging is \(kit.paging.value), but the footer is "
          + String(describing: view.tableFooterView))
    }
  }

  static func number(_ item: Item) -> Int { Int(item.id.dropFirst()) ?? 0 }
}
