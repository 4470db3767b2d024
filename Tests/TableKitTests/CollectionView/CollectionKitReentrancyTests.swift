import TableKitTesting
import Testing

@testable import TableKit

/// A size closure may set the table again: the change waits for UIKit's layout pass.
@MainActor @Suite(.keepsWindows) struct CollectionKitReentrancyTests {
  @Test func aTableSetFromASizeClosureWaitsForTheLayoutPass() async {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    var setOnce = false
    kit.sizeForRow = { [unowned kit] _, _ in
      if !setOnce {
        setOnce = true
        kit.table.value = tiles([1, 2, 3])
        kit.view.finishAnimations()
      }
      return CGSize(width: 100, height: 40)
    }
    kit.view.layoutIfNeeded()
    await waitForDeferredUpdates()
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t2", "0-2 t3"])
  }
}
