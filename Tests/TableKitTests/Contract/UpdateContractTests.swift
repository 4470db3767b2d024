import TableKitTesting
import Testing

@testable import TableKit

/// Setting the table animates the diff through one pipeline: kept cells stay, changed rows are
/// reconfigured in place, observers hear once the view has the rows, and tables set while an
/// update animates wait for it, the latest winning.
@MainActor @Suite(.keepsWindows) struct UpdateContractTests {
  @Test(arguments: KitKind.allCases)
  func settingATableAnimatesTheDiffAndKeepsTheCellsOfKeptRows(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let cellOf1 = driver.cell(at: IndexPath(row: 0, section: 0))
    driver.kit.table.value = notes([3, 1, 4])
    #expect(driver.pendingAnimationCount == 1)
    #expect(driver.rendered == ["0-0 n3", "0-1 n1", "0-2 n4"])
    #expect(driver.cell(at: IndexPath(row: 1, section: 0)) === cellOf1)
    #expect(driver.batchCount == 1)
  }

  @Test(arguments: KitKind.allCases)
  func aChangedRowIsReconfiguredInItsOwnCell(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let cell = driver.cell(at: IndexPath(row: 1, section: 0))
    let hidden = Recorder(driver.kit.didEndDisplaying)
    driver.kit.table.value = Table(rows: [Note(1), Note(2, "edited")])
    #expect(driver.rendered == ["0-0 n1", "0-1 edited"])
    #expect(driver.cell(at: IndexPath(row: 1, section: 0)) === cell)
    driver.view.finishAnimations()
    #expect(hidden.values.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func aRowThatMovesAndChangesShowsItsNewContentAtItsNewPlace(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    driver.view.layoutIfNeeded()
    driver.kit.table.value = Table(rows: [Note(3, "three"), Note(1), Note(2)])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 three", "0-1 n1", "0-2 n2"])
  }

  @Test(arguments: KitKind.allCases)
  func sectionsAreInsertedDeletedAndMovedWithTheirRows(kind: KitKind) {
    let driver = kind.make(Table(sections: [("a", [Note(1)]), ("b", [Note(2)])]))
    driver.view.layoutIfNeeded()
    driver.kit.table.value = Table(sections: [("c", [Note(3)]), ("b", [Note(2), Note(1)])])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n3", "1-0 n2", "1-1 n1"])
  }

  @Test(arguments: KitKind.allCases)
  func observersHearOfATableOnceTheViewHasItsRows(kind: KitKind) {
    let driver = kind.make(notes([1]))
    var counts: [[Int]] = []
    let bag = DisposeBag()
    bag += driver.kit.table.onValue { _ in counts.append(driver.rowCounts) }
    driver.kit.table.value = notes([1, 2, 3])
    driver.view.finishAnimations()
    #expect(counts == [[3]])
  }

