import Synchronization
import Testing

@testable import Signals

/// Contract 1 across threads: the delivering thread delivers at most a bounded number of other
/// threads' events, a sender past that bound waits for its turn, and waits never deadlock.
@Suite struct BoundedHandoffTests {
  @Test func aDeliveringThreadDeliversAtMostTheBudgetOfOtherThreadsEvents() {
    let emitter = Emitter<Int>()
    let budget = DeliveryTurn.foreignBudget
    let otherSends = 1_000
    let attempted = Atomic(0)
    let deliverer = Atomic<UInt>(0)
    let deliveredByFirstSender = Counter()
    let received = Log<Int>()
    let subscription = emitter.signal.onValue { value in
      if currentThreadID() == deliverer.load(ordering: .acquiring) {
        deliveredByFirstSender.increment()
      }
      received.append(value)
      // Holds the first delivery until the other thread has sent past the budget.
      if value == -1 {
        while attempted.load(ordering: .acquiring) <= budget { yieldThread() }
      }
    }
    onSeparateThreads(2) { thread in
      if thread == 0 {
        deliverer.store(currentThreadID(), ordering: .releasing)
        emitter.send(-1)
      } else {
        while deliverer.load(ordering: .acquiring) == 0 { yieldThread() }
        // Only once the first send is delivering, so that it is the one other threads queue for.
        while received.count == 0 { yieldThread() }
        for value in 0..<otherSends {
          attempted.add(1, ordering: .releasing)
          emitter.send(value)
        }
      }
    }
    #expect(deliveredByFirstSender.value <= 1 + budget)
    #expect(received.elements == [-1] + Array(0..<otherSends))
    subscription.dispose()
  }

  @Test func otherThreadsSendsAreNotCountedAsAFeedbackLoop() {
    let emitter = Emitter<Int>()
    let received = Counter()
    let subscription = emitter.signal.onValue { _ in received.increment() }
    onThreads(4) { _ in
      for value in 0..<100_000 { emitter.send(value) }
    }
    #expect(received.value == 400_000)
    subscription.dispose()
  }

  @Test func sendsBetweenSourcesFromManyThreadsNeverDeadlock() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let firstReceived = Counter()
    let secondReceived = Counter()
    let forwarded = 1_000_000
    // Each forwards what it receives to the other once, from inside its delivery.
    let subscriptions = [
      first.signal.onValue { value in
        firstReceived.increment()
        if value < forwarded { second.send(value + forwarded) }
      },
      second.signal.onValue { value in
        secondReceived.increment()
        if value < forwarded { first.send(value + forwarded) }
      },
    ]
    let sendsPerThread = 5_000
    sendOnFourThreads(sendsPerThread, alternatingBetween: first, second)
    #expect(firstReceived.value == 4 * sendsPerThread)
    #expect(secondReceived.value == 4 * sendsPerThread)
    for subscription in subscriptions { subscription.dispose() }
  }

  #if DEBUG
    /// Debug builds check a subscriber's actor between choosing it and calling it; an actor
    /// whose executor answers that check runs a disposal on another thread exactly there.
    @Test func noCallbackStartsAfterDisposeFromAnotherThreadReturns() {
      let emitter = Emitter<Int>()
      let calls = Counter()
      let executor = HookedExecutor()
      let subscription = emitter.signal.subscribe(
        Observer(isolation: HookedActor(executor: executor)) { _ in calls.increment() })
      executor.onFirstCheck = {
        onSeparateThreads(1) { _ in subscription.dispose() }
      }
      emitter.send(1)
      #expect(executor.checks > 0)
      #expect(calls.value == 0)
      // The hook holds the subscription, which holds its actor, which holds the executor.
      executor.onFirstCheck = nil
    }
  #endif
}
