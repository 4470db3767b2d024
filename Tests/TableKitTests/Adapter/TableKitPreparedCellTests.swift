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

  /// A row whose cells the kit makes, counting them.
  struct CountedRow: Identifiable, Hashable, Reusable {
    let id: Int
    var text = ""
    @MainActor static var cellsMade = 0

    static func makeAndConfigure() -> (make: UITableViewCell, configure: (CountedRow) -> Disposable)
    {
      cellsMade += 1
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      return (
        cell,
        { [unowned cell] row in
          cell.textLabel?.text = "\(row.id)\(row.text)"
          return NilDisposer()
        }
      )
    }
  }

  @Test func cellsTheKitMadeGoToOtherRowsAfterTheViewDropsThemUndisplayed() {
    // Scrolled into a long table, each update discards the cell prepared below the screen (its
    // row is deleted or changed) without a display ending: the kit still hands that cell out
    // again, so updates do not keep making cells.
    let all = (1...400).map { CountedRow(id: $0) }
    let thinned = all.filter { $0.id % 10 != 7 }.map {
      $0.id % 10 == 8 ? CountedRow(id: $0.id, text: "x") : $0
    }
    let kit = TableKit(table: Table(rows: all), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.view.contentOffset.y = 44 * 200
    kit.view.layoutIfNeeded()
    CountedRow.cellsMade = 0
    for update in 0..<30 {
      kit.table.value = Table(rows: update.isMultiple(of: 2) ? thinned : all)
      kit.view.layoutIfNeeded()
      kit.view.finishAnimations()
    }
    let visible = kit.view.visibleCells.count
    #expect(visible > 0)
    #expect(
      CountedRow.cellsMade <= visible + 4,
      "30 updates made \(CountedRow.cellsMade) cells for \(visible) visible rows")
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
