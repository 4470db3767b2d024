import TableKitTesting
import Testing

@testable import TableKit

/// `kit.edit` changes rows of the shown table without a diff: the edits reach the view in one
/// batch, through the same pipeline as a set table (waiting for UIKit's pass and animations,
/// coalescing with tables set meanwhile), and refuse rows that would break identities.
@MainActor @Suite(.keepsWindows) struct EditContractTests {
  @Test(arguments: KitKind.allCases)
  func editsInsertDeleteMoveAndUpdateRowsInOneBatchKeepingTheCellsOfKeptRows(kind: KitKind) throws {
    let driver = kind.make(notes([1, 2, 3, 4]))
    let kit = driver.kit
    let tables = Recorder(kit.table)
    let cellOf3 = driver.cell(at: IndexPath(row: 2, section: 0))
    try kit.edit { table in
      try table.insert(Note(9), at: IndexPath(row: 0, section: 0))
      table.delete(at: IndexPath(row: 2, section: 0))
      table.move(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
      try table.update(at: IndexPath(row: 3, section: 0)) { $0.text = "three" }
    }
    let expected = Table(rows: [Note(4), Note(9), Note(1), Note(3, "three")])
    #expect(kit.table.value == expected)
    #expect(driver.batchCount == 1)
    #expect(driver.rendered == ["0-0 n4", "0-1 n9", "0-2 n1", "0-3 three"])
    #expect(driver.cell(at: IndexPath(row: 3, section: 0)) === cellOf3)
    #expect(tables.values == [expected])
  }

  @Test(arguments: KitKind.allCases)
  func aSecondEditLooksAtTheRowsItChangesNotAtEveryRow(kind: KitKind) throws {
    var identified = 0
    let driver = kind.make(notes(0..<1_000), identified: { identified += 1 })
    try driver.kit.edit { try $0.update(at: IndexPath(row: 1, section: 0)) { $0.text = "a" } }
    driver.view.finishAnimations()
    identified = 0
    try driver.kit.edit { table in
      try table.update(at: IndexPath(row: 2, section: 0)) { $0.text = "b" }
      table.delete(at: IndexPath(row: 500, section: 0))
      try table.insert(Note(5_000), at: IndexPath(row: 10, section: 0))
    }
    driver.view.finishAnimations()
    #expect(identified < 100, "the edit looked at \(identified) rows")
    #expect(driver.rendered.prefix(3) == ["0-0 n0", "0-1 a", "0-2 b"])
    #expect(driver.kit.table.value.count == 1_000)
  }

  @Test(arguments: KitKind.allCases)
  func editsMadeWhileAnUpdateAnimatesReachTheViewWithItsEnd(kind: KitKind) throws {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    kit.table.value = notes([1, 2, 3])
    #expect(driver.pendingAnimationCount == 1)
    try kit.edit { try $0.insert(Note(4), at: IndexPath(row: 3, section: 0)) }
    kit.edit { $0.delete(at: IndexPath(row: 0, section: 0)) }
    #expect(driver.batchCount == 1)
    #expect(kit.table.value == notes([2, 3, 4]))
    #expect(driver.view.finishNextAnimation())
    #expect(driver.batchCount == 2)
    #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n4"])
  }

  @Test(arguments: KitKind.allCases)
  func anEditOfATableThatWaitsAppliesToItAndTheLatestTableWins(kind: KitKind) throws {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    kit.table.value = notes([1, 2])  // animates
    kit.table.value = notes([5, 6])  // waits
    kit.edit { $0.move(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)) }
    #expect(kit.table.value == notes([6, 5]))
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n6", "0-1 n5"])
    kit.table.value = notes([7])
    try kit.edit { try $0.insert(Note(8), at: IndexPath(row: 1, section: 0)) }
    kit.table.value = notes([9])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n9"])
  }

  @Test(arguments: KitKind.allCases)
  func anEditFromAnObserverOfTheTableReachesTheViewRightAfter(kind: KitKind) throws {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let bag = DisposeBag()
    var edited = false
    bag += kit.table.onValue { [unowned kit] _ in
      guard !edited else { return }
      edited = true
      try? kit.edit { try $0.insert(Note(3), at: IndexPath(row: 0, section: 0)) }
    }
    kit.table.value = notes([1, 2])
    driver.view.finishAnimations()
    #expect(driver.rendered == ["0-0 n3", "0-1 n1", "0-2 n2"])
    #expect(kit.table.value == notes([3, 1, 2]))
  }

