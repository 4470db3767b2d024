import Testing

@testable import TableKit

@Suite struct BatchCheckerTests {
  private func failure(_ old: [Int], _ new: [Int], _ edit: (inout TableBatch) -> Void) -> String? {
    var batch = TableBatch()
    edit(&batch)
    return BatchChecker(oldCounts: old, newCounts: new, batch: batch).failure()
  }

  @Test func acceptsAConsistentBatch() {
    #expect(
      failure([3, 2], [3, 2]) {
        $0.rowDeletes = [TableIndex(row: 0, section: 0)]
        $0.rowMoves = [
          .init(source: TableIndex(row: 0, section: 1), destination: TableIndex(row: 2, section: 0))
        ]
        $0.rowInserts = [TableIndex(row: 1, section: 1)]
      } == nil)
  }

  @Test func rejectsAWrongRowCountWithUIKitsReason() {
    let reason = failure([20], [20]) { $0.rowDeletes = [TableIndex(row: 0, section: 0)] }
    #expect(reason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(reason?.contains("(0 inserted, 1 deleted)") == true)
  }

  @Test func rejectsOutOfRangeDeletesAndInserts() {
    #expect(
      failure([20], [19]) { $0.rowDeletes = [TableIndex(row: 99, section: 0)] }
        == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
    #expect(
      failure([20], [21]) { $0.rowInserts = [TableIndex(row: 100, section: 0)] }
        == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"
    )
  }

  @Test func rejectsAWrongSectionCount() {
    let reason = failure([20], [20]) { $0.sectionDeletes = [0] }
    #expect(reason?.hasPrefix("Invalid update: invalid number of sections.") == true)
  }

  @Test func rejectsConflictingMoves() {
    let a = TableIndex(row: 0, section: 0)
    let b = TableIndex(row: 1, section: 0)
    #expect(
      failure([2], [2]) {
        $0.rowMoves = [.init(source: a, destination: b), .init(source: b, destination: b)]
      }?.hasPrefix("attempt to move both") == true)
    #expect(
      failure([2], [1]) {
        $0.rowDeletes = [a]
        $0.rowMoves = [.init(source: a, destination: a)]
      }
        == "attempt to perform a delete and a move from the same index path "
        + "(<NSIndexPath: 0x0> {length = 2, path = 0 - 0})")
  }
}
