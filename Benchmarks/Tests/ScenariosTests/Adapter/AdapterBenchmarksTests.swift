import Harness
import TableKit
import Testing

@testable import Scenarios

@MainActor @Suite struct AdapterBenchmarksTests {
  @Test func namesBothScenariosAndRunsThemInQuickMode() {
    let scenarios = AdapterBenchmarks.scenarios
    #expect(scenarios.map(\.name) == ["tablekit.set-10k", "tablekit.scroll-100k"])
    #expect(scenarios.filter(\.runsInQuickMode).count == 2)
  }

  @Test func togglingShowsTheNewTableThenTheOldOneAgain() {
    let input = DiffInput<Int>.generate(rowCount: 500, sectionCount: 1, seed: 3)
    let old = input.oldRows.map(ListRow.init)
    let new = input.newRows.map(ListRow.init)
    let toggle = TableToggle(old: old, new: new, visibleRowCount: 8)
    toggle.setNext(times: 1)
    #expect(Array(toggle.kit.table.value) == new)
    #expect(toggle.shownTexts() == new.prefix(8).map { "Row \($0.id) v\($0.version)" })
    toggle.setNext(times: 1)
    #expect(Array(toggle.kit.table.value) == old)
    #expect(toggle.shownTexts() == old.prefix(8).map { "Row \($0.id) v\($0.version)" })
  }

  @Test func scrollingAFullPassReusesCellsAndReachesTheBottom() {
    let rows = (0..<1000).map { ListRow(id: $0, version: 0) }
    ListRow.cellsMade = 0
    let table = AdapterTable(rows: rows, visibleRowCount: 10)
    let scroller = TableScroller(table: table, rowHeight: AdapterTable.rowHeight)
    let visible = scroller.scrollFullPass()
    #expect(visible == 10)
    #expect(ListRow.cellsMade <= visible + 2)
    #expect(table.view.indexPathsForVisibleRows?.last?.row == 999)
  }

  @Test func scrollingPastTheBottomStartsAgainAtTheTop() {
    let rows = (0..<100).map { ListRow(id: $0, version: 0) }
    let table = AdapterTable(rows: rows, visibleRowCount: 10)
    let scroller = TableScroller(table: table, rowHeight: AdapterTable.rowHeight)
    scroller.scroll(rows: 90)
    #expect(table.view.indexPathsForVisibleRows?.first?.row == 90)
    scroller.scroll(rows: 10)
    #expect(table.view.contentOffset.y == 0)
  }

  @Test func eachSetSubjectReportsTheChangesOfTheGeneratedTables() {
    let subjects = AdapterBenchmarks.setSubjects(rowCount: 1000)
    #expect(
      subjects.map(\.name) == [
        "tablekit", "tablekit-estimated", "kit-only", "anchored", "unanchored", "diff",
        "diff-erased",
      ])
    for subject in subjects {
      #expect(subject.fields.first?.value == .integer(400))
      subject.run(2)
    }
  }
}
