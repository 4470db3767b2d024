import Signals
import Synchronization
import Testing

/// Contract 2: callbacks may emit, subscribe and dispose; each subscriber still sees events one
/// at a time, in send order.
@Suite struct ReentrancyTests {
  @Test func emittingFromACallbackQueuesBehindTheEventUnderWay() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let first = emitter.signal.onValue { value in
      log.append("a\(value)")
      if value == 1 { emitter.send(2) }
      log.append("a\(value) done")
    }
    let second = emitter.signal.onValue { log.append("b\($0)") }
    emitter.send(1)
    #expect(log.elements == ["a1", "a1 done", "b1", "a2", "a2 done", "b2"])
    first.dispose()
    second.dispose()
  }

  @Test func laterSubscriberNeverSeesAReentrantValueFirst() {
    let count = ReadWriteSignal(0)
    let log = Log<Int>()
    // The first subscriber clamps the value; the second must see 15 and then 10, in order.
    let clamp = count.onValue { if $0 > 10 { count.value = 10 } }
    let observer = count.onValue { log.append($0) }
    count.value = 15
    #expect(log.elements == [15, 10])
    #expect(count.value == 10)
    clamp.dispose()
    observer.dispose()
  }

  @Test func subscriptionAddedDuringAnEmissionDoesNotSeeIt() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let bag = DisposeBag()
    bag += emitter.signal.onValue { value in
      if value == 1 { bag += emitter.signal.onValue { log.append("late\($0)") } }
    }
    emitter.send(1)
    emitter.send(2)
    #expect(log.elements == ["late2"])
    bag.dispose()  // The first subscription holds the bag: break the cycle it built.
  }

  @Test func disposingALaterSubscriberStopsTheEventAlreadyUnderWay() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let victim = SerialDisposable()
    let first = emitter.signal.onValue { _ in victim.dispose() }
    victim.replace(with: emitter.signal.onValue { log.append("victim\($0)") })
    emitter.send(1)
    emitter.send(2)
    #expect(log.elements.isEmpty)
    first.dispose()
  }

  @Test func disposingItselfInsideTheCallbackIsFinal() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let holder = SerialDisposable()
    holder.replace(
      with: emitter.signal.onValue { value in
        log.append(value)
        emitter.send(value + 1)
        holder.dispose()
      })
    emitter.send(1)
    emitter.send(5)
    #expect(log.elements == [1])
  }

  @Test func queuedEventsSkipSubscribersDisposedMeanwhile() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let second = SerialDisposable()
    let first = emitter.signal.onValue { value in
      log.append("a\(value)")
      if value == 1 {
        emitter.send(2)
        emitter.send(3)
        second.dispose()
      }
    }
    second.replace(with: emitter.signal.onValue { log.append("b\($0)") })
    emitter.send(1)
    #expect(log.elements == ["a1", "a2", "a3"])
    first.dispose()
  }

  @Test func closureSignalQueuesValuesSentFromItsSubscriber() {
    let sender = Mutex<(@Sendable (Int) -> Void)?>(nil)
    let signal = Signal<Int> { callback in
      sender.withLock { $0 = callback }
      return NilDisposer()
    }
    let log = Log<String>()
    let subscription = signal.onValue { value in
      log.append("in \(value)")
      if value == 1 { sender.withLock { $0 }?(2) }
      log.append("out \(value)")
    }
    sender.withLock { $0 }?(1)
    #expect(log.elements == ["in 1", "out 1", "in 2", "out 2"])
    subscription.dispose()
  }
}
