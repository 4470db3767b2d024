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
  }
}
