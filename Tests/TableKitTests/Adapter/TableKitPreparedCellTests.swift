import TableKitTesting
import Testing

@testable import TableKit

/// Cells requested ahead of display (HeadlessUIKit Rules.md R-time-8): a row whose cell was
/// prepared before it appeared still shows the latest table, and is reported displayed only
/// when it appears. How far ahead cells are prepared is not pinned.
@MainActor @Suite struct TableKitPreparedCellTests {
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

  @Test func aPreparedRowIsReportedDisplayedOnlyWhenItAppears() {
    let kit = TableKit(table: messages(Array(1...20)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    let displayed = Recorder(kit.willDisplay)
    kit.view.scroll(by: 10)
    let visible = Set((kit.view.indexPathsForVisibleRows ?? []).map { $0.row + 1 })
    #expect(displayed.values.allSatisfy { visible.contains($0.id) })
  }
}
