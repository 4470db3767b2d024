import TableKitTesting
import Testing

@testable import TableKit

// The window snippet and the timing rules of
// Sources/TableKitTesting/TableKitTesting.docc/TableKitTesting.md, compiled and run; change both
// together.
@MainActor @Suite struct TableKitTestingArticleTests {
  @Test func aViewInAWindowAnimatesTheFirstTableSetAndAppliesSetsFromATapNextTurn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    #expect(table.window === window)

    let kit = TableKit(table: messages([1]), view: table)
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 1)  // cells exist after a layout
    kit.table.value = messages([1, 2])
    #expect(table.pendingAnimationCount == 1)  // the first table set animates
    kit.table.value = messages([1, 2, 3])
    #expect(table.numberOfRows(inSection: 0) == 2)  // waits for the animation
    table.finishAnimations()
    #expect(table.numberOfRows(inSection: 0) == 3)

    let bag = DisposeBag()
    bag += kit.didSelect.onValue { [unowned kit] _ in kit.table.value = messages([1]) }
    table.tap(rowAt: IndexPath(row: 0, section: 0))
    #expect(table.numberOfRows(inSection: 0) == 3)  // set from inside the tap: next turn
    await waitForDeferredUpdates()
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}
