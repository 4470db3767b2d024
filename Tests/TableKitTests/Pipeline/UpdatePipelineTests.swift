import Testing

@testable import TableKit

/// The pipeline's effects, against a fake target: what it asks the target to do, in order.
@MainActor @Suite struct UpdatePipelineTests {
  /// Records the pipeline's calls; can refuse the view or ask for reloads.
  final class FakeTarget: UpdatePipelineTarget {
    typealias Section = Group
    typealias Row = Item
    var calls: [String] = []
    var canDrive = true
    var result = PipelineUpdateResult.applied
    /// Runs inside the next update, as a user closure that UIKit calls would.
    var duringUpdate: (() -> Void)?

    func pipelineCanDriveView() -> Bool { canDrive }
    func pipelineUpdate(from old: TestTable, to new: TestTable, changes: KnownChanges?)
      -> PipelineUpdateResult
    {
      calls.append("update \(old.count)→\(new.count)")
      let run = duringUpdate
      duringUpdate = nil
      run?()
      return result
    }
    func pipelineReload(to table: TestTable) { calls.append("reload \(table.count)") }
    func pipelineDidShow(_ table: TestTable) { calls.append("didShow \(table.count)") }
    func pipelineSelect(_ rows: [Item]) { calls.append("select \(rows.count)") }
    func pipelineUpdateAccessories() { calls.append("accessories") }
    func pipelineCaptureAnchor() -> ScrollAnchor? { nil }
    func pipelineRestoreAnchor(_ anchor: ScrollAnchor?, animated: Bool) {}
    func pipelineBatchAnimationDidEnd() {}
    func pipelineOffMainDiff(from old: TestTable, to new: TestTable) -> OffMainDiff? { nil }
  }

  func makePipeline(_ table: TestTable = TestTable("a: A")) -> (
    UpdatePipeline<FakeTarget>, FakeTarget
  ) {
    let pipeline = UpdatePipeline<FakeTarget>(table: table)
    let target = FakeTarget()
    pipeline.target = target
    return (pipeline, target)
  }

  @Test func aRequestIsAppliedAndObserversHearOfIt() {
    let (pipeline, target) = makePipeline()
    pipeline.request(TestTable("a: A B"))
    #expect(target.calls == ["update 1→2", "didShow 2"])
    #expect(pipeline.shown == TestTable("a: A B"))
  }

  @Test func aRejectedBatchReloadsTheNewTable() {
    let (pipeline, target) = makePipeline()
    target.result = .needsReload
    pipeline.request(TestTable("a: A B"))
    #expect(target.calls == ["update 1→2", "reload 2", "didShow 2"])
  }

  @Test func aTableSetDuringAnUpdateIsAppliedRightAfter() {
    let (pipeline, target) = makePipeline()
    target.duringUpdate = { pipeline.request(TestTable("a: A B C")) }
    pipeline.request(TestTable("a: A B"))
    #expect(target.calls == ["update 1→2", "didShow 2", "update 2→3", "didShow 3"])
  }

  @Test func aTableSetInsideUIKitsCallWaitsForTheNextTurn() async {
    let (pipeline, target) = makePipeline()
    pipeline.callout { pipeline.request(TestTable("a: A B")) }
    #expect(target.calls == [])
    // The drain is a main-actor task: it runs once this test gives up the actor.
    for _ in 0..<100 where target.calls.isEmpty { await Task.yield() }
    #expect(target.calls == ["update 1→2", "didShow 2"])
  }

  @Test func aTableSetInsideTheKitsOwnViewCallIsAppliedWhenItReturns() {
    let (pipeline, target) = makePipeline()
    pipeline.viewCall {
      pipeline.callout { pipeline.request(TestTable("a: A B")) }
      #expect(target.calls == [])
    }
    #expect(target.calls == ["update 1→2", "didShow 2"])
  }

  @Test func aViewTakenOverGetsNothingUntilTheKitDrivesItAgain() {
    let (pipeline, target) = makePipeline()
    target.canDrive = false
    pipeline.request(TestTable("a: A B"))
    pipeline.requestSelection([Item(id: "A", content: 0)])
    #expect(target.calls == [])
    target.canDrive = true
    pipeline.requestAccessories()
    #expect(target.calls == ["update 1→2", "didShow 2", "select 1", "accessories"])
  }
}
