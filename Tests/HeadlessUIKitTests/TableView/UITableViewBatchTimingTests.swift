import Testing

@testable import HeadlessUIKit

/// Rules article, batch timing: the heights are asked again at the end of the outermost batch
/// (Apple's `beginUpdates()` page), and a batch that begins on a stale layout lays out first
/// (public crash fixes).
@MainActor @Suite struct UITableViewBatchTimingTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func anEmptyBatchAsksEveryRowsHeightAgainWithEstimationOff() {
    // Rules.md R-time-3
    let fixture = TableFixture(rows: [5])
    let table = fixture.table
    table.estimatedRowHeight = 0
    table.layoutIfNeeded()
    fixture.delegate.rowHeight = 60
    fixture.log.clear()
    table.beginUpdates()
    table.endUpdates()
    #expect(fixture.log.calls(startingWith: "height 0-").count == 5)
    #expect(table.rectForRow(at: path(0, 4)).height == 60)
    #expect(table.cellForRow(at: path(0, 1))?.frame.height == 60)
    #expect(fixture.log.calls(startingWith: "cellForRow").isEmpty)  // without reloading cells
  }

  @Test func anEmptyBatchAsksTheVisibleRowsHeightsAgainWithEstimationOn() {
    // Rules.md R-time-3
    let fixture = TableFixture(rows: [30])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.delegate.rowHeight = 60
    fixture.log.clear()
    table.performBatchUpdates(nil)
    let asked = fixture.log.calls(startingWith: "height 0-")
    #expect(asked.contains("height 0-0"))
    #expect(!asked.contains("height 0-25"))
    #expect(table.rectForRow(at: path(0, 0)).height == 60)
    #expect(fixture.log.calls(startingWith: "cellForRow").isEmpty)
  }

  @Test func nestedBatchesAskTheHeightsOnceAtTheOutermostEnd() {
    // Rules.md R-time-3, R-batch-1
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.estimatedRowHeight = 0
    table.layoutIfNeeded()
    fixture.log.clear()
    table.beginUpdates()
    table.beginUpdates()
    table.endUpdates()
    #expect(fixture.log.calls(startingWith: "height").isEmpty)
    table.endUpdates()
    #expect(fixture.log.calls(startingWith: "height 0-").count == 3)
  }
}

/// Rules article, R-time-4: a batch that begins on a stale layout lays the table out first.
@MainActor @Suite struct UITableViewStaleLayoutTests {
  @Test func aBatchOnAStaleLayoutLaysOutBeforeItsUpdates() {
    // Rules.md R-time-4
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    var cellsAtTheBlock: [String] = []
    table.performBatchUpdates {
      cellsAtTheBlock = fixture.log.calls(startingWith: "cellForRow")
      fixture.dataSource.sections[0].insert("new", at: 0)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(cellsAtTheBlock == ["cellForRow 0-0", "cellForRow 0-1", "cellForRow 0-2"])
    #expect(fixture.visibleTitles == ["new", "0-0", "0-1", "0-2"])
  }

  @Test func aBatchOnAnUpToDateLayoutDoesNotLayOutFirst() {
    // Rules.md R-time-4
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.log.clear()
    var callsAtTheBlock: [String] = ["not run"]
    table.performBatchUpdates { callsAtTheBlock = fixture.log.calls }
    #expect(callsAtTheBlock.isEmpty)
  }
}

/// Rules article, R-display-14: outside a window a batch builds no cells as if they were visible.
@MainActor @Suite struct UITableViewOutsideAWindowTests {
  @Test func aBatchOutsideAWindowBuildsItsCellsAtTheNextLayout() {
    // Rules.md R-display-14 (unverified)
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.log.clear()
    fixture.dataSource.sections[0].insert("new", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(fixture.log.calls(startingWith: "cellForRow", "willDisplay").isEmpty)
    table.layoutIfNeeded()
    #expect(
      fixture.log.calls(startingWith: "cellForRow", "willDisplay").prefix(2) == [
        "cellForRow 0-0", "willDisplay 0-0",
      ])
  }

  @Test func aBatchInAWindowBuildsTheCellsOfItsVisibleInsertsAtOnce() {
    // Rules.md R-display-7, R-display-14
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    table.layoutIfNeeded()
    fixture.log.clear()
    fixture.dataSource.sections[0].insert("new", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(
      fixture.log.calls(startingWith: "cellForRow", "willDisplay") == [
        "cellForRow 0-0", "willDisplay 0-0",
      ])
  }
}
