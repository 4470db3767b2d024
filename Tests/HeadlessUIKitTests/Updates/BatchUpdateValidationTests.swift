import BatchRules
import Testing

@testable import HeadlessUIKit

/// Checks the shared batch-update engine against Rules.md R-batch-*, R-valid-*.
@Suite struct BatchUpdateValidationTests {
  let messages = UpdateMessages.table(viewDescription: "<UITableView>")

  func reason(
    _ batch: BatchUpdate, before: [Int], after: [Int]
  ) -> String? {
    do {
      _ = try batch.validatedRaising(before: before, after: after, messages: messages)
      return nil
    } catch {
      return error.reason
    }
  }

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func deletesUseOldIndicesAndInsertsNewOnesWhateverTheOrder() throws {
    // Rules.md R-batch-5: deletes before inserts regardless of call order.
    var batch = BatchUpdate()
    batch.elementInserts = [path(0, 0)]
    batch.elementDeletes = [path(0, 2)]
    let mapping = try batch.validatedRaising(before: [3], after: [3], messages: messages)
    #expect(mapping.newPath(for: path(0, 0)) == path(0, 1))
    #expect(mapping.newPath(for: path(0, 1)) == path(0, 2))
    #expect(mapping.newPath(for: path(0, 2)) == nil)
    #expect(mapping.allOldPaths == [[nil, path(0, 0), path(0, 1)]])
  }

  @Test func aReloadIsADeleteAndAnInsertAtTheShiftedPath() throws {
    // Rules.md R-batch-6: reload = delete at the old path + insert at the shifted new path.
    var batch = BatchUpdate()
    batch.elementReloads = [path(0, 2)]
    batch.elementDeletes = [path(0, 0)]
    batch.elementInserts = [path(0, 3)]
    let mapping = try batch.validatedRaising(before: [4], after: [4], messages: messages)
    #expect(mapping.allOldPaths == [[path(0, 1), nil, path(0, 3), nil]])
  }

