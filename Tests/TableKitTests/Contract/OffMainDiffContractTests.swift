import TableKitTesting
import Testing

@testable import TableKit

/// A large table set is diffed off the main actor: the view shows the old table until the
/// diff ends, the latest table wins (a newer one makes the diff in flight stale), and
/// observers and diagnostics hear of the tables the view shows, in order. The threshold is
/// lowered so that small tables take the large tables' path.
@MainActor @Suite(.keepsWindows) struct OffMainDiffContractTests {
  @Test(arguments: KitKind.allCases)
  func aLargeTableIsShownOnceItsDiffEndsOffTheMainActor(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    let tables = Recorder(driver.kit.table)
    driver.kit.table.value = notes([3, 1, 4])
    #expect(driver.kit.table.value == notes([3, 1, 4]))
    #expect(driver.kit.pipeline.isDiffing)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "0-2 n3"])
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n3", "0-1 n1", "0-2 n4"])
    #expect(driver.batchCount == 1)
    #expect(tables.values == [notes([3, 1, 4])])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetWhileTheDiffRunsWinsAndTheStaleDiffIsDropped(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    let tables = Recorder(driver.kit.table)
    driver.kit.table.value = notes([4, 5, 6])
    driver.kit.table.value = notes([3, 2, 1])
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n3", "0-1 n2", "0-2 n1"])
    #expect(tables.values == [notes([3, 2, 1])])
    #expect(driver.batchCount == 1)
  }

  @Test(arguments: KitKind.allCases)
  func anEditWhileTheDiffRunsAppliesToTheWaitingTable(kind: KitKind) async throws {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    driver.kit.table.value = notes([1, 2, 3, 4])
    try driver.kit.edit { try $0.insert(Note(9), at: IndexPath(row: 0, section: 0)) }
    #expect(driver.kit.table.value == notes([9, 1, 2, 3, 4]))
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n9", "0-1 n1", "0-2 n2", "0-3 n3", "0-4 n4"])
  }

  @Test(arguments: KitKind.allCases)
  func aDiffedTableComesWithItsIdentitiesCountedForTheFirstEdit(kind: KitKind) async throws {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    driver.kit.table.value = notes([3, 1, 4])
    #expect(driver.kit.pipeline.state.identities == nil)
    await waitForDeferredUpdates()
    // Counted off the main actor with the diff: the edit takes them, without counting.
    #expect(driver.kit.pipeline.state.identities?.total == 3)
    #expect(throws: TableEditError.self) {
      try driver.kit.edit { try $0.insert(Note(4), at: IndexPath(row: 0, section: 0)) }
    }
    try driver.kit.edit { try $0.insert(Note(2), at: IndexPath(row: 0, section: 0)) }
    await waitForDeferredUpdates()
    #expect(driver.rendered == ["0-0 n2", "0-1 n3", "0-2 n1", "0-3 n4"])
  }

  @Test(arguments: KitKind.allCases)
  func diagnosticsOfADiffedTableComeBeforeItsObserversHearOfIt(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    var heard: [String] = []
    let bag = DisposeBag()
    bag += driver.kit.diagnostics.onValue { _ in heard.append("diagnostic") }
    bag += driver.kit.table.onValue { _ in heard.append("table") }
    driver.kit.table.value = notes([1, 1, 2])
    #expect(heard.isEmpty)
    await waitForDeferredUpdates()
    #expect(heard == ["diagnostic", "table"])
  }

  @Test(arguments: KitKind.allCases)
  func aSelectionSetWhileTheDiffRunsIsResolvedAgainstTheDiffedTable(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    driver.kit.offMainDiffThreshold = 3
    driver.kit.table.value = notes([7, 1, 2])
    driver.kit.selection.value = [Note(7)]
    await waitForDeferredUpdates()
    #expect(driver.selectedPaths == [IndexPath(row: 0, section: 0)])
  }
}
