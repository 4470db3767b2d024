import Foundation
import Testing

@testable import HeadlessUIKit

/// Rules.md R-prefetch-*: the prefetch rules that table and collection views share.
@MainActor @Suite struct PrefetchPlannerTests {
  func paths(_ rows: Int...) -> [IndexPath] { rows.map { IndexPath(row: $0, section: 0) } }

  @Test func theDirectionIsUnknownUntilTheFirstScrollAlongTheAxis() {
    var planner = PrefetchPlanner()
    #expect(planner.direction == nil)
    planner.noteScroll(by: 0)
    #expect(planner.direction == nil)
    planner.noteScroll(by: 10)
    #expect(planner.direction == .forward)
    planner.noteScroll(by: 0)
    #expect(planner.direction == .forward)
    planner.noteScroll(by: -3)
    #expect(planner.direction == .backward)
  }

  @Test func candidatesArePrefetchedOnceNearestFirstAndUsedOnesLeaveWithoutACancel() {
    var planner = PrefetchPlanner()
    planner.noteScroll(by: 44)
    let first = planner.plan(candidates: paths(11, 12, 13), visible: Set(paths(1, 2)))
    #expect(first.cancel.isEmpty && first.prefetch == paths(11, 12, 13))
    let second = planner.plan(candidates: paths(12, 13, 14), visible: Set(paths(10, 11)))
    #expect(second.cancel.isEmpty && second.prefetch == paths(14))
    #expect(planner.outstanding == paths(12, 13, 14))
  }

  @Test func visiblePathsAreNeverPrefetched() {
    var planner = PrefetchPlanner()
    planner.noteScroll(by: 1)
    let plan = planner.plan(candidates: paths(3, 4), visible: Set(paths(3)))
    #expect(plan.prefetch == paths(4))
  }

  @Test func aReversalCancelsEveryOutstandingPathBeforeTheNewPrefetch() {
    var planner = PrefetchPlanner()
    planner.noteScroll(by: 1)
    _ = planner.plan(candidates: paths(20, 21), visible: [])
    planner.noteScroll(by: -1)
    let plan = planner.plan(candidates: paths(8, 7), visible: [])
    #expect(plan.cancel == paths(20, 21) && plan.prefetch == paths(8, 7))
  }

  @Test func pathsThatStopBeingCandidatesAreCancelledAndUpdatesCarryTheRest() {
    var planner = PrefetchPlanner()
    planner.noteScroll(by: 1)
    _ = planner.plan(candidates: paths(3, 4), visible: [])
    planner.remap { $0.row == 3 ? nil : IndexPath(row: $0.row + 1, section: 0) }
    #expect(planner.outstanding == paths(5))
    let jump = planner.plan(candidates: paths(12, 13), visible: [])
    #expect(jump.cancel == paths(5) && jump.prefetch == paths(12, 13))
    planner.forgetOutstanding()
    #expect(planner.outstanding.isEmpty)
  }
}

/// Rules.md R-time-5: before the first scroll the views prefetch ahead of the content's start.
@MainActor @Suite struct PrefetchPlannerFirstLayoutTests {
  func paths(_ rows: Int...) -> [IndexPath] { rows.map { IndexPath(row: $0, section: 0) } }

  @Test func beforeAnyScrollTheViewsPrefetchForward() {
    #expect(PrefetchPlanner().directionAhead == .forward)
  }

  @Test func aBackwardScrollAfterAFirstLayoutPrefetchCancelsWhatItPrefetched() {
    var planner = PrefetchPlanner()
    _ = planner.plan(candidates: paths(10, 11), visible: [])
    planner.noteScroll(by: -1)
    let plan = planner.plan(candidates: paths(2, 1), visible: [])
    #expect(plan.cancel == paths(10, 11) && plan.prefetch == paths(2, 1))
  }
}