  @Test func theEmpiricalOracleGivesUIKitsReasons() {
    // Rules.md R-valid-*: the experiments' 20-row table.
    var deleteOne = BatchUpdate()
    deleteOne.elementDeletes = [path(0, 0)]
    #expect(
      reason(deleteOne, before: [20], after: [20])?.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (20) must be equal to the number of rows contained "
          + "in that section before the update (20), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted)") == true)
    #expect(
      reason(deleteOne, before: [20], after: [15])?.hasPrefix("Invalid batch updates detected")
        == true)
    #expect(reason(deleteOne, before: [20], after: [19]) == nil)
    var deleteFar = BatchUpdate()
    deleteFar.elementDeletes = [path(0, 99)]
    #expect(
      reason(deleteFar, before: [20], after: [19])
        == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
    var swap = BatchUpdate()
    swap.elementDeletes = [path(0, 0)]
    swap.elementInserts = [path(0, 0)]
    #expect(reason(swap, before: [20], after: [20]) == nil)
    var insertFar = BatchUpdate()
    insertFar.elementInserts = [path(0, 100)]
    #expect(
      reason(insertFar, before: [20], after: [21])
        == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 "
        + "after the update")
    var deleteSection = BatchUpdate()
    deleteSection.sectionDeletes = [0]
    #expect(
      reason(deleteSection, before: [20], after: [20])?.hasPrefix(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (1) must be equal to the number of sections contained in "
          + "the table view before the update (1), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 1 deleted). Table view: <UITableView>") == true)
  }

  @Test func theBatchDetectedReasonListsCountsAndUpdates() {
    // Rules.md R-valid-14, "Invalid batch updates detected": reload while 30 → 29 rows.
    var batch = BatchUpdate()
    batch.elementReloads = [path(0, 0)]
    #expect(
      reason(batch, before: [30], after: [29])
        == "Invalid batch updates detected: the number of sections and/or rows returned by the "
        + "data source before and/or after performing the batch updates are inconsistent with "
        + "the updates.\nData source before updates = { 1 section with row counts: [30] }\n"
        + "Data source after updates = { 1 section with row counts: [29] }\nUpdates = [\n"
        + "\tDelete row (0 - 0),\n\tInsert row (0 - 0)\n]\nTable view: <UITableView>")
  }

  @Test func illegalCombinationsFailWithUIKitsTexts() {
    // Rules.md R-valid-*: the illegal combinations.
    var reloadDelete = BatchUpdate()
    reloadDelete.elementReloads = [path(0, 1)]
    reloadDelete.elementDeletes = [path(0, 1)]
    #expect(
      reason(reloadDelete, before: [3], after: [2])
        == "attempt to delete and reload the same index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 0 - 1})")
    var moveReload = BatchUpdate()
    moveReload.elementReloads = [path(0, 1)]
    moveReload.elementMoves = [.init(from: path(0, 1), to: path(0, 2))]
    #expect(
      reason(moveReload, before: [3], after: [3])
        == "attempt to perform a delete and a move from the same index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 0 - 1})")
    var twice = BatchUpdate()
    twice.elementMoves = [
      .init(from: path(0, 0), to: path(0, 1)), .init(from: path(0, 0), to: path(0, 2)),
    ]
    #expect(
      reason(twice, before: [3], after: [3])
        == "attempt to move row at index path <NSIndexPath: 0x0> {length = 2, path = 0 - 0} to "
        + "both <NSIndexPath: 0x0> {length = 2, path = 0 - 1} and "
        + "<NSIndexPath: 0x0> {length = 2, path = 0 - 2}")
    var sectionTwice = BatchUpdate()
    sectionTwice.sectionMoves = [.init(from: 0, to: 1), .init(from: 2, to: 1)]
    #expect(
      reason(sectionTwice, before: [1, 1, 1], after: [1, 1, 1])
        == "attempt to move both section 0 and section 2 to section 1")
    var moveFar = BatchUpdate()
    moveFar.sectionMoves = [.init(from: 0, to: 3)]
    #expect(
      reason(moveFar, before: [1, 1], after: [1, 1])
        == "attempt to to move section 0 to section 3, but there are only 2 sections after the update"
    )
    var intoMissing = BatchUpdate()
    intoMissing.elementInserts = [path(2, 0)]
    #expect(
      reason(intoMissing, before: [1], after: [2])
        == "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
  }

  @Test func repeatsAndOperationsInsideDeletedSectionsAreDroppedSilently() throws {
    // Rules.md R-valid-4, R-valid-5: same path deleted twice coalesced; row deletes in a deleted section dropped.
    var batch = BatchUpdate()
    batch.elementDeletes = [path(0, 0), path(0, 0), path(1, 0)]
    batch.sectionDeletes = [1]
    batch.elementMoves = [
      .init(from: path(0, 1), to: path(0, 0)), .init(from: path(0, 1), to: path(0, 0)),
    ]
    let mapping = try batch.validatedRaising(before: [2, 1], after: [1], messages: messages)
    #expect(mapping.allOldPaths == [[path(0, 1)]])
    #expect(mapping.newSection(for: 0) == 0 && mapping.newSection(for: 1) == nil)
  }

  @Test func randomValidBatchesMapEverySurvivorToItsModelPosition() throws {
    for seed in UInt64(1)...400 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(using: &generator, nextID: &nextID)
      let change = old.randomChange(using: &generator, nextID: &nextID)
      let mapping: UpdateMapping
      do {
        mapping = try change.batch.validatedRaising(
          before: old.counts, after: change.new.counts, messages: messages)
      } catch {
        Issue.record("seed \(seed): valid batch rejected: \(error.reason)")
        continue
      }
      let oldPaths = old.paths
      let newPaths = change.new.paths
      for id in change.survivors where mapping.newPath(for: oldPaths[id]!) != newPaths[id]! {
        Issue.record("seed \(seed): id \(id) mapped wrongly")
      }
      let mapped = mapping.survivorCount
      #expect(mapped == change.survivors.count, "seed \(seed)")
    }
  }

  @Test func randomInvalidBatchesAreRejectedWithTheExpectedReason() throws {
    var checked = 0
    for seed in UInt64(1)...400 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(using: &generator, nextID: &nextID)
      let change = old.randomChange(using: &generator, nextID: &nextID)
      let before = old.counts
      let after = change.new.counts
      var broken = change.batch
      let expected: String
      switch seed % 3 {
      case 0:
        let section = Int.random(in: before.indices, using: &generator)
        guard !broken.sectionDeletes.contains(section) else { continue }
        broken.elementDeletes.append(path(section, before[section]))
        expected =
          "attempt to delete row \(before[section]) from section \(section) which only contains "
          + "\(before[section]) rows before the update"
      case 1:
        guard !after.isEmpty else { continue }
        let section = Int.random(in: after.indices, using: &generator)
        guard !broken.sectionInserts.contains(section) else { continue }
        broken.elementInserts.append(path(section, after[section]))
        expected =
          "attempt to insert row \(after[section]) into section \(section), but there are only "
          + "\(after[section]) rows in section \(section) after the update"
      default:
        guard let dropped = broken.elementInserts.popLast() else { continue }
        expected = "Invalid update: invalid number of rows in section \(dropped.section). "
      }
      checked += 1
      let got = reason(broken, before: before, after: after)
      #expect(got?.hasPrefix(expected) == true, "seed \(seed): got \(got ?? "no failure")")
    }
    #expect(checked > 200)
  }
}
