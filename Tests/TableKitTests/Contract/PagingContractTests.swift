import TableKitTesting
import Testing

@testable import TableKit

/// `nearEnd` follows one rule in a table and a grid: checked whenever its answer could change,
/// never twice for a page, quiet while a page loads.
@MainActor @Suite(.keepsWindows) struct NearEndContractTests {
  @Test(arguments: KitKind.allCases)
  func anEmptyListAsksForItsFirstPage(kind: KitKind) async {
    let driver = kind.make(Table<EmptySection, Note>())
    var requests = 0
    let bag = DisposeBag()
    bag += driver.kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test(arguments: KitKind.allCases)
  func aSubscriberArrivingAfterAShortFirstPageIsShownAsksForTheNextPage(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    driver.view.layoutIfNeeded()
    var requests = 0
    let bag = DisposeBag()
    bag += driver.kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test(arguments: KitKind.allCases)
  func nearEndFiresOnceWhenTheLastRowsAreDisplayed(kind: KitKind) {
    let driver = kind.make(notes(0..<10))
    let kit = driver.kit
    kit.nearEndDistance = 2
    let nearEnd = Recorder(kit.nearEnd)
    driver.view.layoutIfNeeded()
    #expect(nearEnd.values.isEmpty)
    driver.scroll(by: 150)
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    driver.scroll(by: -44)
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    kit.table.value = notes(0..<20)
    driver.view.finishAnimations()
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 2)
  }

  @Test(arguments: KitKind.allCases)
  func anEqualTableSetAgainDoesNotAskForThePageTwice(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    var requests = 0
    let bag = DisposeBag()
    bag += driver.kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    driver.kit.table.value = notes([1, 2])
    driver.kit.table.value = notes([1, 2])
    await waitForDeferredUpdates()
    #expect(requests == 1)
  }

  @Test(arguments: KitKind.allCases)
  func loadingEndingOnAShortPageAsksForTheNextOne(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    kit.isLoadingNextPage = true
    kit.table.value = notes([1, 2, 3])
    driver.view.finishAnimations()
    #expect(requests == 1)
    kit.isLoadingNextPage = false
    #expect(requests == 2)
  }

  @Test(arguments: KitKind.allCases)
  func nearEndStaysQuietWhileAPageLoads(kind: KitKind) {
    let driver = kind.make(notes(0..<30))
    let nearEnd = Recorder(driver.kit.nearEnd)
    driver.kit.isLoadingNextPage = true
    driver.scrollToEnd()
    #expect(nearEnd.values.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func aPageSetFromNearEndDuringAScrollIsShownOnceTheScrollEnds(kind: KitKind) async {
    let driver = kind.make(notes(0..<10))
    let kit = driver.kit
    var pages = 1
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in
      pages += 1
      kit.table.value = notes(0..<(10 * pages))
    }
    driver.scrollToEnd()
    #expect(pages == 2)
    // Set inside the scroll's willDisplay: applied once UIKit's pass ends.
    #expect(driver.rowCounts == [10])
    await waitForDeferredUpdates()
    #expect(driver.rowCounts == [20])
    driver.scrollToEnd()
    #expect(pages == 3)
    await waitForDeferredUpdates()
    #expect(driver.rowCounts == [30])
  }

  @Test(arguments: KitKind.allCases)
  func pullingPastTheEndOfAnExhaustedListAsksForNothing(kind: KitKind) async {
    let driver = kind.make(notes(0..<10))
    let kit = driver.kit
    let nearEnd = Recorder(kit.nearEnd)
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    kit.paging.value = .exhausted
    driver.pullPastEnd()
    await waitForDeferredUpdates()
    #expect(nearEnd.values.count == 1)
  }
}

