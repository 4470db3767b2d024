import TableKitTesting
import Testing

@testable import TableKit

/// A table view whose batch completions never run, as reported of some UIKit versions
/// (UIKIT-EVIDENCE-3 #20): the update's animation still runs.
final class CompletionDroppingTableView: UITableView {
  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    super.performBatchUpdates(updates, completion: nil)
  }
}

/// A collection view whose batch completions never run.
final class CompletionDroppingCollectionView: UICollectionView {
  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    super.performBatchUpdates(updates, completion: nil)
  }
}

/// A completion that never arrives must not stop the kits: a table set while an update animates
/// waits for its completion only until the main actor's turn ends (UpdatePipeline.md).
@MainActor @Suite(.keepsWindows) struct DroppedCompletionTests {
  @Test func tablesStillReachATableViewThatDropsACompletion() async {
    let view = inWindow(CompletionDroppingTableView(frame: .zero, style: .plain))
    let kit = TableKit(table: messages([1, 2]), view: view)
    kit.view.layoutIfNeeded()
    kit.table.value = messages([1, 2, 3])
    kit.table.value = messages([3, 1])
    kit.table.value = messages([3, 1, 4])
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 m3"])  // waits for the turn
    await waitForDeferredUpdates()
    #expect(renderedRows(kit.view) == ["0-0 m3", "0-1 m1", "0-2 m4"])
    kit.table.value = messages([4])
    await waitForDeferredUpdates()
    kit.view.finishAnimations()
    #expect(renderedRows(kit.view) == ["0-0 m4"])
  }

  @Test func tablesStillReachACollectionViewThatDropsACompletion() async {
    let view = inWindow(
      CompletionDroppingCollectionView(frame: .zero, collectionViewLayout: gridLayout()))
    let kit = CollectionKit(table: tiles([1, 2]), view: view)
    kit.view.layoutIfNeeded()
    kit.table.value = tiles([1, 2, 3])
    kit.table.value = tiles([3, 1])
    await waitForDeferredUpdates()
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t3", "0-1 t1"])
    kit.table.value = tiles([4])
    await waitForDeferredUpdates()
    kit.view.finishAnimations()
    #expect(renderedItems(kit.view) == ["0-0 t4"])
  }
}