  @Test(arguments: KitKind.allCases)
  func anEditFromAConfigureClosureWaitsForUIKitsPass(kind: KitKind) async throws {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    var edited = false
    driver.registerCell { [unowned kit] label, note, _ in
      label.text = note.text
      guard !edited else { return }
      edited = true
      kit.edit { $0.delete(at: IndexPath(row: 1, section: 0)) }
    }
    driver.view.layoutIfNeeded()
    #expect(driver.rowCounts == [2])
    await waitForDeferredUpdates()
    driver.view.finishAnimations()
    #expect(driver.rowCounts == [1])
    #expect(kit.table.value == notes([1]))
  }

  @Test(arguments: KitKind.allCases)
  func aRowThatRepeatsAnIdentityIsRefusedAndNothingOfTheEditApplies(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    #expect(
      throws: TableEditError.duplicateRow(identifier: "2", indexPath: IndexPath(row: 0, section: 0))
    ) {
      try driver.kit.edit { table in
        table.delete(at: IndexPath(row: 0, section: 0))
        try table.insert(Note(2), at: IndexPath(row: 0, section: 0))
      }
    }
    #expect(driver.kit.table.value == notes([1, 2]))
    #expect(driver.batchCount == 0)
    #expect(throws: TableEditError.self) {
      try driver.kit.edit { try $0.update(Note(3), at: IndexPath(row: 0, section: 0)) }
    }
    // A deleted row's identity may come back in the same edit.
    #expect(throws: Never.self) {
      try driver.kit.edit { table in
        table.delete(at: IndexPath(row: 0, section: 0))
        try table.insert(Note(1, "back"), at: IndexPath(row: 1, section: 0))
      }
    }
    #expect(driver.kit.table.value == Table(rows: [Note(2), Note(1, "back")]))
  }

  @Test(arguments: KitKind.allCases)
  func theBagOfADeletedRowEndsAndTheOthersLive(kind: KitKind) throws {
    let driver = kind.make(notes(0..<5))
    let ended = LifetimeProbe()
    driver.registerCell { label, note, lifetimes in
      label.text = note.text
      if lifetimes.row.isEmpty { lifetimes.row += ended.disposer("row \(note.id)") }
    }
    driver.view.layoutIfNeeded()
    driver.kit.edit { $0.delete(at: IndexPath(row: 1, section: 0)) }
    driver.view.finishAnimations()
    #expect(ended.names == ["row 1"])
    driver.kit.edit {
      $0.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    }
    driver.view.finishAnimations()
    #expect(ended.names == ["row 1"])
  }

  @Test func anEditInsideAnEditStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: notes([1, 2]))
        kit.edit { _ in kit.edit { $0.delete(at: IndexPath(row: 0, section: 0)) } }
      }
    }
    #expect(
      standardError(result).contains("TableKit: kit.edit was called inside kit.edit's closure"))
  }

  @Test func aTableSetInsideAnEditStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: notes([1, 2]))
        kit.edit { _ in kit.table.value = notes([3]) }
      }
    }
    #expect(standardError(result).contains("TableKit: a table was set inside kit.edit's closure"))
  }

  @Test func aPositionOutsideTheTableStopsWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(table: notes([1, 2]))
        kit.edit { $0.delete(at: IndexPath(row: 2, section: 0)) }
      }
    }
    #expect(
      standardError(result).contains(
        "TableKit: cannot delete the row at [0, 2] in kit.edit: section 0 has 2 rows."))
  }
}

extension KitKind {
  /// Makes a kit of this kind as ``make(_:height:)`` does, whose row identity calls
  /// `identified` each time the kit asks for a row's identity.
  @MainActor func make(
    _ table: Table<EmptySection, Note>, identified: @escaping () -> Void
  ) -> KitDriver<EmptySection, Note> {
    let identity = { (note: Note) -> Int in
      identified()
      return note.id
    }
    switch self {
    case .table:
      let view = inWindow(UpdateRecordingTableView(frame: .zero, style: .plain))
      let kit = TableKit(
        table: table, view: view, rowIdentity: identity, rowsEqual: ==,
        sectionIdentity: { $0 }, sectionsEqual: ==)
      return KitDriver(kit: kit, tableView: view)
    case .collection:
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 44)
      layout.minimumLineSpacing = 0
      let view = inWindow(
        UpdateRecordingCollectionView(frame: .zero, collectionViewLayout: layout), height: 220)
      let kit = CollectionKit(
        table: table, view: view, rowIdentity: identity, rowsEqual: ==,
        sectionIdentity: { $0 }, sectionsEqual: ==)
      return KitDriver(kit: kit, collectionView: view)
    }
  }
}
