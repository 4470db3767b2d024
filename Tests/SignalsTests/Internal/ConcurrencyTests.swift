import Signals
import Synchronization
import Testing

/// Contract 3: subscribe, dispose and emit from many threads at once; nothing lost, nothing
/// doubled, no subscriber entered by two threads.
@Suite struct ConcurrencyTests {
  static let threads = 4
  static let sendsPerThread = 500

  @Test func everyEmissionReachesEverySubscriberExactlyOnceInEachSendersOrder() {
    let emitter = Emitter<Int>()
    let logs = (0..<3).map { _ in Log<Int>() }
    let subscriptions = logs.map { log in emitter.signal.onValue { log.append($0) } }
    onThreads(Self.threads) { thread in
      for sequence in 0..<Self.sendsPerThread {
        emitter.send(thread * 1_000_000 + sequence)
      }
    }
    for log in logs {
      let values = log.elements
      #expect(values.count == Self.threads * Self.sendsPerThread)
      for thread in 0..<Self.threads {
        let fromThread = values.filter { $0 / 1_000_000 == thread }.map { $0 % 1_000_000 }
        #expect(fromThread == Array(0..<Self.sendsPerThread))
      }
    }
    // Every subscriber saw the same interleaving: delivery is one event at a time for all.
    #expect(logs[0].elements == logs[1].elements)
    #expect(logs[1].elements == logs[2].elements)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aSubscriberIsNeverEnteredByTwoThreadsAtOnce() {
    let emitter = Emitter<Int>()
    let inside = Atomic(false)
    let overlaps = Counter()
    let received = Counter()
    let subscription = emitter.signal.onValue { _ in
      if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.increment() }
      received.increment()
      inside.store(false, ordering: .releasing)
    }
    onThreads(Self.threads) { _ in
      for value in 0..<Self.sendsPerThread { emitter.send(value) }
    }
    #expect(overlaps.value == 0)
    #expect(received.value == Self.threads * Self.sendsPerThread)
    subscription.dispose()
  }

  @Test func subscribingAndDisposingWhileOthersEmitKeepsStableSubscribersWhole() {
    let emitter = Emitter<Int>()
    let stable = Counter()
    let churned = Counter()
    let subscription = emitter.signal.onValue { _ in stable.increment() }
    onThreads(Self.threads) { thread in
      if thread < 2 {
        for value in 0..<Self.sendsPerThread { emitter.send(value) }
      } else {
        for _ in 0..<Self.sendsPerThread {
          let churn = emitter.signal.onValue { _ in churned.increment() }
          churn.dispose()
        }
      }
    }
    #expect(stable.value == 2 * Self.sendsPerThread)
    #expect(emitter.hasSubscribers)
    subscription.dispose()
    #expect(!emitter.hasSubscribers)
  }

  @Test func atMostOneCallbackUnderWayFinishesAfterDisposeFromAnotherThread() {
    let emitter = Emitter<Int>()
    let lateCounts = Log<Counter>()
    onThreads(Self.threads) { thread in
      if thread == 0 {
        for value in 0..<Self.sendsPerThread { emitter.send(value) }
      } else {
        for _ in 0..<Self.sendsPerThread / 10 {
          let disposed = Atomic(false)
          let late = Counter()
          let subscription = emitter.signal.onValue { _ in
            if disposed.load(ordering: .acquiring) { late.increment() }
          }
          subscription.dispose()
          disposed.store(true, ordering: .releasing)
          lateCounts.append(late)
        }
      }
    }
    // Thread 0 is the only sender, so every delivery has finished once it has returned.
    #expect(lateCounts.elements.allSatisfy { $0.value <= 1 })
  }

  @Test func disposerRunsExactlyOnceUnderConcurrentDisposal() {
    for _ in 0..<50 {
      let runs = Counter()
      let disposer = Disposer { runs.increment() }
      onThreads(Self.threads) { _ in disposer.dispose() }
      #expect(runs.value == 1)
    }
  }

  @Test func closureSignalSerialisesConcurrentProducers() {
    let signal = Signal<Int> { callback in
      onThreads(Self.threads) { _ in
        for value in 0..<Self.sendsPerThread { callback(value) }
      }
      return NilDisposer()
    }
    let inside = Atomic(false)
    let overlaps = Counter()
    let received = Counter()
    let subscription = signal.onValue { _ in
      if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.increment() }
      received.increment()
      inside.store(false, ordering: .releasing)
    }
    #expect(overlaps.value == 0)
    #expect(received.value == Self.threads * Self.sendsPerThread)
    subscription.dispose()
  }
}
