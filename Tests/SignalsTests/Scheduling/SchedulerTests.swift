import Dispatch
import Signals
import Testing

@Suite struct SchedulerTests {
  @Test func immediateSchedulerRunsWorkAtOnceEvenWithADelay() {
    let log = Log<String>()
    ImmediateScheduler.immediate.perform { log.append("now") }
    let later = ImmediateScheduler.immediate.perform(after: .seconds(60)) { log.append("later") }
    later.dispose()
    #expect(log.elements == ["now", "later"])
  }

  @Test func dispatchQueueSchedulerRunsWorkInOrder() async {
    let scheduler = DispatchQueueScheduler(label: "test")
    let log = Log<Int>()
    await withCheckedContinuation { continuation in
      for value in 0..<100 { scheduler.perform { log.append(value) } }
      scheduler.perform { continuation.resume() }
    }
    #expect(log.elements == Array(0..<100))
  }

  @Test func dispatchQueueSchedulerSerialisesAConcurrentQueue() async {
    let scheduler = DispatchQueueScheduler(queue: .global())
    let log = Log<Int>()
    await withCheckedContinuation { continuation in
      for value in 0..<100 { scheduler.perform { log.append(value) } }
      scheduler.perform { continuation.resume() }
    }
    #expect(log.elements == Array(0..<100))
  }

  @Test func disposingDelayedWorkCancelsIt() async {
    let scheduler = DispatchQueueScheduler(label: "test")
    let log = Log<String>()
    let cancelled = scheduler.perform(after: .seconds(30)) { log.append("cancelled") }
    cancelled.dispose()
    await withCheckedContinuation { continuation in
      _ = scheduler.perform(after: .milliseconds(2)) {
        log.append("ran")
        continuation.resume()
      }
    }
    #expect(log.elements == ["ran"])
  }

  @Test func workDelayedTooLongToCountNeverRunsAndIsReleasedWhenDisposed() {
    let tracker = LifetimeTracker()
    let log = Log<String>()
    let tooLong = Duration.seconds(9_223_372_036) + .milliseconds(900)
    var pending: [any Disposable] = []
    for scheduler in [DispatchQueueScheduler(label: "test"), MainScheduler.main] as [any Scheduler]
    {
      let token = tracker.track(Token(), "work")
      pending.append(scheduler.perform(after: tooLong) { log.append("ran \(token)") })
    }
    for work in pending { work.dispose() }
    #expect(tracker.survivors.isEmpty)
    #expect(log.elements.isEmpty)
  }

  @Test func timingOperatorsAcceptIntervalsTooLongToCount() {
    let scheduler = DispatchQueueScheduler(label: "test")
    let tooLong = Duration.seconds(9_223_372_036) + .milliseconds(900)
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let bag = DisposeBag()
    bag += emitter.signal.delay(by: tooLong, on: scheduler).onValue { log.append("delay \($0)") }
    bag += emitter.signal.debounce(tooLong, on: scheduler).onValue { log.append("debounce \($0)") }
    bag += emitter.signal.throttle(tooLong, on: scheduler).onValue { log.append("throttle \($0)") }
    emitter.send(1)
    emitter.send(2)
    bag.dispose()
    // Throttle lets the first value through at once; every timer waits forever.
    #expect(log.elements == ["throttle 1"])
  }

  @Test func clocksAdvance() {
    let scheduler = DispatchQueueScheduler(label: "test")
    let first = scheduler.now
    #expect(scheduler.now >= first)
    #expect(MainScheduler.main.now >= .zero)
  }

  @Test @MainActor func mainSchedulerRunsWorkOnTheMainActorInOrder() async {
    let log = Log<Int>()
    await withCheckedContinuation { continuation in
      for value in 0..<10 { MainScheduler.main.perform { log.append(value) } }
      MainScheduler.main.perform {
        MainActor.assertIsolated()
        continuation.resume()
      }
    }
    #expect(log.elements == Array(0..<10))
  }

  @Test func deliveredOnKeepsOrderAndDropsQueuedEventsAfterDispose() async {
    let emitter = Emitter<Int>()
    let scheduler = DispatchQueueScheduler(label: "test")
    let log = Log<Int>()
    let holder = SerialDisposable()
    await withCheckedContinuation { continuation in
      holder.replace(
        with: emitter.signal.delivered(on: scheduler).onValue { value in
          log.append(value)
          if value == 5 {
            holder.dispose()
            scheduler.perform { continuation.resume() }
          }
        })
      for value in 0..<10 { emitter.send(value) }
    }
    #expect(log.elements == Array(0...5))
  }
}

/// An object whose release shows that scheduled work was let go.
private final class Token: Sendable {}
