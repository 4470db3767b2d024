import Signals
import Synchronization
import Testing

/// Subscriptions hold their source's core strongly (issue 27): the owner's going away, not the
/// core's, is what releases subscribers that were never disposed, and the delivering thread
/// walks the subscriber list without the lock while others subscribe and dispose.
@Suite struct SourceOwnershipTests {
  @Test func droppingAFiniteEmitterThatNeverEndedFreesItsSubscribersCallbacks() {
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let emitter = FiniteEmitter<Int>()
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.onEvent { _ in withExtendedLifetime(tracked) {} }
    }
    #expect(weakTracked == nil)
    subscription?.dispose()
    subscription = nil
  }

  @Test func aSignalKeptAfterItsEmitterWentAwayHoldsNoNewSubscriber() {
    let signal: Signal<Int>
    do {
      let emitter = Emitter<Int>()
      signal = emitter.signal
    }
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = signal.onValue { _ in withExtendedLifetime(tracked) {} }
    }
    // Nothing can be sent any more, so nothing is kept for it.
    #expect(weakTracked == nil)
    subscription?.dispose()
    subscription = nil
  }

  @Test func aSharedSignalDroppedWithoutDisposingFreesItsSubscribersCallbacks() {
    let emitter = Emitter<Int>()
    weak var weakTracked: Tracked?
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = emitter.signal.shared().onValue { _ in withExtendedLifetime(tracked) {} }
    }
    emitter.send(1)
    #expect(weakTracked != nil)
    #expect(subscription != nil)
    subscription = nil
    #expect(weakTracked == nil)
  }

  @Test func aReadWriteSignalKeepsItsSubscribersWhileADerivedSignalLives() {
    let log = Log<String>()
    let derived: ReadSignal<String>
    let subscription: Disposable
    do {
      let count = ReadWriteSignal(1)
      derived = count.map { "\($0)" }
      subscription = count.onValue { log.append("count \($0)") }
      count.value = 2
    }
    // The derived signal still reads the value, so the source lives on, and so does the
    // subscription made on it.
    #expect(derived.value == "2")
    #expect(log.elements == ["count 2"])
    subscription.dispose()
  }

  @Test func aCallbackEndingSubscribersAroundItSkipsOnlyTheLaterOnesForTheCurrentValue() {
    let emitter = Emitter<Int>()
    var received: [String] = []
    var first: Disposable?
    var third: Disposable?
    var added: Disposable?
    first = emitter.signal.onValue { received.append("first \($0)") }
    let second = emitter.signal.onValue { value in
      guard value == 1 else { return }
      first?.dispose()
      third?.dispose()
      added = emitter.signal.onValue { received.append("added \($0)") }
    }
    third = emitter.signal.onValue { received.append("third \($0)") }
    let fourth = emitter.signal.onValue { received.append("fourth \($0)") }
    emitter.send(1)
    emitter.send(2)
    // The first had its value already; the third is skipped; the one added sees only later ones.
    #expect(received == ["first 1", "fourth 1", "fourth 2", "added 2"])
    for subscription in [second, fourth, added].compactMap({ $0 }) { subscription.dispose() }
    #expect(!emitter.hasSubscribers)
  }

  @Test func subscribersInTheMiddleComingAndGoingWhileTwoThreadsSendLeaveTheOthersWhole() {
    let emitter = Emitter<Int>()
    let stable = (0..<4).map { _ in Counter() }
    var subscriptions = [emitter.signal.onValue { _ in stable[0].increment() }]
    // Churned subscribers sit between stable ones: the walk steps over nodes being unlinked.
    let churned = Counter()
    let sendsPerThread = 400
    subscriptions.append(emitter.signal.onValue { _ in stable[1].increment() })
    let held = Lock<[Disposable]>([])
    onThreads(4) { thread in
      switch thread {
      case 0, 1:
        for value in 0..<sendsPerThread { emitter.send(value) }
      case 2:
        for _ in 0..<sendsPerThread {
          let a = emitter.signal.onValue { _ in churned.increment() }
          let b = emitter.signal.onValue { _ in churned.increment() }
          let c = emitter.signal.onValue { _ in churned.increment() }
          b.dispose()
          held.withLock { $0.append(a) }
          c.dispose()
        }
      default:
        for _ in 0..<sendsPerThread {
          if let next = held.withLock({ $0.popLast() }) { next.dispose() }
        }
      }
    }
    subscriptions.append(emitter.signal.onValue { _ in stable[2].increment() })
    subscriptions.append(emitter.signal.onValue { _ in stable[3].increment() })
    emitter.send(0)
    #expect(stable[0].value == 2 * sendsPerThread + 1)
    #expect(stable[1].value == 2 * sendsPerThread + 1)
    #expect(stable[2].value == 1)
    #expect(stable[3].value == 1)
    for subscription in held.withLock({ $0 }) + subscriptions { subscription.dispose() }
    #expect(!emitter.hasSubscribers)
  }
}
