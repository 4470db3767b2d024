import TableKitTesting
import Testing

@testable import TableKit

/// The kit's loading view borrows the table view's footer view and gives the app's own back.
@MainActor @Suite(.keepsWindows) struct TableKitAccessoryTests {
  @Test func theAppsFooterComesBackWhenLoadingEnds() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    kit.view.tableFooterView = footer
    kit.isLoadingNextPage = true
    #expect(kit.view.tableFooterView === kit.loadingView)
    kit.isLoadingNextPage = false
    #expect(kit.view.tableFooterView === footer)
  }
}
