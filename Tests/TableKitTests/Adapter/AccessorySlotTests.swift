import TableKitTesting
import Testing

@testable import TableKit

/// The kit's paging and empty views borrow the view's footer and background slots; the app
/// keeps owning them, so a view the app puts there meanwhile is never replaced by an older one.
@MainActor @Suite(.keepsWindows) struct AccessorySlotTests {
  @Test func aFooterTheAppSetsWhileAPageLoadsIsKeptWhenLoadingEnds() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let old = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    kit.view.tableFooterView = old
    kit.paging.value = .loading
    #expect(kit.view.tableFooterView === kit.loadingView)
    let newer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
    kit.view.tableFooterView = newer
    kit.paging.value = .idle
    #expect(kit.view.tableFooterView === newer)
  }

  @Test func theAppsFooterComesBackWhenLoadingEnds() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    kit.view.tableFooterView = footer
    kit.paging.value = .loading
    kit.paging.value = .failed
    #expect(kit.view.tableFooterView === kit.failedView)
    kit.paging.value = .exhausted
    #expect(kit.view.tableFooterView === footer)
  }

  @Test func aBackgroundTheAppSetsWhileTheTableIsEmptyIsKeptWhenRowsAppear() {
    let kit = TableKit(table: messages([]), view: windowedTableView())
    let empty = UILabel()
    kit.emptyView = empty
    #expect(kit.view.backgroundView === empty)
    let newer = UIView()
    kit.view.backgroundView = newer
    kit.table.value = messages([1])
    #expect(kit.view.backgroundView === newer)
  }

  @Test func aGridKeepsTheBackgroundTheAppSetWhileItWasEmpty() {
    let kit = CollectionKit(table: tiles([]), view: windowedCollectionView())
    let old = UIView()
    kit.view.backgroundView = old
    kit.emptyView = UILabel()
    let newer = UIView()
    kit.view.backgroundView = newer
    kit.table.value = tiles([1])
    #expect(kit.view.backgroundView === newer)
    kit.view.finishAnimations()
    kit.table.value = tiles([])
    #expect(kit.view.backgroundView === kit.emptyView)
    kit.view.finishAnimations()
    kit.table.value = tiles([2])
    #expect(kit.view.backgroundView === newer)
  }
}
