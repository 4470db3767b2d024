import TableKitTesting
import Testing

@testable import TableKit

/// `nearEnd` is checked whenever its answer could change, so any order of subscribing and
/// setting works and no page is asked for twice.
@MainActor @Suite(.keepsWindows) struct TableKitNearEndTests {
  @Test func aSubscriberArrivingAfterAShortFirstPageIsShownAsksForTheNextPage() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test func anEmptyListAsksForItsFirstPage() async {
    let kit = TableKit<EmptySection, Message>(view: windowedTableView())
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test func anEqualTableSetAgainDoesNotAskForThePageTwice() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    kit.table.value = messages([1, 2])
    kit.table.value = messages([1, 2])
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test func loadingEndingOnAShortPageAsksForTheNextOne() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    kit.isLoadingNextPage = true
    kit.table.value = messages([1, 2, 3])
    #expect(requests == 1)
    kit.isLoadingNextPage = false
    #expect(requests == 2)
  }

  @Test func aNegativeDistanceStopsNamingTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { TableKit(table: messages([1])).nearEndDistance = -1 }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("nearEndDistance must be 0 or more"))
  }
}

/// The kit's loading and empty views borrow the view's footer and background, and give the
/// app's own back.
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

  @Test func theAppsBackgroundComesBackWhenRowsAppear() {
    let background = UIView()
    let view = windowedTableView()
    view.backgroundView = background
    let kit = TableKit<EmptySection, Message>(view: view)
    let empty = UILabel()
    kit.emptyView = empty
    #expect(view.backgroundView === empty)
    kit.table.value = messages([1])
    #expect(view.backgroundView === background)
  }

  @Test func clearingTheEmptyViewRemovesIt() {
    let kit = TableKit<EmptySection, Message>(view: windowedTableView())
    kit.emptyView = UILabel()
    #expect(kit.view.backgroundView != nil)
    kit.emptyView = nil
    #expect(kit.view.backgroundView == nil)
  }
}
