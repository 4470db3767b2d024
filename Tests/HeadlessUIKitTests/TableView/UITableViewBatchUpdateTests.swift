import BatchRules
import Testing

@testable import HeadlessUIKit

/// Rules.md R-batch-*, R-valid-* on a table with a recording data source.
@MainActor @Suite struct UITableViewBatchUpdateTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func nestedBatchesApplyOnlyAtTheOutermostEnd() throws {
    // Rules.md R-batch-1: begin/end nest; work happens when the count returns to 0.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    var completed: [Bool] = []
    table.beginUpdates()
    fixture.dataSource.sections[0].remove(at: 0)
    table.performBatchUpdates(
      { table.deleteRows(at: [path(0, 0)], with: .fade) },
      completion: { completed.append($0) })
    #expect(completed.isEmpty && table.hasUncommittedUpdates)
    // Rules.md R-batch-3: old count inside the block
    #expect(table.numberOfRows(inSection: 0) == 3)
    table.endUpdates()
    #expect(completed.isEmpty && table.numberOfRows(inSection: 0) == 2)
    table.headless.finishAnimations()  // Rules.md R-time-2
    #expect(completed == [true])
  }

  @Test func aLoneCallIsItsOwnBatchAndAsksForTheAfterCounts() {
    // Rules.md R-batch-2, R-batch-3: validated at once; "after" asks numberOfSections then every section.
    let fixture = TableFixture(rows: [2, 2])
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.dataSource.sections[1].append("new")
    fixture.table.insertRows(at: [path(1, 2)], with: .automatic)
    #expect(
      fixture.log.calls(startingWith: "number")
        == ["numberOfSections", "numberOfRows 0", "numberOfRows 1"])
    #expect(fixture.table.numberOfRows(inSection: 1) == 3)
  }

  @Test func aFirstBatchOnAnUnloadedTableSeesTheMutatedModelAsBefore() {
    // Rules.md R-batch-3: with no counts loaded, "before" is asked now and already includes the change.
    let fixture = TableFixture(rows: [3])
    fixture.dataSource.sections[0].append("new")
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.performBatchUpdates {
        fixture.table.insertRows(at: [path(0, 3)], with: .automatic)
      }
    }
    // Fewer rows than predicted (4 < 4 + 1): the newer reason, whose counts show "before" = 4.
    #expect(error?.reason.hasPrefix("Invalid batch updates detected") == true)
    #expect(
      error?.reason.contains("Data source before updates = { 1 section with row counts: [4] }")
        == true)
  }

  @Test func deletesComeBeforeInsertsWhateverTheCallOrder() throws {
    // Rules.md R-batch-5: insert paths are after-update, delete paths before-update.
    let fixture = TableFixture(rows: [4])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.dataSource.sections[0] = ["0-1", "new", "0-2", "0-3"]
    try table.checked.performBatchUpdates {
      table.insertRows(at: [path(0, 1)], with: .none)
      table.deleteRows(at: [path(0, 0)], with: .none)
    }
    #expect(fixture.visibleTitles == ["0-1", "new", "0-2", "0-3"])
  }

  @Test func movesGoFromOldToNewPaths() throws {
    let fixture = TableFixture(rows: [3, 1])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.dataSource.sections = [["0-1", "0-2"], ["1-0", "0-0"]]
    try table.checked.performBatchUpdates { table.moveRow(at: path(0, 0), to: path(1, 1)) }
    #expect(fixture.visibleTitles == ["0-1", "0-2", "1-0", "0-0"])
    #expect(table.cellForRow(at: path(1, 1))?.textLabel?.text == "0-0")
  }

  @Test func anInconsistentBatchThrowsUIKitsReasonAndLeavesTheTableAsItWas() throws {
    // Rules.md R-valid-13: count texts, iOS 16–18 form with " Table view: …".
    let fixture = TableFixture(rows: [20])
    let table = fixture.table
    table.layoutIfNeeded()
    let error = #expect(throws: UIKitException.self) {
      try table.checked.performBatchUpdates { table.deleteRows(at: [path(0, 0)], with: .fade) }
    }
    #expect(error?.name == .internalInconsistencyException)
    #expect(
      error?.reason.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (20) must be equal to the number of rows contained "
          + "in that section before the update (20), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out). Table view: "
          + "<UITableView: 0x") == true)
    #expect(table.numberOfRows(inSection: 0) == 20 && !table.hasUncommittedUpdates)
    fixture.dataSource.sections[0].removeLast()
    try table.checked.performBatchUpdates { table.deleteRows(at: [path(0, 19)], with: .fade) }
    #expect(table.numberOfRows(inSection: 0) == 19)
  }

  @Test func illegalCombinationsThrowUIKitsTexts() {
    // Rules.md R-valid-2, R-valid-3: reload and delete of one path; move out of a deleted section's delete.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    fixture.dataSource.sections[0].removeLast()
    let both = #expect(throws: UIKitException.self) {
      try table.checked.performBatchUpdates {
        table.reloadRows(at: [path(0, 2)], with: .fade)
        table.deleteRows(at: [path(0, 2)], with: .fade)
      }
    }
    #expect(
      both?.reason
        == "attempt to delete and reload the same index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 0 - 2})")
    let twice = #expect(throws: UIKitException.self) {
      try table.checked.performBatchUpdates {
        table.moveSection(0, toSection: 0)
        table.deleteSections([0], with: .fade)
      }
    }
    #expect(twice?.reason == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func selectionFollowsItsRowsThroughAnUpdate() throws {
    // Rules.md R-select-5: selected paths map to their new positions; deleted rows drop out.
    let fixture = TableFixture(rows: [5])
    let table = fixture.table
    table.allowsMultipleSelection = true
    table.layoutIfNeeded()
    for row in [1, 3] { table.selectRow(at: path(0, row), animated: false, scrollPosition: .none) }
    fixture.dataSource.sections[0] = ["new", "0-0", "0-2", "0-3", "0-4"]
    try table.checked.performBatchUpdates {
      table.deleteRows(at: [path(0, 1)], with: .fade)
      table.insertRows(at: [path(0, 0)], with: .fade)
    }
    #expect(table.indexPathsForSelectedRows == [path(0, 3)])
    #expect(table.cellForRow(at: path(0, 3))?.isSelected == true)
  }

  @Test func aReloadOfARowWithoutACellIsSkippedAndKeepsItsSelection() throws {
    // Rules.md R-batch-6: iOS 18 skips a row reload whose row has no cell, before turning it
    // into a delete and an insert (apps built with a recent SDK).
    let fixture = TableFixture(rows: [30])  // rows 0…9 have cells
    let table = fixture.table
    table.layoutIfNeeded()
    table.selectRow(at: path(0, 20), animated: false, scrollPosition: .none)
    fixture.log.clear()
    table.reloadRows(at: [path(0, 20)], with: .automatic)
    #expect(table.indexPathsForSelectedRows == [path(0, 20)])
    #expect(fixture.log.calls(startingWith: "cellForRow").isEmpty)
    // Nor does a reload of a row that does not exist fail as a delete would.
    try table.checked.performBatchUpdates { table.reloadRows(at: [path(0, 99)], with: .fade) }
    // Or a reload and a delete of the same row without a cell.
    fixture.dataSource.sections[0].remove(at: 25)
    try table.checked.performBatchUpdates {
      table.reloadRows(at: [path(0, 25)], with: .fade)
      table.deleteRows(at: [path(0, 25)], with: .fade)
    }
  }

  @Test func aReloadOfARowWithACellOrOfASectionStillDropsTheSelection() throws {
    let fixture = TableFixture(rows: [30, 30])
    let table = fixture.table
    table.allowsMultipleSelection = true
    table.layoutIfNeeded()
    for selected in [path(0, 1), path(1, 20)] {
      table.selectRow(at: selected, animated: false, scrollPosition: .none)
    }
    table.reloadRows(at: [path(0, 1)], with: .automatic)
    #expect(table.indexPathsForSelectedRows == [path(1, 20)])
    table.reloadSections(IndexSet(integer: 1), with: .automatic)  // section reloads decompose
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func reconfigureKeepsTheCellAndSkipsPrepareForReuse() throws {
    // Rules.md R-reuse-10: reconfigure returns the same existing cell, never prepareForReuse.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? CountingCell)
    fixture.dataSource.sections[0][1] = "changed"
    table.reconfigureRows(at: [path(0, 1)])
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell.textLabel?.text == "changed" && cell.reuseCount == 0)
    #expect(!fixture.log.calls.contains("didEndDisplaying 0-1"))
  }

  @Test func aReloadedRowGetsAFreshCell() throws {
    // Rules.md R-batch-6: the new cell is dequeued before the old one returns to the pool.
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let old = table.cellForRow(at: path(0, 1))
    table.reloadRows(at: [path(0, 1)], with: .fade)
    #expect(table.cellForRow(at: path(0, 1)) !== old)
    table.headless.finishAnimations()  // Rules.md R-time-2: the old cell leaves with the animation
    #expect(fixture.log.calls.contains("didEndDisplaying 0-1"))
  }

  @Test func randomValidBatchesLeaveTheTableShowingTheModel() throws {
    // Rules.md R-batch-5: the applied state equals a plain model, over seeded random batches.
    for seed in UInt64(1)...150 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(using: &generator, maxRows: 4, nextID: &nextID)
      let change = old.randomChange(using: &generator, nextID: &nextID)
      let fixture = TableFixture(rows: old.counts)
      fixture.dataSource.sections = old.sections.map { $0.map(String.init) }
      fixture.table.frame.size.height = 2000
      fixture.table.layoutIfNeeded()
      fixture.dataSource.sections = change.new.sections.map { $0.map(String.init) }
      let table = fixture.table
      do {
        try table.checked.performBatchUpdates { () -> Void in
          table.deleteSections(IndexSet(change.batch.sectionDeletes), with: .fade)
          table.insertSections(IndexSet(change.batch.sectionInserts), with: .fade)
          for move in change.batch.sectionMoves { table.moveSection(move.from, toSection: move.to) }
          table.deleteRows(at: change.batch.elementDeletes, with: .fade)
          table.insertRows(at: change.batch.elementInserts, with: .fade)
          for move in change.batch.elementMoves { table.moveRow(at: move.from, to: move.to) }
        }
      } catch {
        Issue.record("seed \(seed): \(error.reason)")
        continue
      }
      let shown = (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map {
          table.cellForRow(at: path(section, $0))?.textLabel?.text ?? "?"
        }
      }
      #expect(shown == change.new.sections.map { $0.map(String.init) }, "seed \(seed)")
    }
  }

  @Test func randomInvalidBatchesAreRejectedWithTheExpectedReason() {
    for seed in UInt64(1)...100 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(using: &generator, maxRows: 4, nextID: &nextID)
      let fixture = TableFixture(rows: old.counts)
      let table = fixture.table
      table.layoutIfNeeded()
      let section = Int.random(in: old.counts.indices, using: &generator)
      let rows = old.counts[section]
      let error = #expect(throws: UIKitException.self, "seed \(seed)") {
        try table.checked.performBatchUpdates {
          table.deleteRows(at: [path(section, rows)], with: .fade)
        }
      }
      #expect(
        error?.reason
          == "attempt to delete row \(rows) from section \(section) which only contains \(rows) "
          + "rows before the update", "seed \(seed)")
    }
  }

  @Test func anInvalidBatchStopsTheProcessWithUIKitsLine() async throws {
    // Rules.md R-exc-1: uncaught NSInternalInconsistencyException, printed as UIKit prints it.
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = TableFixture(rows: [20])
        fixture.table.layoutIfNeeded()
        fixture.table.deleteRows(at: [IndexPath(row: 99, section: 0)], with: .fade)
      }
    }
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      stderr.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'attempt to delete row 99 from section 0 which only contains 20 rows before "
          + "the update'"))
  }
}
