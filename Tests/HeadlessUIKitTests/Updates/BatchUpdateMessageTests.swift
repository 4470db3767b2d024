import BatchRules
import Testing

@testable import HeadlessUIKit

/// Every reason text, one case each (Rules.md R-valid-*).
@Suite struct BatchUpdateMessageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var before: [Int]
    var after: [Int]
    var reason: String
    var build: @Sendable (inout BatchUpdate) -> Void
    var testDescription: String { name }
  }

  static func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  static let p01 = "<NSIndexPath: 0x0> {length = 2, path = 0 - 1}"
  static let p09 = "<NSIndexPath: 0x0> {length = 2, path = 0 - 9}"
  static let p50 = "<NSIndexPath: 0x0> {length = 2, path = 5 - 0}"
  static let p00 = "<NSIndexPath: 0x0> {length = 2, path = 0 - 0}"

  static let cases: [Case] = [
    Case(
      name: "section delete out of range", before: [1], after: [1],
      reason: "attempt to delete section 3, but there are only 1 sections before the update"
    ) { $0.sectionDeletes = [3] },
    Case(
      name: "row delete in a missing section", before: [1], after: [1],
      reason:
        "attempt to delete row 0 from section 5, but there are only 1 sections before the update"
    ) { $0.elementDeletes = [path(5, 0)] },
    Case(
      name: "insert and move to one section", before: [1, 1], after: [1, 1, 1],
      reason: "attempt to perform an insert and a move to the same section (1)"
    ) {
      $0.sectionInserts = [1]
      $0.sectionMoves = [.init(from: 0, to: 1)]
    },
    Case(
      name: "insert and move to one path", before: [3], after: [4],
      reason: "attempt to perform an insert and a move to the same index path (\(p01))"
    ) {
      $0.elementInserts = [path(0, 1)]
      $0.elementMoves = [.init(from: path(0, 0), to: path(0, 1))]
    },
    Case(
      name: "section insert out of range", before: [1], after: [1, 1],
      reason: "attempt to insert section 4 but there are only 2 sections after the update"
    ) { $0.sectionInserts = [4] },
    Case(
      name: "section move from out of range", before: [1], after: [1],
      reason: "attempt to move section 2, but there are only 1 sections before the update"
    ) { $0.sectionMoves = [.init(from: 2, to: 0)] },
    Case(
      name: "section moved to two places", before: [1, 1, 1], after: [1, 1, 1],
      reason: "attempt to move section 0 to both section 1 and section 2"
    ) { $0.sectionMoves = [.init(from: 0, to: 1), .init(from: 0, to: 2)] },
    Case(
      name: "row move from a missing section", before: [3], after: [3],
      reason:
        "attempt to move index path (\(p50)) from a section that does not exist - there are "
        + "only 1 sections before the update"
    ) { $0.elementMoves = [.init(from: path(5, 0), to: path(0, 0))] },
    Case(
      name: "row move from a missing row", before: [3], after: [3],
      reason:
        "attempt to move index path (\(p09)) that does not exist - there are only 3 rows in "
        + "section 0 before the update"
    ) { $0.elementMoves = [.init(from: path(0, 9), to: path(0, 0))] },
    Case(
      name: "row move to a missing section", before: [3], after: [3],
      reason:
        "attempt to move index path (\(p00)) to index path (\(p50)) in section that does not "
        + "exist - there are only 1 sections after the update"
    ) { $0.elementMoves = [.init(from: path(0, 0), to: path(5, 0))] },
    Case(
      name: "row move to a missing row", before: [3], after: [3],
      reason:
        "attempt to move index path (\(p00)) to index path (\(p09)) that does not exist - there "
        + "are only 3 rows in section 0 after the update"
    ) { $0.elementMoves = [.init(from: path(0, 0), to: path(0, 9))] },
    Case(
      name: "two rows moved to one path", before: [3], after: [3],
      reason: "attempt to move both row at index path \(p00) and \(p01) to "
        + "<NSIndexPath: 0x0> {length = 2, path = 0 - 2}"
    ) {
      $0.elementMoves = [
        .init(from: path(0, 0), to: path(0, 2)), .init(from: path(0, 1), to: path(0, 2)),
      ]
    },
  ]

  @Test(arguments: cases) func eachIllegalBatchFailsWithUIKitsText(_ example: Case) {
    var batch = BatchUpdate()
    example.build(&batch)
    #expect(throws: UIKitException(.internalInconsistencyException, reason: example.reason)) {
      _ = try batch.validatedRaising(
        before: example.before, after: example.after,
        messages: .table(viewDescription: "<UITableView>"))
    }
  }

  @Test func theCollectionWordingAndItsExtraChecksPlugIn() {
    // Rules.md R-valid-15: a collection view says "item" and checks moves out of deleted sections.
    var messages = UpdateMessages.table(viewDescription: "<UICollectionView>")
    messages.element = "item"
    messages.moveFromDeletedSection = { "cannot move an item from a deleted section (\($0))" }
    var batch = BatchUpdate()
    batch.sectionDeletes = [0]
    batch.elementMoves = [.init(from: Self.path(0, 0), to: Self.path(0, 0))]
    #expect(
      throws: UIKitException(
        .internalInconsistencyException, reason: "cannot move an item from a deleted section (0)")
    ) {
      _ = try batch.validatedRaising(before: [1, 1], after: [2], messages: messages)
    }
    var delete = BatchUpdate()
    delete.elementDeletes = [Self.path(0, 4)]
    #expect(
      throws: UIKitException(
        .internalInconsistencyException,
        reason:
          "attempt to delete item 4 from section 0 which only contains 1 items before the update")
    ) {
      _ = try delete.validatedRaising(before: [1], after: [0], messages: messages)
    }
  }
}
