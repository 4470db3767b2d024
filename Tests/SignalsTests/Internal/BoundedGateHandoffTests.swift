import Synchronization
import Testing

@testable import Signals

/// Contract 1 across threads for the gates behind operators with several inputs and signals
/// made from callbacks: their delivering thread also delivers at most a bounded number of
/// other threads' events, and a sender past that bound waits for its turn.
@Suite struct BoundedGateHandoffTests {
  @Test func aSendThroughMergeDeliversAtMostTheBudgetOfOtherThreadsEvents() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let held = holdingOneDelivery(
      of: merge(first.signal, second.signal), first: first.send, second: second.send)
    #expect(held.byFirstSender <= 1 + DeliveryTurn.foreignBudget)
    #expect(held.received == [-1] + Array(1...held.otherSends))
  }

  @Test func aSendThroughCombineLatestDeliversAtMostTheBudgetOfOtherThreadsEvents() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    // Only the first value pairs with 0: every later pair carries the second input's value.
    let combined = combineLatest(first.signal, second.signal).map { $0.1 == 0 ? $0.0 : $0.1 }
    let held = holdingOneDelivery(
      of: combined, first: first.send, second: second.send, before: { second.send(0) })
    #expect(held.byFirstSender <= 1 + DeliveryTurn.foreignBudget)
    #expect(held.received == [-1] + Array(1...held.otherSends))
  }

  @Test func aCallbackMadeSignalsSenderDeliversAtMostTheBudgetOfOtherThreadsEvents() {
    let producer = Mutex<(@Sendable (Int) -> Void)?>(nil)
    let signal = Signal<Int> { callback in
      producer.withLock { $0 = callback }
      return NilDisposer()
    }
    let send: @Sendable (Int) -> Void = { value in producer.withLock { $0 }?(value) }
    let held = holdingOneDelivery(of: signal, first: send, second: send)
    #expect(held.byFirstSender <= 1 + DeliveryTurn.foreignBudget)
    #expect(held.received == [-1] + Array(1...held.otherSends))
  }

  @Test func aSenderWaitingForItsTurnGoesOnWhenTheSubscriptionIsDisposed() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let other = Atomic<UInt>(0)
    let otherSends = 100
    let completed = Atomic(0)
    let waited = Atomic(false)
    let received = Log<Int>()
    let subscription = Mutex<Disposable?>(nil)
    subscription.withLock {
      $0 = merge(first.signal, second.signal).onValue { value in
        received.append(value)
        guard value == -1 else { return }
        // Disposes once the other thread waits behind a full turn: its wait must end.
        while completed.load(ordering: .acquiring) < otherSends {
          if WaitingThreads.shared.isWaiting(other.load(ordering: .acquiring)) {
            waited.store(true, ordering: .releasing)
            break
          }
          yieldThread()
        }
        subscription.withLock { $0 }?.dispose()
      }
    }
    onSeparateThreads(2) { thread in
      if thread == 0 {
        first.send(-1)
      } else {
        other.store(currentThreadID(), ordering: .releasing)
        while received.count == 0 { yieldThread() }
        for value in 1...otherSends {
          second.send(value)
          completed.add(1, ordering: .releasing)
        }
      }
    }
    let senderWaited = waited.load(ordering: .acquiring)
    #expect(senderWaited)
    #expect(received.elements == [-1])
    #expect(!first.hasSubscribers && !second.hasSubscribers)
  }

  @Test func sendsBetweenAnOperatorAndItsInputsFromManyThreadsNeverDeadlock() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let received = Counter()
    let forwarded = 1_000_000
    // The subscriber forwards what it receives into an input once, from inside its delivery.
    let subscription = merge(first.signal, second.signal).onValue { value in
      received.increment()
      if value < forwarded { first.send(value + forwarded) }
    }
    let sendsPerThread = 5_000
    sendOnFourThreads(sendsPerThread, alternatingBetween: first, second)
    #expect(received.value == 2 * 4 * sendsPerThread)
    subscription.dispose()
  }

  /// Subscribes to `signal`, sends -1 through `first` from one thread and, while that delivery
  /// is held, values through `second` from another; the first delivery is held until the other
  /// thread has sent everything or waits for its turn; `before` runs once subscribed. Returns how many events the first
  /// sender's thread delivered and what the subscriber received.
  private func holdingOneDelivery(
    of signal: Signal<Int>,
    first: @escaping @Sendable (Int) -> Void,
    second: @escaping @Sendable (Int) -> Void,
    before: () -> Void = {}
  ) -> (byFirstSender: Int, received: [Int], otherSends: Int) {
    let otherSends = 1_000
    let deliverer = Atomic<UInt>(0)
    let other = Atomic<UInt>(0)
    let completed = Atomic(0)
    let byFirstSender = Counter()
    let received = Log<Int>()
    let subscription = signal.onValue { value in
      if currentThreadID() == deliverer.load(ordering: .acquiring) { byFirstSender.increment() }
      received.append(value)
      guard value == -1 else { return }
      while completed.load(ordering: .acquiring) < otherSends,
        !WaitingThreads.shared.isWaiting(other.load(ordering: .acquiring))
      {
        yieldThread()
      }
    }
    before()
    onSeparateThreads(2) { thread in
      if thread == 0 {
        deliverer.store(currentThreadID(), ordering: .releasing)
        first(-1)
      } else {
        other.store(currentThreadID(), ordering: .releasing)
        // Only once the first send is delivering, so that it is the one this thread queues for.
        while received.count == 0 { yieldThread() }
        for value in 1...otherSends {
          second(value)
          completed.add(1, ordering: .releasing)
        }
      }
    }
    subscription.dispose()
    return (byFirstSender.value, received.elements, otherSends)
  }
}
