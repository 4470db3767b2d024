import Signals
import Synchronization
import Testing

@Suite struct SignalTests {
  @Test func closureSignalStartsPerSubscriptionAndStopsOnDispose() {
    let started = Counter()
    let stopped = Counter()
    let sender = Mutex<(@Sendable (Int) -> Void)?>(nil)
    let signal = Signal<Int> { callback in
      started.increment()
      sender.withLock { $0 = callback }
      return Disposer { stopped.increment() }
    }
    #expect(started.value == 0)
    let log = Log<Int>()
    let subscription = signal.onValue { log.append($0) }
    let send = sender.withLock { $0 }!
    send(1)
    subscription.dispose()
    send(2)
    subscription.dispose()
    #expect(log.elements == [1])
    #expect(started.value == 1)
    #expect(stopped.value == 1)
  }

  @Test func closureSignalDeliversValuesSentDuringSetUp() {
    let signal = Signal<Int> { callback in
      callback(1)
      callback(2)
      return NilDisposer()
    }
    let log = Log<Int>()
    let subscription = signal.onValue { log.append($0) }
    #expect(log.elements == [1, 2])
    subscription.dispose()
  }

  @Test func finiteClosureSignalStopsAtTheEndAndDisposesTheProducer() {
    let stopped = Counter()
    let signal = FiniteSignal<Int> { callback in
      callback(.value(1))
      callback(.end)
      callback(.value(2))
      return Disposer { stopped.increment() }
    }
    let log = Log<String>()
    let subscription = signal.onEvent { log.append("\($0)") }
    #expect(log.elements == ["value(1)", "end"])
    #expect(stopped.value == 1)
    subscription.dispose()
    #expect(stopped.value == 1)
  }
}
