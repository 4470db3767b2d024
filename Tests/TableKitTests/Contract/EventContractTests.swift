import TableKitTesting
import Testing

@testable import TableKit

/// Display, scrolling and prefetching reach the app with the rows' models, in a table and a
/// grid; prefetch work ends when UIKit cancels it or the row leaves the table.
@MainActor @Suite(.keepsWindows) struct EventContractTests {
  @Test(arguments: KitKind.allCases)
  func scrollingReportsDisplayAndOffset(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    let kit = driver.kit
    driver.view.layoutIfNeeded()
    let shown = Recorder(kit.willDisplay)
    let hidden = Recorder(kit.didEndDisplaying)
    let offsets = Recorder(kit.didScroll)
    driver.scroll(by: 88)
    #expect(shown.values.map(\.id) == [5, 6])
    #expect(hidden.values.map(\.id) == [0, 1])
    #expect(offsets.values.last == CGPoint(x: 0, y: 88))
  }

  @Test(arguments: KitKind.allCases)
  func prefetchCarriesModelsAheadAndItsWorkEndsWhenTheRowLeaves(kind: KitKind) {
    let driver = kind.make(notes(0..<40))
    let kit = driver.kit
    var started: [Int] = []
    let ended = LifetimeProbe()
    kit.prefetchWorker = { note in
      started.append(note.id)
      return ended.disposer("\(note.id)")
    }
    let prefetched = Recorder(kit.prefetch)
    driver.view.layoutIfNeeded()
    driver.scroll(by: 44)
    let ahead = prefetched.values.flatMap { $0 }.map(\.id)
    #expect(!ahead.isEmpty)
    #expect(ahead.allSatisfy { $0 >= 5 })
    #expect(Set(started) == Set(ahead))
    kit.table.value = notes(0..<5)
    driver.view.finishAnimations()
    #expect(Set(ended.names) == Set(ahead.map { "\($0)" }))
  }

  @Test(arguments: KitKind.allCases)
  func prefetchWorkEndsWhenUIKitCancelsThePrefetch(kind: KitKind) {
    let driver = kind.make(notes(0..<90))
    let kit = driver.kit
    let cancelled = Recorder(kit.cancelPrefetch)
    let ended = LifetimeProbe()
    var started: [Int] = []
    kit.prefetchWorker = { note in
      started.append(note.id)
      return ended.disposer("\(note.id)")
    }
    driver.view.layoutIfNeeded()
    driver.scroll(by: 44)
    // UIKit cancels for its own reasons: a table when an update comes (or the rows are far
    // from the screen; Rules.md R-prefetch-4), a grid when the scroll turns back.
    if kind == .table {
      kit.table.value = notes(0..<91)
      driver.view.finishAnimations()
    } else {
      driver.scroll(by: -44)
    }
    let cancelledIDs = cancelled.values.flatMap { $0.map(\.id) }
    #expect(!cancelledIDs.isEmpty)
    #expect(Set(ended.names) == Set(cancelledIDs.map { "\($0)" }))
    #expect(Set(cancelledIDs).isSubset(of: started))
  }
}

/// The empty view borrows the view's background while the table has no rows, and gives the
/// app's own back.
@MainActor @Suite(.keepsWindows) struct EmptyStateContractTests {
  @Test(arguments: KitKind.allCases)
  func theEmptyViewShowsWhileTheTableHasNoRowsThenTheAppsBackgroundComesBack(kind: KitKind) {
    let driver = kind.make(Table<EmptySection, Note>())
    let background = UIView()
    driver.backgroundView = background
    let empty = UILabel()
    driver.kit.emptyView = empty
    #expect(driver.backgroundView === empty)
    driver.kit.table.value = notes([1])
    driver.view.finishAnimations()
    #expect(driver.backgroundView === background)
    driver.kit.table.value = notes([])
    driver.view.finishAnimations()
    #expect(driver.backgroundView === empty)
  }

  @Test(arguments: KitKind.allCases)
  func clearingTheEmptyViewRemovesIt(kind: KitKind) {
    let driver = kind.make(Table<EmptySection, Note>())
    driver.kit.emptyView = UILabel()
    #expect(driver.backgroundView != nil)
    driver.kit.emptyView = nil
    #expect(driver.backgroundView == nil)
  }
}