/// Paging as a component in a table and a grid: idle, loading, failed with a retry,
/// exhausted, each shown below the last row.
@MainActor @Suite(.keepsWindows) struct PagingStateContractTests {
  @Test(arguments: KitKind.allCases)
  func aFailedPageShowsTheFailureViewAndARetryAsksForTheSamePageAgain(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    var requests = 0
    let states = Recorder(kit.paging)
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in
      requests += 1
      kit.paging.value = .loading
    }
    await waitForDeferredUpdates()
    #expect(requests == 1)
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
    kit.paging.value = .failed
    #expect(driver.showsBelowTheLastRow(kit.failedView))
    #expect(!driver.showsBelowTheLastRow(kit.loadingView))
    #expect(requests == 1)
    kit.retryPaging()
    #expect(requests == 2)
    #expect(states.values == [.loading, .failed, .idle, .loading])
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
  }

  /// The Paging article's advice: give the failure view a button that calls `retryPaging()`.
  @Test(arguments: KitKind.allCases)
  func aRetryButtonAsTheFailureViewAsksForTheSamePageAgainWhenTapped(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let retry = UIButton(
      primaryAction: UIAction(title: "Retry") { [unowned kit] _ in kit.retryPaging() })
    kit.failedView = retry
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in
      requests += 1
      kit.paging.value = .loading
    }
    await waitForDeferredUpdates()
    kit.paging.value = .failed
    #expect(driver.showsBelowTheLastRow(retry))
    #expect(requests == 1)
    tap(retry)
    await waitForDeferredUpdates()
    #expect(requests == 2)
    #expect(kit.paging.value == .loading)
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
  }

  @Test(arguments: KitKind.allCases)
  func theLoadingViewGoesWhenLoadingEnds(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    kit.isLoadingNextPage = true
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
    kit.isLoadingNextPage = false
    #expect(!driver.showsBelowTheLastRow(kit.loadingView))
  }

  @Test(arguments: KitKind.allCases)
  func anEmptyListShowsTheLoadingViewWhileItsFirstPageLoads(kind: KitKind) {
    let driver = kind.make(Table<EmptySection, Note>())
    let kit = driver.kit
    kit.paging.value = .loading
    // A grid without sections has no footer to put it in: it shows behind the grid.
    #expect(driver.showsLoadingView(kit.loadingView))
    kit.table.value = notes([1, 2])
    driver.view.finishAnimations()
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
  }

  @Test(arguments: KitKind.allCases)
  func anExhaustedListNeverAsksAgainAndShowsNoPagingView(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    kit.paging.value = .exhausted
    kit.table.value = notes([1, 2, 3])
    driver.scrollToEnd()
    await waitForDeferredUpdates()
    #expect(requests == 1)
    #expect(!driver.showsBelowTheLastRow(kit.loadingView))
    #expect(!driver.showsBelowTheLastRow(kit.failedView))
  }

  @Test(arguments: KitKind.allCases)
  func pagesReportWhereTheyStartAndWhereTheirRowsBegin(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let starts = Recorder(kit.pageStarts)
    let ends = Recorder(kit.pageEnds)
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in kit.paging.value = .loading }
    await waitForDeferredUpdates()
    kit.table.value = notes([1, 2, 3, 4])
    kit.paging.value = .exhausted
    #expect(starts.values == [IndexPath(row: 1, section: 0)])
    #expect(ends.values == [IndexPath(row: 2, section: 0)])
  }

  @Test(arguments: KitKind.allCases)
  func anEmptyListsFirstPageStartsAtNoRow(kind: KitKind) async {
    let driver = kind.make(Table<EmptySection, Note>())
    let kit = driver.kit
    let starts = Recorder(kit.pageStarts)
    let ends = Recorder(kit.pageEnds)
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in kit.paging.value = .loading }
    await waitForDeferredUpdates()
    kit.table.value = notes([1, 2])
    kit.paging.value = .idle
    #expect(starts.values.first == .some(nil))
    #expect(ends.values.first == IndexPath(row: 0, section: 0))
  }

  @Test(arguments: KitKind.allCases)
  func isLoadingNextPageIsTheLoadingState(kind: KitKind) {
    let kit = kind.make(notes([1])).kit
    kit.isLoadingNextPage = true
    #expect(kit.paging.value == .loading)
    kit.isLoadingNextPage = false
    #expect(kit.paging.value == .idle)
  }

  @Test(arguments: KitKind.allCases)
  func aLoadingViewShowsWhileTheNextPageLoadsAndNearEndWaits(kind: KitKind) async {
    let driver = kind.make(notes(0..<10))
    let kit = driver.kit
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in
      requests += 1
      kit.isLoadingNextPage = true
    }
    driver.scrollToEnd()
    #expect(requests == 1)
    await waitForDeferredUpdates()
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
    kit.table.value = notes(0..<12)
    driver.view.finishAnimations()
    driver.scrollToEnd()
    #expect(requests == 1)
    kit.isLoadingNextPage = false
    // The user still sees the end of the short page: the next one is asked for at once.
    #expect(requests == 2)
    #expect(driver.showsBelowTheLastRow(kit.loadingView))
  }
}

