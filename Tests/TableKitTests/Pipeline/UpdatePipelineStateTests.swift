import Testing

@testable import TableKit

/// The update pipeline's decisions, as a value: every transition of its diagram, without a view.
@Suite struct UpdatePipelineStateTests {
  typealias State = UpdatePipelineState<Group, Item>

  static let one = TestTable("a: A")
  static let two = TestTable("a: A B")
  static let three = TestTable("a: A B C")
  static let item = Item(id: "A", content: 0)

  /// Drains as the pipeline would, without effects: the steps in order until it waits.
  static func steps(_ state: inout State, canDrive: Bool = true) -> [String] {
    var steps: [String] = []
    while true {
      switch state.next(canDriveView: { canDrive }) {
      case .update(let old, let new, _):
        steps.append("update \(old.count)→\(new.count)")
        state.applied(new)
      case .reload(let table):
        steps.append("reload \(table.count)")
        state.applied(table)
      case .didShow(let table): steps.append("didShow \(table.count)")
      case .select(let rows): steps.append("select \(rows.count)")
      case .updateAccessories: steps.append("accessories")
      case .drainLater: return steps + ["later"]
      case .wait: return steps
      }
    }
  }

  @Test func anIdlePipelineAppliesARequestAtOnce() {
    var state = State(table: Self.one)
    state.request(Self.two)
    #expect(Self.steps(&state) == ["update 1→2"])
    #expect(state.shown == Self.two)
    #expect(state.phase == .idle)
    #expect(!state.hasPendingWork)
  }

  @Test func aBatchStartedWhileApplyingLeavesThePipelineAnimating() {
    var state = State(table: Self.one)
    state.request(Self.two)
    guard case .update = state.next(canDriveView: { true }) else {
      Issue.record("expected an update")
      return
    }
    #expect(state.phase == .applying(animations: 0))
    state.animationStarted()
    #expect(state.phase == .applying(animations: 1))
    state.applied(Self.two)
    #expect(state.phase == .animating(count: 1))
    state.animationFinished()
    #expect(state.phase == .idle)
  }

  @Test func requestsWhileAnimatingWaitAndTheLatestWins() {
    var state = State(table: Self.one)
    state.animationStarted()
    state.request(Self.two)
    state.request(Self.three)
    #expect(Self.steps(&state) == ["later"])
    #expect(state.requested == Self.three)
    #expect(state.shown == Self.one)
    state.animationFinished()
    #expect(Self.steps(&state) == ["update 1→3"])
  }

  @Test func nothingIsDecidedWhileApplying() {
    var state = State(table: Self.one)
    state.request(Self.two)
    _ = state.next(canDriveView: { true })
    state.request(Self.three)  // set from a callout the apply caused
    #expect(Self.steps(&state) == [])
    state.applied(Self.two)
    #expect(Self.steps(&state) == ["update 2→3"])
  }

  @Test func insideUIKitsCallWorkWaitsForTheNextTurn() {
    var state = State(table: Self.one)
    state.enterCallout()
    state.request(Self.two)
    #expect(Self.steps(&state) == ["later"])
    let drainsNextTurn = state.exitCallout()
    #expect(drainsNextTurn)  // the pass ends with work waiting
    let scheduled = state.scheduleDrain()
    let scheduledAgain = state.scheduleDrain()
    #expect(scheduled && !scheduledAgain)  // once
    state.scheduledDrainRuns()
    #expect(Self.steps(&state) == ["update 1→2"])
  }

  @Test func aCalloutWithNothingWaitingAsksForNoDrain() {
    var state = State(table: Self.one)
    state.enterCallout()
    let drains = state.exitCallout()
    #expect(!drains)
  }

  @Test func theKitsOwnViewCallDrainsWhenItReturns() {
    var state = State(table: Self.one)
    state.enterCallout()
    let outer = state.enterViewCall()
    #expect(outer == 1)
    #expect(state.calloutDepth == 0)  // callouts it causes are not UIKit's pass
    state.request(Self.two)
    #expect(Self.steps(&state) == [])  // the call drains when it returns
    let drainsNow = state.exitViewCall(restoringCallouts: outer)
    #expect(drainsNow)
    #expect(state.calloutDepth == 1)
    #expect(Self.steps(&state) == ["later"])
  }

  @Test func aReloadWinsOverAWaitingTable() {
    var state = State(table: Self.one)
    state.animationStarted()
    state.request(Self.two)
    state.requestReload()
    state.animationFinished()
    #expect(Self.steps(&state) == ["reload 2"])
    #expect(state.shown == Self.two)
  }

