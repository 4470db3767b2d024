import TableKitTesting
import Testing

@testable import TableKit

/// An identifier whose hash ignores its value, and that counts its comparisons.
struct CollidingID: Hashable, Sendable {
  let value: Int
  nonisolated(unsafe) static var comparisons = 0

  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// A row identified by a ``CollidingID``.
struct CollidingRow: Hashable, Sendable {
  var id: CollidingID
  var text: String

  init(_ value: Int, _ text: String = "") {
    id = CollidingID(value: value)
    self.text = text.isEmpty ? "c\(value)" : text
  }
}

extension CollidingRow: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Self) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.textLabel?.text = row.text
        return NilDisposer()
      }
    )
  }
}

/// Returns the changes between two tables of colliding rows, with the comparisons they took.
func collidingChanges(_ old: [CollidingRow], _ new: [CollidingRow]) -> (TableChanges, Int) {
  let (before, after) = (Table(rows: old), Table(rows: new))
  CollidingID.comparisons = 0
  let changes = before.changes(
    to: after, rowID: \.id, rowsEqual: ==, sectionID: { _ in 0 }, sectionsEqual: { _, _ in true })
  let comparisons = CollidingID.comparisons
  #expect(before.applying(changes, from: after) == after)
  return (changes, comparisons)
}

/// Data the kit cannot tell apart is reported, and identifiers that hash alike cost linear time
/// for an update in one place.
@Suite(.serialized) struct DataMisuseTests {
  @Test func anUpdateInPlaceOfCollidingIdentifiersTakesLinearComparisons() {
    let old = (0..<4000).map { CollidingRow($0) }
    var new = old
    new[2000].text = "changed"
    let (changes, comparisons) = collidingChanges(old, new)
    #expect(changes.rowUpdates.count == 1)
    #expect(comparisons < 3 * old.count)  // quadratic would be millions
  }

  @Test func rowsAddedAtTheTopOfCollidingIdentifiersTakeLinearComparisons() {
    let old = (0..<4000).map { CollidingRow($0) }
    let new = (-20..<0).map { CollidingRow($0) } + old
    let (changes, comparisons) = collidingChanges(old, new)
    #expect(changes.rowInserts.count == 20)
    #expect(changes.rowMoves.isEmpty)
    #expect(comparisons < 3 * new.count)
  }

  @Test func rowsRemovedInTheMiddleOfCollidingIdentifiersPairOnlyTheMiddle() {
    let old = (0..<4000).map { CollidingRow($0) }
    let new = Array(old[..<1000]) + Array(old[1010...])
    let (changes, comparisons) = collidingChanges(old, new)
    #expect(changes.rowDeletes.count == 10)
    #expect(comparisons < 3 * old.count)
  }

  @Test func aReshuffleOfCollidingIdentifiersIsStillDiffedCorrectly() {
    let old = (0..<200).map { CollidingRow($0) }
    let new = old.reversed() + [CollidingRow(500)]
    let (changes, _) = collidingChanges(old, Array(new))
    #expect(changes.rowInserts.count == 1)
    #expect(changes.rowDeletes.isEmpty)
  }

  @Test func duplicatesAmongCollidingIdentifiersStillGiveACorrectDiff() {
    let old = (0..<100).map { CollidingRow($0 % 40) }
    let new = (0..<120).map { CollidingRow(($0 * 7) % 50) }
    _ = collidingChanges(old, new)
  }

  @MainActor @Test func aKitShowsCollidingRowsAndAnUpdateOfThem() {
    let kit = TableKit(
      table: Table(rows: (0..<3000).map { CollidingRow($0) }), view: windowedTableView(),
      rowIdentity: \.id, rowsEqual: ==, sectionIdentity: { _ in 0 },
      sectionsEqual: { _, _ in true })
    kit.view.layoutIfNeeded()
    var rows = (0..<3000).map { CollidingRow($0) }
    rows[1] = CollidingRow(1, "changed")
    kit.table.value = Table(rows: rows)
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view).prefix(2) == ["0-0 c0", "0-1 changed"])
  }

  @MainActor @Test func duplicateRowIdentitiesAreReportedAndEveryRowIsShown() {
    let kit = TableKit(table: messages([]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [Message(1, "a"), Message(2), Message(1, "b")])
    kit.view.finishAnimations()
    #expect(
      diagnostics.values == [
        .duplicateRowIdentifier(
          "1", indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
      ])
    #expect(renderedRows(kit.view) == ["0-0 a", "0-1 m2", "0-2 b"])
  }

  @MainActor @Test func duplicateSectionIdentitiesAreReportedAndEverySectionIsShown() {
    let kit = TableKit<String, Message>(view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(sections: [("A", [Message(1)]), ("A", [Message(2)])])
    kit.view.finishAnimations()
    #expect(diagnostics.values == [.duplicateSectionIdentifier("A", sections: [0, 1])])
    #expect(kit.view.numberOfSections == 2)
  }

  @MainActor @Test func movingARowOntoADuplicateOfItselfKeepsEveryRow() {
    let kit = TableKit(table: messages([1, 2, 1]), view: windowedTableView())
    kit.table.value = messages([1, 1, 2])
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m1", "0-2 m2"])
  }
}
