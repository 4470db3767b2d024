import Dispatch
import Signals
import SignalsTesting
import Synchronization
import Testing

@Suite struct TestSchedulerTests {
  /// Collects labels from scheduled work, in the order it runs.
  final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    var all: [String] { entries.withLock { $0 } }
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  }

  @Test func runsNothingUntilAdvanced() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.perform { log.append("now") }
    _ = scheduler.perform(after: .seconds(1)) { log.append("later") }
    #expect(log.all.isEmpty)
    #expect(scheduler.pendingCount == 2)
  }

  @Test func advanceRunsWorkDueWithinTheInterval() {
    let scheduler = TestScheduler()
    let log = Log()
    _ = scheduler.perform(after: .seconds(2)) { log.append("two") }
    _ = scheduler.perform(after: .seconds(5)) { log.append("five") }
    scheduler.advance(by: .seconds(1))
    #expect(log.all.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(log.all == ["two"])
    #expect(scheduler.now == .seconds(2))
    scheduler.advance(by: .seconds(10))
    #expect(log.all == ["two", "five"])
    #expect(scheduler.now == .seconds(12))
  }

  @Test func clockReadsTheDueTimeOfTheRunningWork() {
    let scheduler = TestScheduler()
    let seen = Mutex<[Duration]>([])
    for seconds in [3, 1, 2] {
      _ = scheduler.perform(after: .seconds(seconds)) {
        seen.withLock { $0.append(scheduler.now) }
      }
    }
    scheduler.advance(by: .seconds(10))
    #expect(seen.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func workDueAtTheSameInstantRunsInSchedulingOrder() {
    let scheduler = TestScheduler()
    let log = Log()
    for label in ["a", "b", "c", "d"] {
      _ = scheduler.perform(after: .seconds(1)) { log.append(label) }
    }
    scheduler.perform { log.append("now") }
    scheduler.advance(by: .seconds(1))
    #expect(log.all == ["now", "a", "b", "c", "d"])
  }

  @Test func workScheduledByRunningWorkRunsWhenDueWithinTheSameAdvance() {
    let scheduler = TestScheduler()
    let log = Log()
    _ = scheduler.perform(after: .seconds(1)) {
      log.append("first")
      _ = scheduler.perform(after: .seconds(1)) { log.append("second") }
      _ = scheduler.perform(after: .seconds(5)) { log.append("too late") }
    }
    scheduler.advance(by: .seconds(3))
    #expect(log.all == ["first", "second"])
    #expect(scheduler.pendingCount == 1)
  }

  @Test func disposingCancelsPendingWork() {
    let scheduler = TestScheduler()
    let log = Log()
    let cancelled = scheduler.perform(after: .seconds(1)) { log.append("cancelled") }
    _ = scheduler.perform(after: .seconds(1)) { log.append("kept") }
    cancelled.dispose()
    cancelled.dispose()
    scheduler.run()
    #expect(log.all == ["kept"])
  }

  @Test func runEmptiesTheQueueAndMovesTheClockToTheLastItem() {
    let scheduler = TestScheduler()
    let log = Log()
    _ = scheduler.perform(after: .seconds(4)) {
      log.append("four")
      _ = scheduler.perform(after: .seconds(3)) { log.append("seven") }
    }
    scheduler.run()
    #expect(log.all == ["four", "seven"])
    #expect(scheduler.now == .seconds(7))
    #expect(scheduler.isIdle)
  }

  @Test func advancingToAnInstantRunsWorkDueByThenAndNeverMovesTheClockBack() {
    let scheduler = TestScheduler()
    let log = Log()
    _ = scheduler.perform(after: .seconds(3)) { log.append("three") }
    _ = scheduler.perform(after: .seconds(4)) { log.append("four") }
    scheduler.advance(to: .seconds(3))
    #expect(log.all == ["three"])
    scheduler.advance(to: .seconds(1))
    #expect(scheduler.now == .seconds(3))
    #expect(log.all == ["three"])
  }

  @Test func negativeDelaysRunAtTheCurrentInstant() {
    let scheduler = TestScheduler()
    let log = Log()
    scheduler.advance(by: .seconds(1))
    _ = scheduler.perform(after: .seconds(-5)) { log.append("past") }
    scheduler.advance()
    #expect(log.all == ["past"])
    #expect(scheduler.now == .seconds(1))
  }

  @Test func schedulingFromManyThreadsLosesNothing() {
    let scheduler = TestScheduler()
    let count = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let cancellation = scheduler.perform(after: .milliseconds(index % 7)) {
        count.withLock { $0 += 1 }
      }
      if index.isMultiple(of: 10) { cancellation.dispose() }
    }
    scheduler.run()
    #expect(count.withLock { $0 } == 180)
  }

  @Test func releasesTheSchedulerWhilePendingWorkHoldsItsCancellation() {
    weak var weakScheduler: TestScheduler?
    do {
      let scheduler = TestScheduler()
      weakScheduler = scheduler
      let holder = Mutex<(any Disposable)?>(nil)
      let cancellation = scheduler.perform(after: .seconds(1)) { holder.withLock { _ = $0 } }
      holder.withLock { $0 = cancellation }
    }
    #expect(weakScheduler == nil)
  }

  @Test func advancingFromInsideScheduledWorkStops() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      scheduler.perform { scheduler.advance(by: .seconds(1)) }
      scheduler.advance()
    }
  }

  @Test func runningWorkThatNeverEndsStops() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler()
      @Sendable func tick() { _ = scheduler.perform(after: .seconds(1), tick) }
      tick()
      scheduler.run(limit: 10)
    }
  }
}
