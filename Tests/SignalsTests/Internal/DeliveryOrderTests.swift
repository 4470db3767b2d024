import Signals
import Testing

/// Contract 1: synchronous delivery on the emitting thread, in registration order, with no lock
/// held while calling out.
@Suite struct DeliveryOrderTests {
  @Test func deliversEachValueToEverySubscriberInRegistrationOrder() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let bag = DisposeBag()
    for name in ["a", "b", "c", "d"] {
      bag += emitter.signal.onValue { log.append("\(name)\($0)") }
    }
    emitter.send(1)
    emitter.send(2)
    #expect(log.elements == ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"])
  }

  @Test func keepsRegistrationOrderAfterDisposalsInTheMiddle() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let subscriptions = ["a", "b", "c", "d", "e"].map { name in
      emitter.signal.onValue { log.append("\(name)\($0)") }
    }
    subscriptions[1].dispose()
    subscriptions[3].dispose()
    let late = emitter.signal.onValue { log.append("f\($0)") }
    emitter.send(1)
    #expect(log.elements == ["a1", "c1", "e1", "f1"])
    for subscription in subscriptions + [late] { subscription.dispose() }
  }

  @Test func newSubscribersFollowTheLastOneAfterTheLastOneIsDisposed() {
    // The list's tail is held without retaining it: disposing the last subscriber, or every
    // subscriber, must leave later subscriptions linked after the right node.
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let first = emitter.signal.onValue { log.append("a\($0)") }
    let last = emitter.signal.onValue { log.append("b\($0)") }
    last.dispose()
    let second = emitter.signal.onValue { log.append("c\($0)") }
    emitter.send(1)
    first.dispose()
    second.dispose()
    let alone = emitter.signal.onValue { log.append("d\($0)") }
    let after = emitter.signal.onValue { log.append("e\($0)") }
    emitter.send(2)
    #expect(log.elements == ["a1", "c1", "d2", "e2"])
    alone.dispose()
    after.dispose()
    #expect(!emitter.hasSubscribers)
  }

  @Test func callbacksMayCallEveryEntryPointWithoutDeadlock() {
    // The core's mutexes are not recursive: any lock held during a callout would deadlock here.
    let count = ReadWriteSignal(0)
    let log = Log<String>()
    let bag = DisposeBag()
    bag += count.onValue { value in
      guard value == 1 else { return }
      log.append("read \(count.value)")
      let inner = count.atOnce().onValue { log.append("inner \($0)") }
      count.value = 2
      inner.dispose()
      bag += { log.append("disposed in bag") }
    }
    count.value = 1
    bag.dispose()
    // The inner replay and the value 2 were queued behind value 1; the inner subscription was
    // disposed before they were delivered, so it saw neither. The bag disposes last-in first.
    #expect(log.elements == ["read 1", "disposed in bag"])
    #expect(count.value == 2)
  }

  @Test func replayAndDisposalCallOutWithoutLocks() {
    let count = ReadWriteSignal(1)
    let log = Log<Int>()
    let holder = SerialDisposable()
    // The replay callback sets the value and disposes its own subscription.
    holder.replace(
      with: count.atOnce().onValue { value in
        log.append(value)
        if value == 1 { count.value = 5 }
        holder.dispose()
      })
    count.value = 6
    // 5 was queued behind the replay and delivered before the subscription was handed to the
    // holder, which then disposed it at once.
    #expect(log.elements == [1, 5])
    #expect(count.value == 6)
  }
}
