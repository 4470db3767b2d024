import Signals
import Testing

@Suite struct ReadSignalFromAsyncSequenceTests {
  @Test func startsWithTheInitialValueThenTakesEachElement() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let signal = ReadSignal(stream, initial: 0)
    #expect(signal.value == 0)
    let log = Log<Int>()
    let done = AsyncStream.makeStream(of: Void.self)
    let subscription = signal.atOnce().onValue { value in
      log.append(value)
      if value == 2 { done.continuation.finish() }
    }
    continuation.yield(1)
    continuation.yield(2)
    for await _ in done.stream {}
    #expect(log.elements == [0, 1, 2])
    #expect(signal.value == 2)
    subscription.dispose()
  }

  @Test func lastSubscriberLeavingCancelsTheIterationAndKeepsTheLastValue() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let terminated = AsyncStream.makeStream(of: Void.self)
    continuation.onTermination = { _ in terminated.continuation.finish() }
    let signal = ReadSignal(stream, initial: 0)
    let received = AsyncStream.makeStream(of: Int.self)
    let first = signal.onValue { received.continuation.yield($0) }
    let second = signal.onValue { _ in }
    continuation.yield(1)
    for await value in received.stream where value == 1 { break }
    first.dispose()
    continuation.yield(2)  // Still iterated: one subscriber is left.
    second.dispose()
    for await _ in terminated.stream {}
    #expect([1, 2].contains(signal.value))
  }

  @Test @MainActor func iteratesOnTheActorItWasCreatedOn() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let signal = ReadSignal(stream, initial: 0)
    let done = AsyncStream.makeStream(of: Int.self)
    let subscription = signal.onValue { value in
      MainActor.assertIsolated()
      done.continuation.yield(value)
    }
    continuation.yield(1)
    var received: Int?
    for await value in done.stream {
      received = value
      break
    }
    #expect(received == 1)
    subscription.dispose()
  }
}

@Suite struct ReadSignalFromAsyncSequenceLifetimeTests {
  @Test func disposingReleasesTheCallback() {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let signal = ReadSignal(stream, initial: 0)
    weak var weakToken: Tracked?
    var subscription: Disposable?
    do {
      let token = Tracked()
      weakToken = token
      subscription = signal.onValue { _ in _ = token }
    }
    #expect(weakToken != nil)
    subscription?.dispose()
    subscription = nil
    #expect(weakToken == nil)
    continuation.finish()
  }
}
