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
