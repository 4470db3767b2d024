import Signals
import SignalsTesting
import Testing

/// The core's delivery contract, checked through the operators that add their own subscription
/// state: several inputs, timers and inner subscriptions.
@Suite struct OperatorContractTests {
  @Test func aSubscriberDisposingItselfInsideMergeReceivesNothingQueued() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let received = Log<Int>()
    let subscription = SerialDisposable()
    subscription.replace(
      with: merge(first.signal, second.signal).onValue { value in
        received.append(value)
        second.send(value + 1)
        subscription.dispose()
      })
    first.send(1)
    second.send(5)
    #expect(received.elements == [1])
    #expect(!first.hasSubscribers && !second.hasSubscribers)
  }

  @Test func anInnerCallbackMaySwitchFlatMapLatestToAnotherInner() {
    let outer = Emitter<Int>()
    let inners = [Emitter<String>(), Emitter<String>()]
    let received = Log<String>()
    let subscription = outer.signal.flatMapLatest { inners[$0].signal }.onValue { value in
      received.append(value)
      if value == "switch" { outer.send(1) }
    }
    outer.send(0)
    inners[0].send("switch")
    inners[0].send("stale")
    inners[1].send("fresh")
    #expect(received.elements == ["switch", "fresh"])
    #expect(!inners[0].hasSubscribers)
    subscription.dispose()
  }

  @Test func mergeNeverEntersTheSubscriberFromTwoThreadsAtOnce() {
    let emitters = (0..<4).map { _ in Emitter<Int>() }
    let detector = OverlapDetector()
    let subscription = merge(emitters.map(\.signal)).onValue { _ in detector.call() }
    onThreads(4) { thread in
      for value in 0..<500 { emitters[thread].send(value) }
    }
    subscription.dispose()
    #expect(detector.calls == 2000)
    #expect(detector.overlaps == 0)
  }

  @Test func combineLatestNeverEntersTheSubscriberFromTwoThreadsAtOnce() {
    let emitters = (0..<4).map { _ in Emitter<Int>() }
    let detector = OverlapDetector()
    let subscription = combineLatest(emitters.map(\.signal)).onValue { _ in detector.call() }
    for emitter in emitters { emitter.send(0) }
    onThreads(4) { thread in
      for value in 1...500 { emitters[thread].send(value) }
    }
    subscription.dispose()
    #expect(detector.calls == 2001)
    #expect(detector.overlaps == 0)
  }

  @Test func timersFiringOnOtherThreadsDeliverOneAtATime() {
    let scheduler = TestScheduler()
    let emitter = Emitter<Int>()
    let detector = OverlapDetector()
    let subscription = emitter.signal.delay(by: .seconds(1), on: scheduler).onValue { _ in
      detector.call()
    }
    onThreads(4) { _ in
      for value in 0..<250 { emitter.send(value) }
    }
    scheduler.advance(by: .seconds(1))
    subscription.dispose()
    #expect(detector.calls == 1000)
    #expect(detector.overlaps == 0)
  }

  @Test func disposingFromAnotherThreadWhileTimersAreDueLosesNoLock() {
    let scheduler = TestScheduler()
    let emitter = Emitter<Int>()
    let received = Counter()
    let subscription = emitter.signal.debounce(.seconds(1), on: scheduler).onValue { _ in
      received.increment()
    }
    emitter.send(1)
    onThreads(2) { thread in
      if thread == 0 { subscription.dispose() } else { emitter.send(2) }
    }
    scheduler.run()
    #expect(received.value == 0)
    #expect(scheduler.isIdle)
    #expect(!emitter.hasSubscribers)
  }

  #if DEBUG
    @Test func aTimerDeliveringOffTheSubscribersActorStopsTheProcess() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let scheduler = TestScheduler()
        let emitter = Emitter<Int>()
        let subscription = await MainActor.run {
          emitter.signal.delay(by: .seconds(1), on: scheduler).onValue { _ in }
        }
        await MainActor.run { emitter.send(1) }
        // Advanced from the exit test's task, so the timer delivers off the main actor.
        scheduler.advance(by: .seconds(1))
        subscription.dispose()
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("OperatorContractTests.swift"))
      #expect(message.contains("was called off that actor"))
    }
  #endif
}

extension OperatorContractTests {
  @Test func perSubscriptionStateBehindAMergeSeesEveryValueOnce() {
    let emitters = (0..<4).map { _ in Emitter<Int>() }
    let totals = SignalRecorder(merge(emitters.map(\.signal)).scan(0, +))
    onThreads(4) { thread in
      for value in 1...250 { emitters[thread].send(value) }
    }
    #expect(totals.values.count == 1000)
    #expect(totals.values.last == 4 * (250 * 251 / 2))
    #expect(totals.values == totals.values.sorted())
  }
}

extension OperatorContractTests {
  /// Subscribes to `signal`, disposing the subscription inside the callback at the first
  /// value, and returns every event received.
  func eventsDisposingAtFirstValue(
    _ signal: FiniteSignal<[Int]>, sending send: () -> Void
  ) -> [Event<[Int]>] {
    let received = Log<String>()
    let subscription = SerialDisposable()
    subscription.replace(
      with: signal.onEvent { event in
        received.append("\(event)")
        if case .value = event { subscription.dispose() }
      })
    send()
    return received.elements.map { $0 == "end" ? .end : .value([]) }
  }

  @Test func aSubscriberDisposingAtTheLastValueOfTakeGetsNoEnd() {
    let emitter = Emitter<Int>()
    let events = eventsDisposingAtFirstValue(emitter.signal.take(1).map { [$0] }) {
      emitter.send(1)
    }
    #expect(events == [.value([])])
    #expect(!emitter.hasSubscribers)
  }

  @Test func aSubscriberDisposingAtTheArrayOfCollectGetsNoEnd() {
    let emitter = FiniteEmitter<Int>()
    let events = eventsDisposingAtFirstValue(emitter.signal.collect()) {
      emitter.send(1)
      emitter.finish()
    }
    #expect(events == [.value([])])
  }

  @Test func aSubscriberDisposingAtTheRestOfBufferGetsNoEnd() {
    let emitter = FiniteEmitter<Int>()
    let events = eventsDisposingAtFirstValue(emitter.signal.buffer(count: 2)) {
      emitter.send(1)
      emitter.finish()
    }
    #expect(events == [.value([])])
  }
}
