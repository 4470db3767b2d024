import Signals
import Testing

/// Contract 6: a readable signal never misses an update between reading the value and
/// subscribing.
@Suite struct ReadableConsistencyTests {
  @Test func atOnceSubscriberSeesAnUnbrokenRunOfValuesWhileAnotherThreadSets() {
    for _ in 0..<20 {
      let count = ReadWriteSignal(0)
      let last = 300
      let log = Log<Int>()
      let subscription = SerialDisposable()
      onThreads(2) { thread in
        if thread == 0 {
          for value in 1...last { count.value = value }
        } else {
          subscription.replace(with: count.atOnce().onValue { log.append($0) })
        }
      }
      let values = log.elements
      // Whatever the current value was at subscription, every later set follows it in order.
      #expect(values == Array((values.first ?? last)...last))
      subscription.dispose()
    }
  }

  @Test func atOnceInsideACallbackReplaysBehindTheValueUnderWay() {
    let count = ReadWriteSignal(0)
    let log = Log<String>()
    let bag = DisposeBag()
    bag += count.onValue { value in
      guard value == 1 else { return }
      bag += count.atOnce().onValue { log.append("inner \($0)") }
      count.value = 2
    }
    bag += count.onValue { log.append("outer \($0)") }
    count.value = 1
    #expect(log.elements == ["outer 1", "inner 1", "outer 2", "inner 2"])
    bag.dispose()  // The first subscription holds the bag: break the cycle it built.
  }

  /// A readable source whose value changes between a read and the subscription that follows
  /// it, the race contract point 6 is about, made deterministic.
  static func racing(_ source: ReadWriteSignal<Int>) -> ReadSignal<Int> {
    ReadSignal(
      getter: { source.value },
      subscribe: { observer in
        source.value = 2
        return source.subscribe(observer)
      })
  }

  @Test func distinctComparesWithTheValueAtSubscriptionNotAnEarlierRead() {
    let source = ReadWriteSignal(1)
    let received = Log<Int>()
    let subscription = Self.racing(source).distinct().onValue { received.append($0) }
    source.value = 1
    #expect(received.elements == [1])
    subscription.dispose()
  }

  @Test func readableCombineLatestSubscribedInsideADeliveryMissesNoChange() {
    let first = ReadWriteSignal(0)
    let second = ReadWriteSignal(0)
    let received = Log<String>()
    let bag = DisposeBag()
    bag += first.onValue { value in
      guard value == 1 else { return }
      bag += combineLatest(first, second).onValue { received.append("\($0),\($1)") }
      second.value = 5
    }
    first.value = 1
    first.value = 2
    #expect(received.elements == ["1,5", "2,5"])
    bag.dispose()
  }

  @Test func withLatestFromAReadableSubscribedInsideItsDeliveryDropsNothing() {
    let other = ReadWriteSignal(0)
    let taps = Emitter<String>()
    let received = Log<String>()
    let bag = DisposeBag()
    bag += other.onValue { value in
      guard value == 1 else { return }
      bag += taps.signal.withLatest(from: other).onValue { received.append("\($1)\($0)") }
      taps.send("b")
    }
    other.value = 1
    other.value = 2
    taps.send("b")
    #expect(received.elements == ["1b", "2b"])
    bag.dispose()
  }

  @Test func readableFlatMapLatestFollowsTheValueAtSubscriptionNotAnEarlierRead() {
    let source = ReadWriteSignal(1)
    let inners = [ReadWriteSignal(10), ReadWriteSignal(20), ReadWriteSignal(30)]
    let received = Log<Int>()
    let subscription = Self.racing(source).flatMapLatest { inners[$0] }.onValue {
      received.append($0)
    }
    // The source is 2 once subscribed: its inner signal is followed, not the one read before.
    inners[1].value = 21
    inners[2].value = 31
    #expect(received.elements == [31])
    subscription.dispose()
  }
}
