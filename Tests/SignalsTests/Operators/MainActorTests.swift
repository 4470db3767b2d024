import Dispatch
import Signals
import Testing

@Suite struct MainActorTests {
  @Test @MainActor func deliversAtOnceWhenEmittedOnTheMainActor() {
    let emitter = Emitter<Int>()
    var received: [Int] = []
    let subscription = emitter.signal.deliveredOnMainActor().onValue { received.append($0) }
    emitter.send(1)
    #expect(received == [1])
    subscription.dispose()
  }

  @Test @MainActor func hopsValuesFromOtherThreadsOntoTheMainActorInOrder() async {
    let emitter = Emitter<Int>()
    let done = AsyncStream.makeStream(of: Void.self)
    var received: [Int] = []
    let subscription = emitter.signal.deliveredOnMainActor().onValue { value in
      MainActor.assertIsolated()
      received.append(value)
      if value == 3 { done.continuation.finish() }
    }
    sendOffTheMainActor {
      for value in 1...2 { emitter.send(value) }
    }
    emitter.send(3)  // Emitted on the main actor while 1 and 2 wait: delivered after them.
    #expect(received.isEmpty)
    for await _ in done.stream {}
    #expect(received == [1, 2, 3])
    subscription.dispose()
  }

  @Test @MainActor func disposingOnTheMainActorDropsValuesStillWaiting() async {
    let emitter = Emitter<Int>()
    var received: [Int] = []
    let subscription = emitter.signal.deliveredOnMainActor().onValue { received.append($0) }
    sendOffTheMainActor { emitter.send(1) }
    subscription.dispose()
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }  // After the waiting value's turn.
    }
    #expect(received.isEmpty)
  }
}

/// Runs `send` on another thread and waits for it, keeping the main actor busy meanwhile, so
/// that what the hop enqueues is still waiting when this returns.
private func sendOffTheMainActor(_ send: @escaping @Sendable () -> Void) {
  let sent = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    send()
    sent.signal()
  }
  sent.wait()
}

@Suite struct MainActorLifetimeTests {
  @Test @MainActor func disposingReleasesTheCallbackAndTheUpstreamSubscription() {
    let emitter = Emitter<Int>()
    weak var weakToken: Tracked?
    var subscription: Disposable?
    do {
      let token = Tracked()
      weakToken = token
      subscription = emitter.signal.deliveredOnMainActor().onValue { _ in _ = token }
    }
    #expect(weakToken != nil)
    subscription?.dispose()
    subscription = nil
    #expect(weakToken == nil)
    #expect(!emitter.hasSubscribers)
  }
}
