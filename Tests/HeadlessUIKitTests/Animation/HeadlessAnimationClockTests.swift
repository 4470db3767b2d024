import Testing

@testable import HeadlessUIKit

/// The headless animation clock that UIKit's later completions run on (Rules.md R-time-2).
@MainActor @Suite struct HeadlessAnimationClockTests {
  let clock = HeadlessAnimationClock.shared

  @Test func animationsFinishOneAtATimeInTheOrderTheyStarted() {
    let view = UIView()
    var ended: [Int] = []
    clock.start(in: view) { ended.append(1) }
    clock.start(in: view) { ended.append(2) }
    #expect(clock.pendingCount(in: view) == 2)
    #expect(clock.finishNext(in: view))
    #expect(ended == [1])
    #expect(clock.pendingCount(in: view) == 1)
    #expect(clock.finishNext(in: view))
    #expect(ended == [1, 2])
    #expect(!clock.finishNext(in: view))
  }

  @Test func finishingAllRunsTheAnimationsTheirCompletionsStart() {
    let view = UIView()
    var ended: [String] = []
    clock.start(in: view) {
      ended.append("first")
      self.clock.start(in: view) { ended.append("started by first") }
    }
    clock.finishAll(in: view)
    #expect(ended == ["first", "started by first"])
    #expect(clock.pendingCount(in: view) == 0)
  }

  @Test func finishingOneViewsAnimationsLeavesAnotherViewsInFlight() {
    let view = UIView()
    let other = UIView()
    var ended: [String] = []
    clock.start(in: other) { ended.append("other") }
    clock.start(in: view) { ended.append("view") }
    clock.finishAll(in: view)
    #expect(ended == ["view"])
    #expect(clock.pendingCount(in: other) == 1)
    clock.finishAll(in: other)
    #expect(ended == ["view", "other"])
  }

  @Test func animationsEndOnTheirOwnAtTheEndOfTheMainActorTurn() async {
    let view = UIView()
    var ended: [String] = []
    clock.start(in: view) {
      ended.append("first")
      self.clock.start(in: view) { ended.append("second") }
    }
    #expect(ended.isEmpty)
    await Task.yield()
    #expect(ended.first == "first")
    await Task.yield()  // one started by a completion ends on a later turn
    #expect(ended == ["first", "second"])
  }
}
