import Signals
import SignalsTesting
import Testing

/// A mutable value shared by a test and its callbacks, all on one thread.
final class Slot<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Reads a stopped process's standard error.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Signals used against their contract get a defined answer: the event is ignored, the
/// delivery stays ordered and flat, or the process stops with the fix.
@Suite struct SignalMisuseTests {
  @Test func sendingAfterFinishIsIgnored() {
    let emitter = FiniteEmitter<Int>()
    let log = Log<String>()
    let subscription = emitter.signal.onEvent { log.append("\($0)") }
    emitter.send(1)
    emitter.finish()
    emitter.send(2)
    #expect(log.elements == ["value(1)", "end"])
    subscription.dispose()
  }

  @Test func failingAfterFinishIsIgnored() {
    struct Late: Error {}
    let emitter = FiniteEmitter<Int>()
    let log = Log<String>()
    let subscription = emitter.signal.onEvent { log.append("\($0)") }
    emitter.finish()
    emitter.fail(Late())
    emitter.finish()
    #expect(log.elements == ["end"])
    subscription.dispose()
  }

  @Test func subscribingAfterTheEndGetsTheEndAtOnce() {
    let emitter = FiniteEmitter<Int>()
    emitter.send(1)
    emitter.finish()
    let log = Log<String>()
    let subscription = emitter.signal.onEvent { log.append("\($0)") }
    #expect(log.elements == ["end"])
    subscription.dispose()
  }

  @Test func disposingADisposerTwiceRunsItOnce() {
    let count = Counter()
    let disposer = Disposer { count.increment() }
    disposer.dispose()
    disposer.dispose()
    #expect(count.value == 1)
  }

  @Test func disposingASubscriptionTwiceIsHarmless() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let subscription = emitter.signal.onValue { log.append($0) }
    subscription.dispose()
    subscription.dispose()
    emitter.send(1)
    #expect(log.elements.isEmpty)
    #expect(!emitter.hasSubscribers)
  }

  @Test func subscribingInsideItsOwnCallbackMissesTheEmissionUnderWay() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let inner = Slot<Disposable?>(nil)
    let outer = emitter.signal.onValue { value in
      log.append("outer \(value)")
      guard inner.value == nil else { return }
      inner.value = emitter.signal.onValue { log.append("inner \($0)") }
    }
    emitter.send(1)
    emitter.send(2)
    #expect(log.elements == ["outer 1", "outer 2", "inner 2"])
    outer.dispose()
    inner.value?.dispose()
  }

  @Test func disposingInsideItsOwnCallbackEndsDeliveryAtOnce() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let subscription = Slot<Disposable?>(nil)
    let made = emitter.signal.onValue { value in
      log.append(value)
      subscription.value?.dispose()
      emitter.send(value + 100)  // not delivered to the disposed subscription
    }
    subscription.value = made
    emitter.send(1)
    emitter.send(2)
    #expect(log.elements == [1])
  }

  @Test func sendingFromInsideACallbackIsQueuedNotNested() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let depth = Slot(0)
    let first = emitter.signal.onValue { value in
      depth.value += 1
      log.append("a\(value)@\(depth.value)")
      if value < 3 { emitter.send(value + 1) }
      depth.value -= 1
    }
    let second = emitter.signal.onValue { log.append("b\($0)") }
    emitter.send(1)
    #expect(log.elements == ["a1@1", "b1", "a2@1", "b2", "a3@1", "b3"])
    first.dispose()
    second.dispose()
  }

  @Test func aReadWriteSignalSetDuringItsOwnDeliveryDeliversEveryValueInOrder() {
    let count = ReadWriteSignal(0)
    let log = Log<String>()
    let first = count.onValue { value in
      log.append("a\(value)")
      if value == 1 { count.value = 2 }
    }
    let second = count.onValue { log.append("b\($0)") }
    count.value = 1
    #expect(log.elements == ["a1", "b1", "a2", "b2"])
    #expect(count.value == 2)
    first.dispose()
    second.dispose()
  }

  #if DEBUG
    @Test func anUnboundedFeedbackLoopStopsNamingTheSignal() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let count = ReadWriteSignal(0)
        let subscription = count.onValue { count.value = $0 + 1 }
        count.value = 1
        subscription.dispose()
      }
      #expect(standardError(result).contains("feedback loop in the signal created at"))
      #expect(standardError(result).contains("SignalMisuseTests.swift"))
    }

    @Test func aMainActorCallbackCalledFromAnotherThreadStopsNamingTheFix() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let emitter = Emitter<Int>()
        let subscription = await MainActor.run { emitter.signal.onValue { _ in } }
        emitter.send(1)
        subscription.dispose()
      }
      #expect(standardError(result).contains("onValue(on: .main)"))
    }
  #endif

  @Test func aDisposeBagReusedAfterDisposeHoldsAndDisposesNewEntries() {
    let bag = DisposeBag()
    let count = Counter()
    bag += { count.increment() }
    bag.dispose()
    bag += { count.increment() }
    #expect(count.value == 1)
    #expect(!bag.isEmpty)
    bag.dispose()
    #expect(count.value == 2)
    #expect(bag.isEmpty)
  }

  @Test func addingToABagWhileItDisposesKeepsTheEntryForItsNextDisposal() {
    let bag = DisposeBag()
    let log = Log<String>()
    bag += {
      log.append("first")
      bag += { log.append("added during dispose") }
    }
    bag.dispose()
    #expect(log.elements == ["first"])
    bag.dispose()
    #expect(log.elements == ["first", "added during dispose"])
  }

  @Test func aThrottleWithANegativeIntervalStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.throttle(.seconds(-1), on: TestScheduler())
    }
  }

  @Test func aDebounceWithANegativeIntervalStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.debounce(.milliseconds(-5), on: TestScheduler())
    }
  }

  @Test func aDelayByANegativeIntervalStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Emitter<Int>().signal.delay(by: .seconds(-2), on: TestScheduler())
    }
  }

  @Test func aThrottleOfZeroDeliversEveryValue() {
    let scheduler = TestScheduler()
    let input = scheduler.signal(from: "abc")
    expectMarbles(input.throttle(.zero, on: scheduler), "abc", scheduler: scheduler)
  }

  @Test func sendingWithNoSubscribersIsANoOp() {
    let emitter = Emitter<Int>()
    emitter.send(1)
    let log = Log<Int>()
    let subscription = emitter.signal.onValue { log.append($0) }
    emitter.send(2)
    #expect(log.elements == [2])
    subscription.dispose()
  }
}
