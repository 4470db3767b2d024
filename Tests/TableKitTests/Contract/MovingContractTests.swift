import TableKitTesting
import Testing

@testable import TableKit

/// A user's drag moves the row in the table; a move guard may send it elsewhere or back, and
/// `moves` reports where it went.
@MainActor @Suite(.keepsWindows) struct MovingContractTests {
  private func twoSections() -> Table<String, Note> {
    Table(sections: [("a", [Note(1), Note(2)]), ("b", [Note(3)])])
  }

  @Test(arguments: KitKind.allCases)
  func draggingARowIntoAnotherSectionMovesItThereAndReportsTheMove(kind: KitKind) {
    let driver = kind.make(twoSections())
    let kit = driver.kit
    kit.canMove = { _ in true }
    let moves = Recorder(kit.moves)
    driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(kit.table.value == Table(sections: [("a", [Note(2)]), ("b", [Note(3), Note(1)])]))
    #expect(driver.rendered == ["0-0 n2", "1-0 n3", "1-1 n1"])
    #expect(
      moves.values == [
        RowMove(
          row: Note(1), source: IndexPath(row: 0, section: 0),
          destination: IndexPath(row: 1, section: 1))
      ])
  }

  @Test(arguments: KitKind.allCases)
  func aMoveGuardRedirectsADragAndMovesReportsWhereTheRowWent(kind: KitKind) {
    let driver = kind.make(twoSections())
    let kit = driver.kit
    kit.canMove = { _ in true }
    var asked: [String] = []
    // Rows stay in their section: a drop elsewhere goes to the end of the row's own section.
    kit.moveTarget = { note, source, proposed in
      asked.append(
        "\(note.id) \(source.section)-\(source.row) → \(proposed.section)-\(proposed.row)")
      return proposed.section == source.section ? proposed : IndexPath(row: 1, section: 0)
    }
    let moves = Recorder(kit.moves)
    let landed = driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(asked == ["1 0-0 → 1-0"])
    #expect(landed == IndexPath(row: 1, section: 0))
    #expect(kit.table.value == Table(sections: [("a", [Note(2), Note(1)]), ("b", [Note(3)])]))
    #expect(driver.rendered == ["0-0 n2", "0-1 n1", "1-0 n3"])
    #expect(
      moves.values == [
        RowMove(
          row: Note(1), source: IndexPath(row: 0, section: 0),
          destination: IndexPath(row: 1, section: 0))
      ])
  }

  @Test(arguments: KitKind.allCases)
  func aMoveGuardReturningTheSourceSendsTheRowBack(kind: KitKind) {
    let driver = kind.make(twoSections())
    let kit = driver.kit
    kit.canMove = { _ in true }
    kit.moveTarget = { _, source, _ in source }
    let moves = Recorder(kit.moves)
    let tables = Recorder(kit.table)
    let landed = driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(landed == IndexPath(row: 0, section: 0))
    #expect(moves.values.isEmpty)
    #expect(tables.values.isEmpty)
    #expect(kit.table.value == twoSections())
  }

  @Test(arguments: KitKind.allCases)
  func aMoveGuardReturningAPathOutsideTheTableStopsNamingIt(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      await MainActor.run {
        let driver = kind.make(notes([1, 2]))
        driver.kit.canMove = { _ in true }
        driver.kit.moveTarget = { _, _, _ in IndexPath(row: 5, section: 0) }
        driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      }
    }
    #expect(standardError(result).contains("\(kind.rawValue): moveTarget returned"))
    #expect(standardError(result).contains("not a place in the table"))
  }

  @Test(arguments: KitKind.allCases)
  func aMoveWhileAnAnimationIsInFlightIsKeptWhenItEnds(kind: KitKind) {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    kit.canMove = { _ in true }
    driver.view.layoutIfNeeded()
    kit.table.value = notes([1, 2, 3, 4])  // animating
    driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n4", "0-3 n1"])
    #expect(kit.table.value == notes([2, 3, 4, 1]))
  }

  @Test(arguments: KitKind.allCases)
  func aMoveWhileATableWaitsIsAppliedToThatTable(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    kit.canMove = { _ in true }
    driver.view.layoutIfNeeded()
    kit.table.value = notes([1, 2, 3, 4])  // animating
    kit.table.value = notes([1, 2, 3, 4, 5])  // waits
    driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(kit.table.value == notes([2, 3, 1, 4, 5]))
    driver.view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n1", "0-3 n4", "0-4 n5"])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetFromADidMoveHandlerAppliesToTheMovedTable(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    let kit = driver.kit
    kit.canMove = { _ in true }
    let bag = DisposeBag()
    bag += kit.didMove.onValue { [unowned kit] _ in
      kit.table.value = Table(rows: Array(kit.table.value) + [Note(4)])
    }
    driver.drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n1", "0-3 n4"])
  }

  @Test(arguments: KitKind.allCases)
  func rejectingAMoveAcrossSectionsFromDidMoveRestoresTheTable(kind: KitKind) async {
    let original = twoSections()
    let driver = kind.make(original)
    let kit = driver.kit
    kit.canMove = { _ in true }
    let bag = DisposeBag()
    bag += kit.didMove.onValue { [unowned kit] _ in kit.table.value = original }
    driver.drag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
    await waitForDeferredUpdates()
    #expect(kit.table.value == original)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "1-0 n3"])
  }
}
