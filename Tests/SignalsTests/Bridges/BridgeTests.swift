import Signals
import Testing

@Suite struct BridgeTests {
  @Test func valuesYieldsEveryValueUntilTheEnd() async {
    let emitter = FiniteEmitter<Int>()
    let stream = emitter.signal.values
    emitter.send(1)
    emitter.send(2)
    emitter.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1, 2])
  }

  @Test func bufferingPolicyKeepsTheNewestValues() async {
    let emitter = FiniteEmitter<Int>()
    let stream = emitter.signal.values(bufferingPolicy: .bufferingNewest(1))
    for value in 1...5 { emitter.send(value) }
    emitter.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [5])
  }

  @Test func throwingValuesThrowsTheFailure() async {
    let emitter = FiniteEmitter<Int>()
    let stream = emitter.signal.throwingValues
    emitter.send(1)
    emitter.fail(TestError.boom)
    var received: [Int] = []
    await #expect(throws: TestError.boom) {
      for try await value in stream { received.append(value) }
    }
    #expect(received == [1])
  }

  @Test func endingIterationDisposesTheSubscription() async {
    let emitter = Emitter<Int>()
    do {
      let stream = emitter.signal.values
      #expect(emitter.hasSubscribers)
      _ = stream
    }
    #expect(!emitter.hasSubscribers)
  }

  @Test func breakingOutOfIterationEndsTheSubscriptionOfAStreamStillHeld() async {
    let emitter = Emitter<Int>()
    let stream = emitter.signal.values
    emitter.send(1)
    emitter.send(2)
    for await _ in stream { break }
    #expect(!emitter.hasSubscribers)
    withExtendedLifetime(stream) {}
  }

  @Test func breakingOutOfThrowingIterationEndsTheSubscriptionOfAStreamStillHeld() async throws {
    let emitter = FiniteEmitter<Int>()
    let stream = emitter.signal.throwingValues
    emitter.send(1)
    emitter.send(2)
    for try await _ in stream { break }
    #expect(!emitter.hasSubscribers)
    withExtendedLifetime(stream) {}
  }

  @Test func nextReturnsTheNextValue() async {
    let emitter = Emitter<Int>()
    let waiter = Task { await emitter.signal.next() }
    while !emitter.hasSubscribers { await Task.yield() }
    emitter.send(5)
    emitter.send(6)
    #expect(await waiter.value == 5)
    #expect(!emitter.hasSubscribers)
  }

  @Test func nextReturnsNilWhenCancelled() async {
    let emitter = Emitter<Int>()
    let waiter = Task { await emitter.signal.next() }
    waiter.cancel()
    #expect(await waiter.value == nil)
  }

  @Test func finiteNextThrowsTheFailureAndWaitUntilEndReturnsAtTheEnd() async throws {
    let failing = FiniteSignal<Int> { callback in
      callback(.failure(TestError.boom))
      return NilDisposer()
    }
    await #expect(throws: TestError.boom) { try await failing.next() }
    let ending = FiniteSignal<Int> { callback in
      callback(.value(1))
      callback(.end)
      return NilDisposer()
    }
    #expect(try await ending.next() == 1)
    try await ending.waitUntilEnd()
  }

  @Test func signalFromAnAsyncSequenceDeliversItsElementsThenTheEnd() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    for value in 1...3 { continuation.yield(value) }
    continuation.finish()
    var received: [Int] = []
    for try await value in FiniteSignal(stream).throwingValues { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test @MainActor func signalFromAnAsyncSequenceDeliversOnTheSubscribersActor() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.finish()
    let log = Log<String>()
    let holder = SerialDisposable()
    await withCheckedContinuation { done in
      holder.replace(
        with: FiniteSignal(stream).onEvent { event in
          MainActor.assertIsolated()
          log.append("\(event)")
          if event.isTerminal { done.resume() }
        })
    }
    holder.dispose()
    #expect(log.elements == ["value(1)", "end"])
  }

  @Test func disposingASignalFromAnAsyncSequenceCancelsTheTask() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let holder = SerialDisposable()
    await withCheckedContinuation { (terminated: CheckedContinuation<Void, Never>) in
      continuation.onTermination = { _ in terminated.resume() }
      holder.replace(
        with: Signal(stream).onValue { _ in
          // The task is now iterating; disposing cancels it, which terminates the stream.
          holder.dispose()
        })
      continuation.yield(1)
    }
    #expect(holder.isDisposed)
  }
}
