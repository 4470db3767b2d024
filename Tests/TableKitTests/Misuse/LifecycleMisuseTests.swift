import TableKitTesting
import Testing

@testable import TableKit

/// Using a kit after its end, from the wrong thread, or from inside its own callbacks gets a
/// defined answer: a diagnostic, a stop naming the fix, or the change applied after UIKit's pass.
@Suite(.keepsWindows) struct LifecycleMisuseTests {
  @MainActor @Test func disposingAKitTwiceIsHarmless() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.dispose()
    kit.dispose()
    #expect(kit.view.dataSource == nil)
    #expect(kit.view.numberOfRows(inSection: 0) == 0)
  }

  @MainActor @Test func registeringAfterDisposeLeavesTheViewEmpty() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.dispose()
    let registration = kit.register(UITableViewCell.self, for: Message.self) { cell, message, _ in
      cell.textLabel?.text = "registered \(message.id)"
    }
    kit.view.layoutIfNeeded()
    #expect(kit.view.numberOfRows(inSection: 0) == 0)
    #expect(kit.view.visibleCells.isEmpty)
    registration.dispose()
  }

  @MainActor @Test func subscribingToEventsOfADisposedKitHearsNothing() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.dispose()
    let selected = Recorder(kit.didSelect)
    let events = Recorder(kit.rowEvents)
    kit.view.layoutIfNeeded()
    #expect(throws: InteractionError.self) { try kit.view.throwing.tap(row: 0) }
    #expect(selected.values.isEmpty)
    #expect(events.values.isEmpty)
  }

  @MainActor @Test func aTableSetAfterDisposeIsReportedWithTheFix() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.dispose()
    kit.table.value = tiles([1, 2])
    #expect(diagnostics.values == [.tableSetAfterDispose])
    #expect(diagnostics.values.first?.description.contains("dispose the bag") == true)
  }

  @MainActor @Test func selectingARowThatIsNotInTheTableIsReportedAndIgnored() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(9)]
    #expect(diagnostics.values == [.unknownSelection(identifiers: ["9"])])
    #expect(kit.view.indexPathsForSelectedRows ?? [] == [])
  }

  @MainActor @Test func selectingTwoRowsInASingleSelectionTableIsReported() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(1), Message(2)]
    #expect(diagnostics.values == [.multipleSelectionNotAllowed(count: 2)])
    #expect((kit.view.indexPathsForSelectedRows ?? []).count <= 1)
  }

  @MainActor @Test func settingTheTableFromInsideConfigureIsAppliedAfterThePass() async {
    let kit = TableKit<EmptySection, Message>(view: windowedTableView())
    var reentered = false
    _ = kit.register(UITableViewCell.self, for: Message.self) { [unowned kit] cell, message, _ in
      cell.textLabel?.text = message.text
      if !reentered {
        reentered = true
        kit.table.value = messages([1, 2, 3])
      }
    }
    kit.table.value = messages([1])
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 m3"])
  }

  @MainActor @Test func settingTheTableFromInsideHeightForRowIsAppliedAfterThePass() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var reentered = false
    kit.heightForRow = { [unowned kit] _, _ in
      if !reentered {
        reentered = true
        kit.table.value = messages([2, 3])
      }
      return 44
    }
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m2", "0-1 m3"])
    #expect(kit.table.value == messages([2, 3]))
  }

  @Test func settingIsEditingOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let isEditing = await MainActor.run { TableKit(table: messages([1])).isEditing }
      isEditing.value = true
    }
    #expect(standardError(result).contains("set kit.isEditing on the main actor"))
    #expect(standardError(result).contains("delivered(on: .main)"))
  }

  @Test func readingTheTableOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = await MainActor.run { TableKit(table: messages([1])).table }
      _ = table.value
    }
    #expect(standardError(result).contains("read kit.table on the main actor"))
  }

  @Test func settingPagingOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let paging = await MainActor.run { TableKit(table: messages([1])).paging }
      paging.value = .loading
    }
    #expect(standardError(result).contains("set kit.paging on the main actor"))
  }
}
