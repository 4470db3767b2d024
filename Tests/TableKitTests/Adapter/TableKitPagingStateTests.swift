import TableKitTesting
import Testing

@testable import TableKit

/// Paging as a component: idle, loading, failed with a retry, exhausted.
@MainActor @Suite(.keepsWindows) struct TableKitPagingStateTests {
  @Test func aFailedPageShowsTheFailureViewAndARetryAsksForTheSamePageAgain() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue {
      requests += 1
      kit.paging.value = .loading
    }
    await waitForDeferredUpdates()
    #expect(requests == 1 && kit.view.tableFooterView === kit.loadingView)
    kit.paging.value = .failed
    #expect(kit.view.tableFooterView === kit.failedView)
    #expect(requests == 1)
    kit.retryPaging()
    #expect(requests == 2)
    #expect(kit.paging.value == .loading)
  }

  @Test func anExhaustedListNeverAsksAgain() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    kit.paging.value = .exhausted
    kit.table.value = messages([1, 2, 3])
    kit.view.scrollToBottom()
    await waitForDeferredUpdates()
    #expect(requests == 1)
    #expect(kit.view.tableFooterView == nil)
  }

  @Test func pagesReportWhereTheyStartAndWhereTheirRowsBegin() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let starts = Recorder(kit.pageStarts)
    let ends = Recorder(kit.pageEnds)
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { kit.paging.value = .loading }
    await waitForDeferredUpdates()
    kit.table.value = messages([1, 2, 3, 4])
    kit.paging.value = .exhausted
    #expect(starts.values == [IndexPath(row: 1, section: 0)])
    #expect(ends.values == [IndexPath(row: 2, section: 0)])
  }

  @Test func isLoadingNextPageIsTheLoadingState() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    kit.isLoadingNextPage = true
    #expect(kit.paging.value == .loading)
    kit.isLoadingNextPage = false
    #expect(kit.paging.value == .idle)
  }
}
