import Signals
import Testing

@Suite struct SharingTests {
  /// A signal that counts its upstream subscriptions and forwards an emitter.
  private func countedSignal(_ emitter: Emitter<Int>, _ starts: Counter, _ stops: Counter)
    -> Signal<Int>
  {
    Signal { callback in
      starts.increment()
      let subscription = emitter.signal.onValue { callback($0) }
      return Disposer {
        stops.increment()
        subscription.dispose()
      }
    }
  }

  @Test func subscribesUpstreamOnceForManySubscribers() {
    let emitter = Emitter<Int>()
    let starts = Counter()
    let stops = Counter()
    let shared = countedSignal(emitter, starts, stops).shared()
    let first = Log<Int>()
    let second = Log<Int>()
    let a = shared.onValue { first.append($0) }
    let b = shared.onValue { second.append($0) }
    emitter.send(1)
    #expect(starts.value == 1)
    #expect(first.elements == [1])
    #expect(second.elements == [1])
    a.dispose()
    emitter.send(2)
    #expect(stops.value == 0)
    b.dispose()
    #expect(stops.value == 1)
    #expect(!emitter.hasSubscribers)
  }

  @Test func reconnectsAfterTheLastSubscriberLeft() {
    let emitter = Emitter<Int>()
    let starts = Counter()
    let stops = Counter()
    let shared = countedSignal(emitter, starts, stops).shared()
    shared.onValue { _ in }.dispose()
    let log = Log<Int>()
    let again = shared.onValue { log.append($0) }
    emitter.send(3)
    #expect(starts.value == 2)
    #expect(stops.value == 1)
    #expect(log.elements == [3])
    again.dispose()
  }

  @Test func sharedReadableReplaysTheCurrentValueWithoutResubscribing() {
    let count = ReadWriteSignal(1)
    let shared = count.shared()
    let log = Log<String>()
    let a = shared.atOnce().onValue { log.append("a\($0)") }
    count.value = 2
    let b = shared.atOnce().onValue { log.append("b\($0)") }
    let c = shared.onValue { log.append("c\($0)") }
    count.value = 3
    #expect(shared.value == 3)
    #expect(log.elements == ["a1", "a2", "b2", "a3", "b3", "c3"])
    for subscription in [a, b, c] { subscription.dispose() }
  }

  @Test func sharedFiniteDeliversTheEndToLateSubscribersUntilAllLeave() {
    let emitter = FiniteEmitter<Int>()
    let shared = emitter.signal.shared()
    let log = Log<String>()
    let a = shared.onEvent { log.append("a \($0)") }
    emitter.finish()
    let b = shared.onEvent { log.append("b \($0)") }
    #expect(log.elements == ["a end", "b end"])
    a.dispose()
    b.dispose()
  }

  @Test func concurrentSubscribersShareOneUpstreamAndDisconnectAtTheEnd() {
    let emitter = Emitter<Int>()
    let starts = Counter()
    let stops = Counter()
    let shared = countedSignal(emitter, starts, stops).shared()
    let stable = Log<Int>()
    let keep = shared.onValue { stable.append($0) }
    onThreads(4) { thread in
      for value in 0..<200 {
        if thread == 0 {
          emitter.send(value)
        } else {
          shared.onValue { _ in }.dispose()
        }
      }
    }
    #expect(stable.count == 200)
    #expect(starts.value == 1)
    keep.dispose()
    #expect(stops.value == 1)
    #expect(!emitter.hasSubscribers)
  }
}
