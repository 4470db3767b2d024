import HeadlessUIKit
import Testing

/// Rules.md R-time-7: a cell's editing transition sends `willTransition(to:)` at once and
/// `didTransition(to:)` at the end of its animation (Apple's `didTransition(to:)` page).
@MainActor @Suite struct UITableViewEditingTransitionTests {
  private func transitions(_ table: UITableView) -> [String] {
    table.visibleCells.compactMap { ($0 as? TransitionCell)?.transitions }.flatMap { $0 }
  }

  @Test func anAnimatedEditingChangeEndsEachCellsTransitionWithTheAnimation() {
    let fixture = TableFixture(rows: [2], cellClass: TransitionCell.self)
    let table = fixture.table
    table.layoutIfNeeded()
    table.setEditing(true, animated: true)
    #expect(table.isEditing && table.visibleCells.allSatisfy(\.isEditing))
    #expect(transitions(table) == ["will edit", "will edit"])
    #expect(table.headless.pendingAnimationCount == 2)
    table.headless.finishAnimations()
    #expect(transitions(table) == ["will edit", "did edit", "will edit", "did edit"])
  }

  @Test func anEditingChangeWithoutAnimationEndsItsTransitionsAtOnce() {
    let fixture = TableFixture(rows: [2], cellClass: TransitionCell.self)
    let table = fixture.table
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
    table.setEditing(false, animated: false)
    #expect(table.headless.pendingAnimationCount == 0)
    #expect(
      transitions(table) == [
        "will edit", "did edit", "will normal", "did normal",
        "will edit", "did edit", "will normal", "did normal",
      ])
  }

  @Test func aSwipeTransitionsTheCellToItsDeleteConfirmation() throws {
    let fixture = TableFixture(rows: [2], cellClass: TransitionCell.self)
    let table = fixture.table
    table.layoutIfNeeded()
    _ = table.headless.swipeRow(at: IndexPath(row: 1, section: 0))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TransitionCell)
    #expect(cell.transitions == ["will confirm"])
    table.headless.finishAnimations()
    #expect(cell.transitions == ["will confirm", "did confirm"])
  }
}

/// A cell that notes its state transitions as `"will edit"`, `"did normal"`, `"will confirm"`.
@MainActor private final class TransitionCell: UITableViewCell {
  var transitions: [String] = []

  override func willTransition(to state: UITableViewCell.StateMask) {
    super.willTransition(to: state)
    transitions.append("will \(Self.name(state))")
  }

  override func didTransition(to state: UITableViewCell.StateMask) {
    super.didTransition(to: state)
    transitions.append("did \(Self.name(state))")
  }

  private static func name(_ state: UITableViewCell.StateMask) -> String {
    if state.contains(.showingDeleteConfirmation) { return "confirm" }
    return state.contains(.showingEditControl) ? "edit" : "normal"
  }
}
