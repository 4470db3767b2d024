import Testing

@testable import HeadlessUIKit

/// Rules article, completion timing: a batch update's completion, and the end of the deleted
/// rows' display, come from the update's animation, after `performBatchUpdates` returns.
@MainActor @Suite struct UITableViewCompletionTimingTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func theCompletionRunsAfterPerformBatchUpdatesReturns() {
    // Rules.md R-time-2
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    var finished: [Bool] = []
    fixture.dataSource.sections[0].append("new")
    table.performBatchUpdates(
      { table.insertRows(at: [path(0, 3)], with: .automatic) },
      completion: { finished.append($0) })
    #expect(finished.isEmpty)
    #expect(table.headless.pendingAnimationCount == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)
    table.headless.finishAnimations()
    #expect(finished == [true])
    #expect(table.headless.pendingAnimationCount == 0)
  }

  @Test func aDeletedRowEndsItsDisplayWithTheAnimation() throws {
    // Rules.md R-time-2 (inferred: the deleted cells go to the animation's completion)
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let deleted = try #require(table.cellForRow(at: path(0, 1)))
    fixture.log.clear()
    var order: [String] = []
    fixture.dataSource.sections[0].remove(at: 1)
    table.performBatchUpdates(
      { table.deleteRows(at: [path(0, 1)], with: .fade) },
      completion: { _ in order = fixture.log.calls(startingWith: "didEndDisplaying") })
    #expect(fixture.log.calls(startingWith: "didEndDisplaying").isEmpty)
    #expect(table.cellForRow(at: path(0, 1)) !== deleted)
    #expect(deleted.superview === table)  // still animating out
    table.headless.finishAnimations()
    #expect(order == ["didEndDisplaying 0-1"])  // before the completion
    #expect(deleted.superview == nil)
  }

  @Test func aLoneDeleteEndsItsRowsDisplayWithItsAnimation() {
    // Rules.md R-time-2, R-batch-2: a lone call is its own animated batch
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    fixture.dataSource.sections[0].remove(at: 0)
    fixture.table.deleteRows(at: [path(0, 0)], with: .fade)
    #expect(fixture.table.headless.pendingAnimationCount == 1)
    fixture.table.headless.finishAnimations()
    #expect(fixture.log.calls.contains("didEndDisplaying 0-0"))
  }

  @Test func nestedCompletionsRunTogetherWhenTheOutermostAnimationEnds() {
    // Rules.md R-time-2, R-batch-1
    let fixture = TableFixture(rows: [2])
    let table = fixture.table
    table.layoutIfNeeded()
    var finished: [String] = []
    table.performBatchUpdates(
      { table.performBatchUpdates(nil, completion: { _ in finished.append("inner") }) },
      completion: { _ in finished.append("outer") })
    #expect(finished.isEmpty)
    #expect(table.headless.pendingAnimationCount == 1)
    table.headless.finishAnimations()
    #expect(finished == ["inner", "outer"])
  }

  @Test func completionsCompleteOnTheirOwnAtTheEndOfTheMainActorTurn() async {
    // Rules.md R-time-2: as on a device, code that awaits sees the completion
    let fixture = TableFixture(rows: [2])
    let table = fixture.table
    table.layoutIfNeeded()
    var finished = false
    table.performBatchUpdates(nil, completion: { finished = $0 })
    #expect(!finished)
    await Task.yield()
    #expect(finished)
    #expect(table.headless.pendingAnimationCount == 0)
  }

  @Test func aCollectionViewsCompletionRunsAfterTheCallReturns() {
    // Rules.md R-time-2 (collection views: the completion only)
    let (recorder, collectionView) = loadedCollectionView([2])
    var finished = false
    recorder.sections[0].append("new")
    collectionView.performBatchUpdates(
      { collectionView.insertItems(at: [IndexPath(item: 2, section: 0)]) },
      completion: { finished = $0 })
    #expect(!finished)
    #expect(collectionView.headless.finishNextAnimation())
    #expect(finished)
    #expect(!collectionView.headless.finishNextAnimation())
  }
}
