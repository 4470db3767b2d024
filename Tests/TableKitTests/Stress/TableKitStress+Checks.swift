import TableKitTesting

@testable import TableKit

extension TableKitStress {
  /// Checks one event as it arrives: it names a row of the view's table at that moment (a row
  /// that ends its display was displayed; a deleted row is gone), and the model takes in the
  /// user's edits.
  func observe(_ event: RowEvent<Item>) {
    events.append(event)
    let shown = kit.shown
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
    case .delete:
      // The kit's table may hold it again: a callback may have set a table since the edit.
      if shown.contains(rowID: id) {
        fail("didDelete names \(event.row), which the view's table still holds")
      }
      counts.deletes += 1
      expected = expected.removingRow(id: id)
    case .move:
      guard isShownThere else { return fail("\(event.kind) names \(event.row) not at \(path)") }
      let previous =
        path.row > 0 ? shown[IndexPath(row: path.row - 1, section: path.section)].id : nil
      expected = expected.movingRow(
        id: id, after: previous, section: shown.sections[path.section].value.id)
      counts.moves += 1
    case .didEndEditing where path.row == NSNotFound:
      break
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
    let view = kit.view
    let counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
    if counts != table.sections.map(\.rows.count) {
      fail("an observer of table heard of \(text(table)) while the view has counts \(counts)")
    }
  }

  /// Checks `nearEnd`: only while paging is idle, never twice in a row for one row count.
  func nearEnd() {
    if kit.paging.value != .idle { fail("nearEnd fired while paging is \(kit.paging.value)") }
    let count = kit.shown.count
    if nearEndCount == count { fail("nearEnd fired twice for \(count) rows") }
    nearEndCount = count
    if random.chance(50) {
      kit.isLoadingNextPage = true
    } else if random.chance(30) {
      counts.pages += 1
      // From the kit's table: nearEnd may fire for a table the user just edited, before the
      // edit's event reaches the model (reported: an app appending to its own store would bring
      // a just-deleted row back).
      expected = tables.page(after: kit.table.value)
      kit.table.value = expected
    }
  }

  /// Checks after every step what must hold at any time; once nothing waits or animates, also
  /// what the view shows.
  func check() {
    guard failure == nil else { return }
    if kit.table.value != expected {
      return fail(
        "the kit's table is \(text(kit.table.value)), but the app set \(text(expected)) "
          + "(with the user's edits)")
    }
    let view = kit.view
    // Laying out displays rows, whose callbacks may set tables or paging: lay out first, so the
    // view counts as settled only when nothing waits afterwards.
    view.layoutIfNeeded()
    let viewCounts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
    if viewCounts != kit.shown.sections.map(\.rows.count) {
      return fail("the view counts \(viewCounts) but its data source shows \(text(kit.shown))")
    }
    if view.pendingAnimationCount == 0, !kit.pipeline.hasPendingWork { checkSettled() }
  }

  /// Checks a settled view: it shows exactly the expected table, the display events match the
  /// cells on screen, the selection agrees, the accessories follow, and the work held is
  /// bounded by what is on screen or in the table.
  func checkSettled() {
    guard failure == nil else { return }
    let view = kit.view
    if kit.shown != expected {
      return fail("the settled view shows \(text(kit.shown)), not \(text(expected))")
    }
    let visible = view.visibleRows
    let wanted = visible.map { "\($0.section)-\($0.row) \(expected[$0].description)" }
    let rendered = renderedRows(view)
    if rendered != wanted { return fail("the cells show \(rendered), not \(wanted)") }
    let onScreen = Dictionary(visible.map { (expected[$0].id, 1) }, uniquingKeysWith: +)
    if displayed != onScreen {
      return fail("display events leave \(displayed) displayed, but the screen shows \(onScreen)")
    }
    let selectedInView = Set((view.indexPathsForSelectedRows ?? []).map { expected[$0].id })
    let selection = kit.selection.value
    if Set(selection.map(\.id)) != selectedInView || !selection.allSatisfy(expected.contains) {
      return fail("the selection is \(selection), the view selects \(selectedInView.sorted())")
    }
    checkAccessories()
    checkMemory(visible: visible.count)
  }

  private func checkAccessories() {
    let view = kit.view
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
    let background = expected.isEmpty ? kit.emptyView : nil
    if view.backgroundView !== background {
      fail("the table has \(expected.count) rows, but the empty view shows wrongly")
    }
  }

  private func checkMemory(visible: Int) {
    let cells = ledger.liveCells()
    if ledger.configurations > visible || ledger.displaying.count > visible || cells > 48 {
      return fail("\(visible) rows on screen but \(cells) cells alive, \(ledger.summary)")
    }
    let ids = Set(expected.map(\.id))
    if !ids.isSuperset(of: ledger.rowWork.keys) || !ids.isSuperset(of: ledger.prefetching.keys) {
      fail("rows that left the table still hold work: \(ledger.summary)")
    }
  }

  /// Finishes animations and lets deferred work run until nothing waits.
  func settle() async {
    for _ in 0..<20 {
      kit.view.finishAnimations()
      await waitForDeferredUpdates()
      kit.view.layoutIfNeeded()
      if kit.view.pendingAnimationCount == 0, !kit.pipeline.hasPendingWork {
        counts.settles += 1
        return
      }
    }
    fail("the view never settles: \(kit.view.pendingAnimationCount) animations in flight")
  }

  /// A table in the notation of the example tests: `s1: r1 r2*1 | s2:`.
  func text(_ table: TestTable) -> String {
    table.sections.map { section in
      "\(section.value): " + section.rows.map(\.description).joined(separator: " ")
    }.joined(separator: " | ")
  }
}
