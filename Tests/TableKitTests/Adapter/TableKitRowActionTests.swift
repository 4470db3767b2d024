import TableKitTesting
import Testing

@testable import TableKit

/// Row actions as a table's swipe actions: their edges, order, look, full swipe and the
/// completion UIKit waits for.
@MainActor @Suite(.keepsWindows) struct TableKitRowActionTests {
  private func kit(_ actions: @escaping (Message) -> [RowAction]) -> TableKit<EmptySection, Message>
  {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.rowActions = actions
    kit.view.layoutIfNeeded()
    return kit
  }

  private static let first = IndexPath(row: 0, section: 0)

  @Test func actionsShowOnTheirEdgePrimaryFirstWithTheirLook() {
    let star = UIImage(systemName: "star")
    let kit = kit { _ in
      [
        RowAction(title: "Flag").swipe(.trailing, backgroundColor: .systemBlue),
        RowAction(title: "Delete", image: star, attributes: .destructive).swipe(
          .trailing, primary: true),
        RowAction(title: "Pin").swipe(.leading, fullSwipe: false),
        RowAction(title: "Hidden", attributes: .disabled).swipe(.trailing),
        RowAction(title: "Menu only"),
      ]
    }
    let trailing = kit.view.swipe(rowAt: Self.first)
    #expect(trailing.titles == ["Delete", "Flag"])
    #expect(trailing.actions.map(\.style) == [.destructive, .normal])
    #expect(trailing.actions[0].image === star)
    #expect(trailing.actions[0].backgroundColor == .systemRed)
    #expect(trailing.actions[1].backgroundColor == .systemBlue)
    #expect(trailing.performsFirstActionWithFullSwipe)
    trailing.close()
    let leading = kit.view.swipe(rowAt: Self.first, edge: .leading)
    #expect(leading.titles == ["Pin"])
    #expect(leading.performsFirstActionWithFullSwipe == false)
  }

  @Test func tappingAnImmediateActionReportsItAndClosesTheSwipePerformed() {
    let kit = kit { _ in [RowAction(id: "pin", title: "Pin").swipe(.leading)] }
    let invoked = Recorder(kit.didInvokeAction)
    let events = Recorder(kit.rowEvents)
    let swiped = kit.view.swipe(rowAt: IndexPath(row: 1, section: 0), edge: .leading)
    #expect(swiped.tapAction(titled: "Pin") == true)
    #expect(invoked.values.map(\.row) == [Message(2)])
    #expect(invoked.values.map(\.source) == [.swipe])
    #expect(events.values.map(\.kind) == [.willBeginEditing, .didEndEditing])
  }

  @Test func aDeferredActionKeepsTheSwipeOpenUntilTheAppCompletesIt() {
    let kit = kit { _ in
      [RowAction(title: "Delete", attributes: .destructive, completion: .deferred).swipe(.trailing)]
    }
    let invoked = Recorder(kit.didInvokeAction)
    let events = Recorder(kit.rowEvents)
    let swiped = kit.view.swipe(rowAt: Self.first)
    #expect(swiped.tapAction(titled: "Delete") == nil)
    #expect(events.values.map(\.kind) == [.willBeginEditing])
    invoked.values[0].complete(false)
    #expect(swiped.completion == false)
    #expect(events.values.map(\.kind) == [.willBeginEditing, .didEndEditing])
  }

  @Test func aConfirmedDeleteRemovesTheRowAndEndsTheSwipeWithoutAPath() async {
    let kit = kit { _ in
      [RowAction(title: "Delete", attributes: .destructive, completion: .deferred).swipe(.trailing)]
    }
    let ended = Recorder(kit.rowEvents)
    let swiped = kit.view.swipe(rowAt: Self.first)
    var pending: RowActionInvocation<Message>?
    let bag = DisposeBag()
    bag += kit.didInvokeAction.onValue { pending = $0 }
    swiped.tapAction(titled: "Delete")
    kit.table.value = messages([2, 3])
    await waitForDeferredUpdates()
    pending?.complete(true)
    #expect(swiped.completion == true)
    #expect(kit.view.renderedText() == "  m2\n  m3")
    // The deleted row's swipe ended with the delete (no path), once.
    #expect(ended.values.filter { $0.kind == .didEndEditing }.map(\.row) == [Message(1)])
  }

  @Test func aFullSwipePerformsThePrimaryAction() {
    let kit = kit { _ in
      [
        RowAction(title: "Later").swipe(.trailing),
        RowAction(id: "archive", title: "Archive").swipe(.trailing, primary: true),
      ]
    }
    let invoked = Recorder(kit.didInvokeAction)
    #expect(kit.view.swipe(rowAt: Self.first).swipeFully() == true)
    #expect(invoked.values.map(\.action.id) == ["archive"])
  }

  @Test func anActionTappedAfterItsRowLeftTheTableCompletesNotPerformed() async {
    let kit = kit { _ in [RowAction(title: "Pin").swipe(.leading)] }
    let invoked = Recorder(kit.didInvokeAction)
    let swiped = kit.view.swipe(rowAt: Self.first, edge: .leading)
    kit.dispose()
    #expect(swiped.tapAction(titled: "Pin") == false)
    #expect(invoked.values.isEmpty)
  }

  @Test func rowsWhoseActionsAreAllDisabledCannotBeSwiped() {
    let kit = kit { message in
      [RowAction(title: "Pin", attributes: message.id == 1 ? .disabled : []).swipe(.leading)]
    }
    #expect(throws: InteractionError.self) {
      try kit.view.throwing.swipe(rowAt: Self.first, edge: .leading)
    }
    #expect(kit.view.swipe(rowAt: IndexPath(row: 1, section: 0), edge: .leading).titles == ["Pin"])
  }

  @Test func rowActionsComeBeforeTheOlderSwipeActionsAndTheDefaultDelete() {
    let kit = kit { message in message.id == 1 ? [RowAction(title: "Pin").swipe(.trailing)] : [] }
    kit.canDelete = { _ in true }
    kit.trailingSwipeActions = { _ in [SwipeAction(title: "Old") { true }] }
    #expect(kit.view.swipe(rowAt: Self.first).titles == ["Pin"])
    #expect(kit.view.swipe(rowAt: IndexPath(row: 1, section: 0)).titles == ["Old"])
    kit.trailingSwipeActions = nil
    #expect(kit.view.swipe(rowAt: IndexPath(row: 2, section: 0)).titles == ["Delete"])
  }
}
