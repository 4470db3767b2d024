import TableKitTesting
import Testing

@testable import TableKit

/// End-to-end scripts through TableKitTesting: gestures as UIKit performs them, asserting the
/// kit's signals and the rendered rows.
@MainActor @Suite(.keepsWindows) struct TableKitScriptedTests {
  @Test func tappingAMessageRecordsItAtItsVirtualTime() {
    let scheduler = TestScheduler()
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    let selected = SignalRecorder(kit.didSelect, scheduler: scheduler)
    kit.view.tap(row: 2)
    scheduler.advance(by: .seconds(1))
    kit.view.tap(row: 0)
    #expect(selected.values == [Message(3), Message(1)])
    #expect(selected.recorded.map(\.time) == [.zero, .seconds(1)])
    #expect(kit.view.renderedText() == "  m1  ✓\n  m2\n  m3")
  }

  @Test func anAnimatedUpdateRendersTheNewTable() {
    let kit = TableKit(
      table: Table(sections: [("Today", [Message(1)]), ("Earlier", [Message(2)])]),
      view: windowedTableView(height: 400))
    kit.view.sectionHeaderHeight = 20
    kit.table.value = Table(sections: [
      ("Today", [Message(3), Message(1, "m1 edited")]), ("Earlier", [Message(2)]),
    ])
    #expect(
      kit.view.renderedText() == "▸ Today\n  m3\n  m1 edited\n▸ Earlier\n  m2")
  }

  @Test func scrollingDisplaysRowsAndPrefetchesAhead() {
    let kit = TableKit(table: messages(Array(0..<30)), view: windowedTableView(height: 220))
    let shown = Recorder(kit.willDisplay)
    kit.view.layoutIfNeeded()  // may prefetch already (Rules.md R-time-5)
    let prefetched = Recorder(kit.prefetch)
    kit.view.scroll(by: 100)
    #expect(shown.values.map(\.id) == [0, 1, 2, 3, 4, 5, 6, 7])
    let ahead = prefetched.values.flatMap { $0 }.map(\.id)
    #expect(!ahead.isEmpty && ahead.allSatisfy { $0 > 7 })
  }

  @Test func swipingToDeleteRemovesTheRowFromTheModelAndTheView() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.canDelete = { _ in true }
    let deleted = Recorder(kit.didDelete)
    let swiped = kit.view.swipe(rowAt: IndexPath(row: 1, section: 0))
    #expect(swiped.titles == ["Delete"])
    swiped.tapAction(titled: "Delete")
    #expect(deleted.values == [Message(2)])
    #expect(kit.table.value == messages([1, 3]))
    #expect(kit.view.renderedText() == "  m1\n  m3")
  }

  @Test func swipeActionsOfTheKitAreRevealed() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var archived: [Message] = []
    kit.trailingSwipeActions = { message in
      [
        SwipeAction(title: "Archive") {
          archived.append(message)
          return true
        }
      ]
    }
    let swiped = kit.view.swipe(rowAt: IndexPath(row: 0, section: 0))
    #expect(swiped.titles == ["Archive"])
    swiped.tapAction(titled: "Archive")
    #expect(archived == [Message(1)])
  }

  @Test func editingControlsDeleteAndReorder() {
    let kit = TableKit(table: messages([1, 2, 3, 4]), view: windowedTableView())
    kit.canDelete = { _ in true }
    kit.canMove = { _ in true }
    kit.view.setEditing(true, animated: false)
    kit.view.delete(rowAt: IndexPath(row: 0, section: 0))
    #expect(kit.table.value == messages([2, 3, 4]))
    kit.view.drag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(kit.table.value == messages([3, 4, 2]))
    #expect(kit.view.renderedText() == "  ⊖ m3\n  ⊖ m4\n  ⊖ m2")
  }

  @Test func accessoryTapsCarryTheirRow() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.register(UITableViewCell.self, for: Message.self) { cell, message, _ in
      cell.textLabel?.text = message.text
      cell.accessoryType = .detailButton
    }
    let tapped = Recorder(kit.accessoryTapped)
    kit.view.tapAccessoryButton(rowAt: IndexPath(row: 1, section: 0))
    #expect(tapped.values == [Message(2)])
  }
}