/// `nearEnd` is decided by what the user sees — the end of the list is near and no page loads —
/// not by a remembered row count; `pageEnds` finds a page's first row by identity.
@MainActor @Suite(.keepsWindows) struct PagingEndContractTests {
  @Test(arguments: KitKind.allCases)
  func aListReplacedByAnotherOfTheSameLengthAsksForAPageAgain(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    var requests = 0
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { requests += 1 }
    await waitForDeferredUpdates()
    #expect(requests == 1)
    kit.table.value = notes([7, 8])  // a filter, a tab switch: the same length, other rows
    driver.view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(requests == 2)
    kit.table.value = notes([7, 8])  // the same table again
    driver.view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(requests == 2)
  }

  /// A list of two rows whose `nearEnd` starts loading a page, once it asked for the first:
  /// the kit and the number of requests so far.
  func loadingList(_ kind: KitKind) async -> (KitDriver<EmptySection, Note>, Requests) {
    let driver = kind.make(notes([1, 2]))
    let requests = Requests()
    requests.bag += driver.kit.nearEnd.onValue { [unowned kit = driver.kit, unowned requests] in
      requests.count += 1
      kit.paging.value = .loading
    }
    await waitForDeferredUpdates()
    return (driver, requests)
  }

  /// Counts `nearEnd`'s requests, and keeps their subscription.
  final class Requests {
    var count = 0
    let bag = DisposeBag()
  }

  @Test(arguments: KitKind.allCases)
  func aFailedPageSetBackToIdleIsAskedForAgain(kind: KitKind) async {
    let (driver, requests) = await loadingList(kind)
    driver.kit.paging.value = .failed
    driver.kit.paging.value = .idle  // without retryPaging()
    await waitForDeferredUpdates()
    #expect(requests.count == 2)
  }

  @Test(arguments: KitKind.allCases)
  func aPageThatAddedNoRowsIsNotAskedForAgain(kind: KitKind) async {
    let (driver, requests) = await loadingList(kind)
    driver.kit.paging.value = .idle  // the page brought nothing
    await waitForDeferredUpdates()
    #expect(requests.count == 1)
  }

  @Test(arguments: KitKind.allCases)
  func pageEndsNamesThePagesFirstRowWhenRowsWerePrependedWhileItLoaded(kind: KitKind) async {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let ends = Recorder(kit.pageEnds)
    let bag = DisposeBag()
    bag += kit.nearEnd.onValue { [unowned kit] in kit.paging.value = .loading }
    await waitForDeferredUpdates()
    kit.table.value = notes([-1, 0, 1, 2])  // newer rows arrived at the top meanwhile
    driver.view.finishAnimations()
    kit.table.value = notes([-1, 0, 1, 2, 3, 4])  // the page
    kit.paging.value = .idle
    #expect(ends.values == [IndexPath(row: 4, section: 0)])
  }
}