  @Test func workRunsInOrderTableNoticeSelectionAccessories() {
    var state = State(table: Self.one)
    state.animationStarted()
    state.requestAccessories()
    state.requestSelection([Self.item])
    state.request(Self.two)
    // The table waits for the animation (until the turn ends), and so does the rest.
    #expect(Self.steps(&state) == ["later"])
    state.animationFinished()
    #expect(Self.steps(&state) == ["update 1→2", "select 1", "accessories"])
  }

  @Test func aViewTheKitCannotDriveGetsNoTableOrSelection() {
    var state = State(table: Self.one)
    state.request(Self.two)
    state.requestSelection([Self.item])
    #expect(Self.steps(&state, canDrive: false) == [])
    #expect(state.hasPendingTable)
    #expect(Self.steps(&state) == ["update 1→2", "select 1"])
  }

  @Test func anEditWithNothingWaitingIsToldAtOnce() {
    var state = State(table: Self.two)
    state.show(Self.one)  // the edit, in the view
    var transformed = false
    let told = state.recordEdit(viewHasIt: true) { table in
      transformed = true
      return table
    }
    #expect(!transformed)  // nothing waits: the requested table is the shown one
    #expect(told == Self.one)
    #expect(state.requested == Self.one)
  }

  @Test func anEditTheViewTakesInLaterIsToldAfterThePass() {
    var state = State(table: Self.two)
    state.show(Self.two)
    let told = state.recordEdit(viewHasIt: false) { $0 }
    #expect(told == nil)
    #expect(Self.steps(&state) == ["didShow 2"])
  }

  @Test func anEditWhileATableWaitsIsAppliedToThatTable() {
    var state = State(table: Self.one)
    state.animationStarted()
    state.request(Self.three)
    state.show(TestTable("a:"))  // the user deleted A from the view
    let told = state.recordEdit(viewHasIt: true) { _ in TestTable("a: B C") }
    #expect(told == nil)
    #expect(state.requested == TestTable("a: B C"))
    state.animationFinished()
    #expect(Self.steps(&state) == ["update 0→2"])
  }

  @Test func aNoticeWaitingWhenATableIsAppliedIsNotToldTwice() {
    var state = State(table: Self.one)
    let told = state.recordEdit(viewHasIt: false) { $0 }
    #expect(told == nil)
    state.request(Self.two)
    #expect(Self.steps(&state) == ["update 1→2"])
  }

  @Test func aTableWaitsForAnAnimationOnlyUntilTheTurnEnds() {
    // A completion that never arrives must not hold tables for good (UpdatePipeline.md).
    var state = State(table: Self.one)
    state.animationStarted()
    state.request(Self.two)
    state.request(Self.three)
    #expect(Self.steps(&state) == ["later"])
    let schedules = state.scheduleDrain()
    #expect(schedules)
    state.scheduledDrainRuns()
    #expect(Self.steps(&state) == ["update 1→3"])
    // The first batch still animates, and its completion is still counted.
    #expect(state.phase == .animating(count: 1))
    state.animationFinished()
    #expect(state.phase == .idle)
  }

  @Test func aTableSetAfterATurnWaitsForTheNextOne() {
    var state = State(table: Self.one)
    state.animationStarted()
    state.request(Self.two)
    _ = state.scheduleDrain()
    state.scheduledDrainRuns()
    #expect(Self.steps(&state) == ["update 1→2"])
    // A batch without a completion: the next table waits for a turn again.
    state.animationStarted()
    state.request(Self.three)
    #expect(Self.steps(&state) == ["later"])
    state.animationFinished()
    #expect(state.phase == .animating(count: 1))
    #expect(Self.steps(&state) == ["later"])
    _ = state.scheduleDrain()
    state.scheduledDrainRuns()
    #expect(Self.steps(&state) == ["update 2→3"])
  }

  @Test func aTurnWithoutAWaitingTableDoesNotShortenALaterWait() {
    var state = State(table: Self.one)
    state.animationStarted()
    _ = state.scheduleDrain()
    state.scheduledDrainRuns()
    state.request(Self.two)
    #expect(Self.steps(&state) == ["later"])
  }

  @Test func aLateCompletionAfterTheLastIsIgnored() {
    var state = State(table: Self.one)
    state.animationFinished()
    #expect(state.phase == .idle)
    state.animationStarted()
    state.animationStarted()
    state.animationFinished()
    #expect(state.phase == .animating(count: 1))
    state.animationFinished()
    #expect(state.phase == .idle)
  }
}
