import TableKitTesting
import Testing

@testable import TableKit

// The snippet of Sources/TableKitTesting/TableKitTesting.docc/AnimationTiming.md, compiled and
// run; change both together.

@MainActor @Suite(.keepsWindows) struct AnimationTimingTests {
  let tableView = windowedTableView()

  @Test func aTableSetDuringAnAnimationWaitsForIt() async {
    let kit = TableKit(table: Table(rows: [Message(1)]), view: tableView)
    kit.table.value = Table(rows: [Message(1), Message(2)])  // animates
    kit.table.value = Table(rows: [Message(1), Message(2), Message(3)])  // waits for it
    #expect(kit.view.numberOfRows(inSection: 0) == 2)
    #expect(kit.view.pendingAnimationCount == 1)

    kit.view.finishNextAnimation()  // the first update ends; the waiting table animates in
    #expect(kit.view.numberOfRows(inSection: 0) == 3)
    #expect(kit.view.pendingAnimationCount == 1)

    kit.view.finishAnimations()
    #expect(kit.view.pendingAnimationCount == 0)

    kit.table.value = Table(rows: [Message(3)])
    await waitForDeferredUpdates()  // it ends on its own, as on a device
    #expect(kit.view.pendingAnimationCount == 0)
  }

  @Test func anAnimatedScrollArrivesWhenItsAnimationEnds() {
    let kit = TableKit(table: Table(rows: (1...50).map { Message($0) }), view: tableView)
    let target = IndexPath(row: 40, section: 0)
    kit.view.scrollToRow(at: target, at: .top, animated: true)
    #expect(kit.view.contentOffset.y == 0)  // on its way
    #expect(kit.view.pendingAnimationCount == 1)

    kit.view.finishAnimations()
    #expect(kit.view.indexPathsForVisibleRows?.contains(target) == true)
  }

  @Test func aRowBelowAnInsertSlidesDownDuringTheAnimation() {
    let kit = TableKit(table: Table(rows: (1...5).map { Message($0) }), view: tableView)
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [Message(1), Message(9)] + (2...5).map { Message($0) })
    let row = IndexPath(row: 2, section: 0)  // Message(2), one row further down
    #expect(kit.view.onScreenFrame(ofRowAt: row, atAnimationProgress: 0)?.minY == 44)
    #expect(kit.view.onScreenFrame(ofRowAt: row, atAnimationProgress: 0.5)?.minY == 66)
    #expect(kit.view.onScreenFrame(ofRowAt: row, atAnimationProgress: 1)?.minY == 88)

    kit.view.finishAnimations()
    #expect(kit.view.onScreenFrame(ofRowAt: row, atAnimationProgress: 0)?.minY == 88)
  }
}