  @Test(arguments: KitKind.allCases)
  func anObserverCanSelectARowOfTheNewTable(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    let bag = DisposeBag()
    bag += kit.table.onValue { [unowned kit] _ in kit.selection.value = [Note(2)] }
    kit.table.value = notes([1, 2])
    #expect(kit.selection.value == [Note(2)])
    #expect(driver.selectedPaths == [IndexPath(row: 1, section: 0)])
    #expect(diagnostics.values.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func tablesSetWhileAnAnimationIsInFlightCoalesceIntoTheLatest(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let tables = Recorder(kit.table)
    kit.table.value = notes([1, 2])
    #expect(driver.batchCount == 1)
    #expect(driver.pendingAnimationCount == 1)
    kit.table.value = notes([1, 2, 3])
    kit.table.value = notes([4, 1])
    #expect(driver.batchCount == 1)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2"])
    #expect(kit.table.value == notes([4, 1]))
    #expect(tables.values == [notes([1, 2])])
    #expect(driver.view.finishNextAnimation())
    #expect(driver.batchCount == 2)
    #expect(driver.rendered == ["0-0 n4", "0-1 n1"])
    #expect(tables.values == [notes([1, 2]), notes([4, 1])])
    #expect(driver.view.finishNextAnimation())
    #expect(!driver.view.finishNextAnimation())
    #expect(driver.batchCount == 2)
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetWhileAnAnimationIsInFlightIsShownWhenItEndsOnItsOwn(kind: KitKind) async {
    let driver = kind.make(notes([1]))
    driver.kit.table.value = notes([1, 2])
    driver.kit.table.value = notes([2, 3])
    #expect(driver.rendered == ["0-0 n1", "0-1 n2"])
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n2", "0-1 n3"])
    #expect(driver.pendingAnimationCount == 0)
  }

  @Test(arguments: KitKind.allCases)
  func aDeletedRowEndsItsDisplayWhenTheAnimationEnds(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    driver.view.layoutIfNeeded()
    let ended = Recorder(driver.kit.didEndDisplaying)
    driver.kit.table.value = notes([1, 3])
    driver.kit.table.value = notes([0, 1, 3])  // waits: the view shows [1, 3] meanwhile
    #expect(ended.values.isEmpty)
    #expect(driver.rendered == ["0-0 n1", "0-1 n3"])
    driver.view.finishNextAnimation()
    // Reported for the row the cell showed, though its old path now holds another row.
    #expect(ended.values == [Note(2)])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n0", "0-1 n1", "0-2 n3"])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetWithoutAnimationIsShownAtOnce(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let tables = Recorder(kit.table)
    kit.setTable(notes([1, 2]), animated: false)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2"])
    #expect(tables.values == [notes([1, 2])])
    #expect(driver.batchCount == 1)
    driver.view.finishAnimations()
    kit.table.value = notes([1, 2, 3])
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "0-2 n3"])
    #expect(driver.batchCount == 2)
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetWithoutAnimationWhileAnotherWaitsReplacesIt(kind: KitKind) {
    let driver = kind.make(notes([1]))
    driver.kit.table.value = notes([1, 2])  // animating
    driver.kit.table.value = notes([1, 2, 3])  // waits
    driver.kit.setTable(notes([4]), animated: false)  // replaces it
    #expect(driver.rendered == ["0-0 n1", "0-1 n2"])
    #expect(driver.view.finishNextAnimation())
    #expect(driver.rendered == ["0-0 n4"])
    driver.view.finishAnimations()
    #expect(driver.batchCount == 2)
  }

  @Test(arguments: KitKind.allCases)
  func theTableValueReadsBackAtOnceWhileObserversWaitForTheView(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let tables = Recorder(kit.table)
    kit.table.value = notes([1, 2])
    kit.table.value = notes([3])
    #expect(kit.table.value == notes([3]))
    #expect(tables.values == [notes([1, 2])])
    driver.view.finishAnimations()
    #expect(tables.values == [notes([1, 2]), notes([3])])
  }

  @Test(arguments: KitKind.allCases)
  func aSelectionSetWhileATableWaitsIsResolvedAgainstThatTable(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = notes([1, 2])  // animating
    kit.table.value = notes([1, 2, 9])  // waits
    kit.selection.value = [Note(9)]
    #expect(kit.selection.value == [Note(9)])
    driver.view.finishAnimations()
    #expect(driver.selectedPaths == [IndexPath(row: 2, section: 0)])
    #expect(kit.selection.value == [Note(9)])
    #expect(diagnostics.values.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func updatesOutsideAWindowAreAppliedWithoutAnimation(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    driver.view.removeFromSuperview()
    driver.kit.table.value = notes([2, 3])
    #expect(driver.rendered == ["0-0 n2", "0-1 n3"])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetDuringAnUpdateIsAppliedAfterIt(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    driver.view.layoutIfNeeded()
    let bag = DisposeBag()
    bag += kit.willDisplay.onValue { [unowned kit] note in
      if note.id == 2 { kit.table.value = notes([1, 2, 3]) }
    }
    kit.table.value = notes([1, 2])
    // The table set during the update waits for its animation.
    #expect(driver.rendered == ["0-0 n1", "0-1 n2"])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "0-2 n3"])
    #expect(kit.table.value == notes([1, 2, 3]))
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetFromAConfigureClosureNeverLeavesACellShowingAnotherRow(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    var inserted = false
    driver.registerCell { [unowned kit] label, note, _ in
      label.text = note.text
      if note.id == 2 && !inserted {
        inserted = true
        kit.table.value = notes([0, 1, 2, 3])
      }
    }
    driver.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n0", "0-1 n1", "0-2 n2", "0-3 n3"])
    #expect(kit.table.value == notes([0, 1, 2, 3]))
  }
}
