import TableKitTesting
import Testing

@testable import TableKit

/// Taps report the row and update the selection; the selection is two-way, follows its rows
/// across updates, and a row that acts on a tap does not stay selected.
@MainActor @Suite(.keepsWindows) struct SelectionContractTests {
  @Test(arguments: KitKind.allCases)
  func tappingARowReportsHighlightThenSelectWithItsModel(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    driver.view.layoutIfNeeded()
    let selected = Recorder(kit.didSelect)
    let events = Recorder(kit.rowEvents)
    driver.tap(row: 1)
    let path = IndexPath(row: 1, section: 0)
    #expect(selected.values == [Note(2)])
    #expect(
      events.values == [
        RowEvent(kind: .highlight, row: Note(2), indexPath: path),
        RowEvent(kind: .unhighlight, row: Note(2), indexPath: path),
        RowEvent(kind: .select, row: Note(2), indexPath: path),
      ])
    #expect(kit.selection.value == [Note(2)])
  }

  @Test(arguments: KitKind.allCases)
  func tappingAnotherRowDeselectsThePreviousOne(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let deselected = Recorder(driver.kit.didDeselect)
    driver.tap(row: 0)
    driver.tap(row: 1)
    #expect(deselected.values == [Note(1)])
    #expect(driver.kit.selection.value == [Note(2)])
  }

  @Test(arguments: KitKind.allCases)
  func canSelectRefusesRowsWithoutSelecting(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    driver.kit.canSelect = { note, _ in note.id != 2 }
    let selected = Recorder(driver.kit.didSelect)
    driver.tap(row: 1)
    driver.tap(row: 0)
    #expect(selected.values == [Note(1)])
    #expect(driver.selectedPaths == [IndexPath(row: 0, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func didSelectByIdentifierFiltersOneRow(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let second = Recorder(driver.kit.didSelect(id: 2))
    driver.tap(row: 0)
    driver.tap(row: 1)
    #expect(second.values == [Note(2)])
  }

  @Test(arguments: KitKind.allCases)
  func aRowThatActsOnATapIsDeselectedAfterDidSelect(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    kit.deselectsOnTap = { $0.id == 1 }
    let selected = Recorder(kit.didSelect)
    let selections = Recorder(kit.selection)
    driver.tap(row: 0)
    await waitForDeferredUpdates()
    #expect(driver.selectedPaths.isEmpty)
    driver.tap(row: 1)
    await waitForDeferredUpdates()
    #expect(selected.values == [Note(1), Note(2)])
    #expect(selections.values == [[Note(1)], [], [Note(2)]])
    #expect(driver.selectedPaths == [IndexPath(row: 1, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func settingTheSelectionSelectsWithoutDelegateEvents(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    let selected = Recorder(kit.didSelect)
    kit.selection.value = [Note(2)]
    #expect(driver.selectedPaths == [IndexPath(row: 1, section: 0)])
    #expect(selected.values.isEmpty)
    kit.selection.value = []
    #expect(driver.selectedPaths.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func theSelectionFollowsItsRowThroughUpdates(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    driver.tap(row: 1)
    kit.table.value = Table(rows: [Note(0), Note(3), Note(2, "moved"), Note(1)])
    #expect(driver.selectedPaths == [IndexPath(row: 2, section: 0)])
    #expect(kit.selection.value == [Note(2, "moved")])
    driver.view.finishAnimations()
    kit.table.value = notes([0, 1])
    driver.view.finishAnimations()
    #expect(kit.selection.value.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func multipleSelectionBindsSeveralRows(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    driver.allowsMultipleSelection = true
    let values = Recorder(kit.selection)
    kit.selection.value = [Note(1), Note(3)]
    driver.tap(row: 1)
    driver.tap(row: 0)
    #expect(kit.selection.value == [Note(2), Note(3)])
    #expect(values.values.last == [Note(2), Note(3)])
  }

  @Test(arguments: KitKind.allCases)
  func theSelectionChangesOnlyWhenTheSelectedRowsDo(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    driver.allowsMultipleSelection = true
    kit.selection.value = [Note(1), Note(3)]
    let values = Recorder(kit.selection)
    kit.table.value = Table(rows: [Note(3), Note(2, "edited"), Note(1), Note(4)])
    #expect(values.values.isEmpty)
    driver.view.finishAnimations()
    kit.table.value = Table(rows: [Note(3, "edited"), Note(2), Note(1), Note(4)])
    driver.view.finishAnimations()
    #expect(values.values == [[Note(3, "edited"), Note(1)]])
    kit.table.value = Table(rows: [Note(3, "edited"), Note(1)])
    driver.view.finishAnimations()
    #expect(values.values.count == 1)
  }

  @Test(arguments: KitKind.allCases)
  func aTapReportsTheSelectedRowBeforeTheSelection(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    var events: [String] = []
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { events.append("didSelect \($0.id)") }
    bag += kit.didDeselect.onValue { events.append("didDeselect \($0.id)") }
    bag += kit.selection.onValue { events.append("selection \($0.map(\.id))") }
    driver.tap(row: 0)
    driver.tap(row: 2)
    #expect(
      events == [
        "didSelect 1", "selection [1]", "didDeselect 1", "selection []", "didSelect 3",
        "selection [3]",
      ])
  }

  @Test(arguments: KitKind.allCases)
  func rowsThatAreNotInTheTableAreReportedAndLeftOut(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Note(2), Note(9)]
    #expect(diagnostics.values == [.unknownSelection(identifiers: ["9"])])
    #expect(kit.selection.value == [Note(2)])
    #expect(driver.selectedPaths == [IndexPath(row: 1, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func severalRowsNeedTheViewToAllowMultipleSelection(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Note(1), Note(3)]
    #expect(diagnostics.values == [.multipleSelectionNotAllowed(count: 2)])
    #expect(kit.selection.value == [Note(1)])
    driver.allowsMultipleSelection = true
    kit.selection.value = [Note(1), Note(3)]
    #expect(kit.selection.value == [Note(1), Note(3)])
    driver.tap(row: 1)
    #expect(kit.selection.value == [Note(1), Note(2), Note(3)])
  }

  @Test(arguments: KitKind.allCases)
  func aSelectionSetDuringAnAnimationIsResolvedWhenItEnds(kind: KitKind) async {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    kit.table.value = notes([1, 2])
    kit.table.value = notes([3, 1, 2])
    kit.selection.value = [Note(2)]
    #expect(kit.selection.value == [Note(2)])
    await waitForDeferredUpdates()
    #expect(driver.selectedPaths == [IndexPath(row: 2, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func aSelectionSetInsideDidSelectIsAppliedAfterTheTap(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let selections = Recorder(kit.selection)
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { [unowned kit] _ in kit.selection.value = [] }
    driver.tap(row: 0)
    await waitForDeferredUpdates()
    #expect(selections.values == [[Note(1)], []])
    #expect(driver.selectedPaths.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetFromDidSelectLeavesTheTapReportingTheTappedRow(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let selected = Recorder(kit.didSelect)
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { [unowned kit] _ in kit.table.value = notes([0, 1, 2]) }
    driver.tap(row: 1)
    await waitForDeferredUpdates()
    #expect(selected.values == [Note(2)])
    #expect(kit.selection.value == [Note(2)])
    #expect(driver.selectedPaths == [IndexPath(row: 2, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetFromCanSelectDuringATapReportsTheTappedRow(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    kit.canSelect = { [unowned kit] _, _ in
      kit.table.value = notes([0, 1, 2, 3])
      return true
    }
    let selected = Recorder(kit.didSelect)
    driver.tap(row: 1)
    #expect(selected.values == [Note(2)])
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n0", "0-1 n1", "0-2 n2", "0-3 n3"])
    #expect(kit.selection.value == [Note(2)])
  }
}
