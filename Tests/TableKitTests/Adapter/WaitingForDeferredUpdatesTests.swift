import Foundation
import Synchronization
import TableKitTesting
import Testing

@testable import TableKit

/// `waitForDeferredUpdates()` returns once nothing is deferred, however long the chain of
/// updates set from observers, and reports what is still pending when it never settles.
@MainActor @Suite(.keepsWindows) struct WaitingForDeferredUpdatesTests {
  @Test func waitingLastsUntilALongChainOfObserverSetsEnds() async {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let bag = DisposeBag()
    bag += kit.didSelect.onValue { [unowned kit] _ in kit.table.value = messages([1, 2]) }
    // Each table the view shows asks for one more row, until there are 30.
    bag += kit.table.onValue { [unowned kit] table in
      guard table.count > 1, table.count < 30 else { return }
      kit.table.value = messages(Array(1...table.count + 1))
    }
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    #expect(kit.view.numberOfRows(inSection: 0) == 30)
    #expect(kit.view.pendingAnimationCount == 0)
  }

  // In a process of its own: the kits of parallel tests would wait for its endless chain too.
  @Test func workThatNeverSettlesIsReportedNamingWhatIsPending() async {
    await #expect(processExitsWith: .exitCode(3)) {
      let reported = await neverSettlingWaitReports()
      exit(reported ? 3 : 4)
    }
  }
}

/// Waits while an observer sets a new table each time it hears of one, and returns whether the
/// wait reported the work still pending, naming the kit.
@MainActor private func neverSettlingWaitReports() async -> Bool {
  let kit = TableKit(table: messages([1]), view: windowedTableView())
  let bag = DisposeBag()
  bag += kit.didSelect.onValue { [unowned kit] _ in kit.table.value = messages([1, 2]) }
  bag += kit.table.onValue { [unowned kit] table in
    guard table.count > 1 else { return }
    kit.table.value = messages(Array(1...(table.count == 2 ? 3 : 2)))
  }
  kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
  let matched = Mutex(false)
  await withKnownIssue {
    await waitForDeferredUpdates()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined()
    let expected =
      text.contains("work is still deferred after 1000 turns")
      && (text.contains("TableKit of a table view") || text.contains("animations"))
    matched.withLock { $0 = $0 || expected }
    return true
  }
  bag.dispose()
  return matched.withLock { $0 }
}
