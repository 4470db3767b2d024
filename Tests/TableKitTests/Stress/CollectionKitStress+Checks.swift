import TableKitTesting

@testable import TableKit

extension CollectionKitStress {
  /// Checks one event as it arrives: it names a row of the view's table at that moment (a row
  /// that ends its display was displayed), and the model takes in the user's moves.
  func observe(_ event: RowEvent<Item>) {
    events.append(event)
    let shown = kit.shown
    let path = event.indexPath
    let id = event.row.id
    let isShownThere =
      path.section >= 0 && path.section < shown.sections.count && path.item >= 0
      && path.item < shown.numberOfRows(inSection: path.section) && shown[path] == event.row
    switch event.kind {
    case .didEndDisplaying:
      guard let count = displayed[id] else {
        return fail("didEndDisplaying names \(event.row), which is not displayed")
      }
      displayed[id] = count > 1 ? count - 1 : nil
    case .move:
      guard isShownThere else { return fail("\(event.kind) names \(event.row) not at \(path)") }
      let previous =
        path.item > 0 ? shown[IndexPath(item: path.item - 1, section: path.section)].id : nil
      expected = expected.movingRow(
        id: id, after: previous, section: shown.sections[path.section].value.id)
      counts.moves += 1
    default:
      guard isShownThere else {
        return fail("\(event.kind) names \(event.row) at \(path), not in the view's table")
      }
      if event.kind == .willDisplay { displayed[id, default: 0] += 1 }
    }
  }

  /// Checks that observers of `table` hear of a table once the view has its item counts.
  func observeShown(_ table: TestTable) {
    let view = kit.view
    let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    if counts != table.sections.map(\.rows.count) {
      fail("an observer of table heard of a table of \(table.count) rows, view counts \(counts)")
    }
  }

  /// Checks `nearEnd` stays quiet while a page loads; starts loading, or appends a page now.
  func nearEnd() {
    if kit.isLoadingNextPage { fail("nearEnd fired while a page loads") }
    if random.chance(50) {
      kit.isLoadingNextPage = true
    } else if random.chance(30) {
      counts.pages += 1
      expected = tables.page(after: kit.table.value)
      kit.table.value = expected
    }
  }

  /// Checks after every step what must hold at any time; once nothing waits or animates, also
  /// what the view shows.
  func check() {
    guard failure == nil else { return }
    if kit.table.value != expected {
      return fail("the kit's table (\(kit.table.value.count) rows) is not the one the app set")
    }
    let view = kit.view
    view.layoutIfNeeded()
    let viewCounts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    if viewCounts != kit.shown.sections.map(\.rows.count) {
      return fail("the view counts \(viewCounts), not its data source's table")
    }
    if view.pendingAnimationCount == 0, !kit.pipeline.hasPendingWork { checkSettled() }
  }

  /// Checks a settled view: it shows exactly the expected table, the display events match the
  /// cells on screen, the selection agrees, the empty view follows, and the work held is
  /// bounded by what is on screen or in the table.
  func checkSettled() {
    guard failure == nil else { return }
    let view = kit.view
    if kit.shown != expected { return fail("the settled view does not show the latest table") }
    let visible = view.visibleItems.sorted()
    let wanted = visible.map { "\($0.section)-\($0.item) \(expected[$0].description)" }
    let rendered = renderedItems(view)
    if rendered != wanted { return fail("the cells show \(rendered), not \(wanted)") }
    let onScreen = Dictionary(visible.map { (expected[$0].id, 1) }, uniquingKeysWith: +)
    if displayed != onScreen {
      return fail("display events leave \(displayed) displayed, but the screen shows \(onScreen)")
    }
    let selectedInView = Set((view.indexPathsForSelectedItems ?? []).map { expected[$0].id })
    let selection = kit.selection.value
    if Set(selection.map(\.id)) != selectedInView || !selection.allSatisfy(expected.contains) {
      return fail("the selection is \(selection), the view selects \(selectedInView.sorted())")
    }
    let background = expected.isEmpty ? kit.emptyView : nil
    if view.backgroundView !== background {
      return fail("the table has \(expected.count) rows, but the empty view shows wrongly")
    }
    let cells = ledger.liveCells()
    if ledger.configurations > visible.count || ledger.displaying.count > visible.count
      || cells > 64
    {
      return fail("\(visible.count) items on screen, \(cells) cells alive, \(ledger.summary)")
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
}
