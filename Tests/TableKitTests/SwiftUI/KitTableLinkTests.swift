import TableKitTesting
import Testing

@testable import TableKit

/// The two-way link behind the SwiftUI views: the app's table reaches the kit, the user's edits
/// reach the app, and neither side is written with what it has.
@MainActor @Suite(.keepsWindows) struct KitTableLinkTests {
  @Test(arguments: KitKind.allCases)
  func theAppsTableReachesTheKitOnlyWhenItChanges(kind: KitKind) {
    let driver = kind.make(notes([1]))
    var written: [Table<EmptySection, Note>] = []
    let link = KitTableLink(kit: driver.kit, table: notes([1, 2])) { written.append($0) }
    #expect(driver.kit.table.value == notes([1, 2]))
    let sets = Recorder(driver.kit.table)
    link.update(to: notes([1, 2]))
    #expect(sets.values.isEmpty, "an unchanged table is not set again")
    link.update(to: notes([3]))
    #expect(driver.kit.table.value == notes([3]))
    #expect(written.isEmpty, "the app's own tables are not written back")
    link.dispose()
  }

  @Test(arguments: KitKind.allCases)
  func theUsersEditsAreWrittenToTheApp(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    var written: [Table<EmptySection, Note>] = []
    let link = KitTableLink(kit: driver.kit, table: notes([1, 2])) { written.append($0) }
    driver.kit.table.value = notes([2])
    #expect(written == [notes([2])])
    link.update(to: notes([2]))
    #expect(written == [notes([2])], "the edited table coming back is not an edit")
    link.dispose()
  }

  @Test(arguments: KitKind.allCases)
  func aSignalOfTablesIsShown(kind: KitKind) {
    let driver = kind.make(notes([]))
    let tables = ReadWriteSignal(notes([1]))
    let link = KitTableLink(kit: driver.kit, signal: tables.readOnly())
    #expect(driver.kit.table.value == notes([1]))
    tables.value = notes([4, 5])
    #expect(driver.kit.table.value == notes([4, 5]))
    let kept = DisposeBag()
    kept += Disposer {}
    link.keep(kept)
    #expect(!kept.isEmpty)
    link.dispose()
    #expect(kept.isEmpty, "a disposed link ends what it keeps")
    tables.value = notes([6])
    #expect(driver.kit.table.value != notes([6]), "a disposed link shows no more tables")
  }
}
