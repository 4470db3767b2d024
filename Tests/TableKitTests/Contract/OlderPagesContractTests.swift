import TableKitTesting
import Testing

@testable import TableKit

/// Loading older rows at the top (`nearStart`, `olderPaging`, `addPage`) follows one rule in a
/// table and a grid.
@MainActor @Suite(.keepsWindows) struct OlderPagesContractTests {
  @Test(arguments: KitKind.allCases)
  func nearStartFiresOnceWhenTheFirstRowsAreDisplayed(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.scroll(by: 600)
    let nearStart = Recorder(driver.kit.nearStart)
    driver.kit.nearStartDistance = 2
    #expect(nearStart.values.isEmpty)
    driver.scroll(by: -400)
    #expect(nearStart.values.isEmpty)
    driver.scrollToTop()
    #expect(nearStart.values.count == 1)
    driver.scroll(by: 200)
    driver.scrollToTop()
    #expect(nearStart.values.count == 1)
  }

  @Test(arguments: KitKind.allCases)
  func anOlderPageKeepsTheTopRowsStillAndAsksAgainForTheNextStart(kind: KitKind) {
    let driver = kind.make(notes(21...50))
    driver.view.layoutIfNeeded()
    driver.scroll(by: 200)
    let nearStart = Recorder(driver.kit.nearStart)
    driver.scrollToTop()
    #expect(nearStart.values.count == 1)
    driver.kit.olderPaging.value = .loading
    let top = driver.rendered.first
    driver.kit.addPage((11...20).map { Note($0) }, at: .start)
    driver.view.finishAnimations()
    driver.kit.olderPaging.value = .idle
    #expect(driver.rendered.first == top?.replacingOccurrences(of: "0-0", with: "0-10"))
    #expect(driver.view.contentOffset.y == 440)
    driver.scrollToTop()
    #expect(nearStart.values.count == 2)
  }

  @Test(arguments: KitKind.allCases)
  func aPageThatStopsLoadingBeforeItsRowsArriveStillKeepsTheScreenStill(kind: KitKind) async {
    let driver = kind.make(notes(21...50))
    driver.view.layoutIfNeeded()
    let nearStart = Recorder(driver.kit.nearStart)
    await waitForDeferredUpdates()
    #expect(nearStart.values.count == 1)
    driver.kit.olderPaging.value = .loading
    driver.kit.olderPaging.value = .idle
    driver.kit.addPage((11...20).map { Note($0) }, at: .start)
    driver.view.finishAnimations()
    #expect(driver.rendered.first == "0-10 n21")
  }

  @Test(arguments: KitKind.allCases)
  func aFailedOlderPageWaitsForRetryThenAsksAgain(kind: KitKind) async {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    let nearStart = Recorder(driver.kit.nearStart)
    await waitForDeferredUpdates()
    #expect(nearStart.values.count == 1)
    driver.kit.olderPaging.value = .failed
    driver.scroll(by: 100)
    driver.scrollToTop()
    #expect(nearStart.values.count == 1)
    driver.kit.retryOlderPaging()
    #expect(driver.kit.olderPaging.value == .idle)
    #expect(nearStart.values.count == 2)
    driver.kit.olderPaging.value = .exhausted
    driver.kit.retryOlderPaging()
    #expect(driver.kit.olderPaging.value == .exhausted)
  }

  @Test(arguments: KitKind.allCases)
  func overlappingPagesInBothDirectionsNeverDuplicateARow(kind: KitKind) {
    let driver = kind.make(notes(20...30))
    let older = driver.kit.addPage((15...22).map { Note($0) }, at: .start)
    let newer = driver.kit.addPage((28...35).map { Note($0) } + [Note(35)], at: .end)
    driver.view.finishAnimations()
    #expect(older.map(\.id) == Array(15...19))
    #expect(newer.map(\.id) == Array(31...35))
    #expect(driver.kit.table.value.map(\.id) == Array(15...35))
    #expect(driver.rowCounts == [21])
  }
}
