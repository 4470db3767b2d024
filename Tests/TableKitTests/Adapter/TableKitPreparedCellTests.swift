import TableKitTesting
import Testing

@testable import TableKit

/// Cells requested ahead of display (HeadlessUIKit Rules.md R-time-8): a row whose cell was
/// prepared before it appeared still shows the latest table (UIKit keeps the prepared cell
/// through the update), and is reported displayed only when it appears. How far ahead cells are
/// prepared is not pinned.
@MainActor @Suite(.keepsWindows) struct TableKitPreparedCellTests {
  @Test func rowsChangedWhileTheirCellsMayBePreparedShowTheirNewContent() {
    let kit = TableKit(table: messages(Array(1...20)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 10)  // the next rows' cells may be prepared now
    kit.table.value = Table(rows: (1...20).map { Message($0, "new\($0)") })
    kit.view.finishAnimations()
    kit.view.scroll(by: 132)
    let shown = renderedRows(kit.view)
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { $0.contains(" new") })
  }

  @Test func aChangedRowWhosePreparedCellSurvivesTheUpdateShowsItsNewContent() {
    // UIKit keeps a prepared cell through an update (iOS 15 and later) and shows it without
    // asking again: the kit must refresh it with the visible rows.
    let kit = TableKit(table: messages(Array(1...20)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 10)
    let next = IndexPath(row: (kit.view.indexPathsForVisibleRows ?? []).count, section: 0)
    let prepared = kit.view.cellForRow(at: next)
    kit.table.value = Table(rows: (1...20).map { Message($0, $0 == next.row + 1 ? "new" : "") })
    kit.view.finishAnimations()
    kit.view.scroll(by: 44)
    #expect(kit.view.cellForRow(at: next) === prepared || prepared == nil)
    #expect(
      renderedRows(kit.view).contains { $0.hasPrefix("0-\(next.row) ") && $0.hasSuffix(" new") })
  }

  @Test func itemsChangedWhileTheirCellsMayBePreparedShowTheirNewContent() {
    let kit = CollectionKit(table: tiles(Array(1...60)), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 10)  // the next items' cells may be prepared now
    kit.table.value = Table(rows: (1...60).map { Tile($0, "new\($0)") })
    kit.view.finishAnimations()
    kit.view.scroll(by: 120)
    let shown = renderedItems(kit.view)
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { $0.contains(" new") })
  }

  @Test func aPreparedRowIsReportedDisplayedOnlyWhenItAppears() {
    let kit = TableKit(table: messages(Array(1...20)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    let displayed = Recorder(kit.willDisplay)
    kit.view.scroll(by: 10)
    let visible = Set((kit.view.indexPathsForVisibleRows ?? []).map { $0.row + 1 })
    #expect(displayed.values.allSatisfy { visible.contains($0.id) })
  }
}
