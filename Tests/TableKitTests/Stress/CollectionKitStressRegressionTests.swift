import TableKitTesting
import Testing

@testable import TableKit

/// Bugs the collection stress test found, each pinned by the smallest session that shows it.
@MainActor @Suite(.keepsWindows) struct CollectionKitStressRegressionTests {
  @Test func clearingTheEmptyViewWhileTheTableIsEmptyTakesItOut() {
    let kit = CollectionKit(table: tiles([]), view: windowedCollectionView())
    kit.emptyView = UILabel()
    #expect(kit.view.backgroundView === kit.emptyView)
    kit.emptyView = nil
    #expect(kit.view.backgroundView == nil)
  }

  @Test func theAppsOwnBackgroundComesBackWhenRowsAppear() {
    let view = windowedCollectionView()
    let own = UIView()
    view.backgroundView = own
    let kit = CollectionKit(table: tiles([]), view: view)
    let empty = UILabel()
    kit.emptyView = empty
    #expect(view.backgroundView === empty)
    kit.table.value = tiles([1])
    #expect(view.backgroundView === own)
  }
}
