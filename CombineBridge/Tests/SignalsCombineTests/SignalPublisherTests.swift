import Signals
import SignalsCombine
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@Suite struct SignalPublisherTests {
  @Test func publishesEveryValueInSendOrder() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>()
    emitter.signal.publisher.subscribe(recorder)
    for value in 1...3 { emitter.send(value) }
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion == nil)
  }

  @Test func finiteSignalsEndFinishesTheSubscriptionAndDisposesIt() {
    let emitter = FiniteEmitter<Int>()
    let recorder = Recorder<Int, any Error>()
    emitter.signal.publisher.subscribe(recorder)
    emitter.send(1)
    emitter.finish()
    #expect(recorder.values == [1])
    #expect(recorder.isFinished)
    #expect(!emitter.hasSubscribers)
  }

  @Test func finiteSignalsFailureFailsTheSubscription() {
    let emitter = FiniteEmitter<Int>()
    let recorder = Recorder<Int, any Error>()
    emitter.signal.publisher.subscribe(recorder)
    emitter.fail(TestError.boom)
    guard case .failure(let error) = recorder.completion else {
      Issue.record("expected a failure, got \(String(describing: recorder.completion))")
      return
    }
    #expect(error as? TestError == .boom)
  }

  @Test func subscribesToTheSignalOnlyAtTheFirstRequest() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>(initialDemand: .none)
    emitter.signal.publisher.subscribe(recorder)
    #expect(!emitter.hasSubscribers)
    recorder.request(.max(1))
    #expect(emitter.hasSubscribers)
  }

  @Test func dropsValuesSentWithoutDemandAndResumesWhenMoreIsRequested() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>(initialDemand: .max(2))
    emitter.signal.publisher.subscribe(recorder)
    for value in 1...4 { emitter.send(value) }
    recorder.request(.max(1))
    emitter.send(5)
    emitter.send(6)
    #expect(recorder.values == [1, 2, 5])
  }

  @Test func addsTheDemandReturnedFromReceive() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>(initialDemand: .max(1)) { _, value in
      value == 1 ? .max(2) : .none
    }
    emitter.signal.publisher.subscribe(recorder)
    for value in 1...5 { emitter.send(value) }
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func cancellingDisposesTheSignalSubscription() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never>()
    emitter.signal.publisher.subscribe(recorder)
    emitter.send(1)
    recorder.cancel()
    emitter.send(2)
    #expect(recorder.values == [1])
    #expect(!emitter.hasSubscribers)
  }

  @Test func cancellingFromInsideReceiveDeliversNothingMore() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, Never> { recorder, _ in
      recorder.cancel()
      return .none
    }
    emitter.signal.publisher.subscribe(recorder)
    emitter.send(1)
    emitter.send(2)
    #expect(recorder.values == [1])
    #expect(!emitter.hasSubscribers)
  }

  @Test func signalEndingOnItsOwnFinishesAndDisposesUpstream() {
    let emitter = Emitter<Int>()
    let recorder = Recorder<Int, any Error>()
    emitter.signal.take(2).publisher.subscribe(recorder)
    for value in 1...3 { emitter.send(value) }
    #expect(recorder.values == [1, 2])
    #expect(recorder.isFinished)
    #expect(!emitter.hasSubscribers)
  }

  @Test func readableSignalPublishesChangesAndAtOnceStartsWithTheCurrentValue() {
    let count = ReadWriteSignal(1)
    let changes = Recorder<Int, Never>()
    let withCurrent = Recorder<Int, Never>()
    count.publisher.subscribe(changes)
    count.atOnce().publisher.subscribe(withCurrent)
    count.value = 2
    #expect(changes.values == [2])
    #expect(withCurrent.values == [1, 2])
  }

  @Test func valueSentFromInsideASinkIsDeliveredAfterTheCurrentOne() {
    let emitter = Emitter<Int>()
    var received: [Int] = []
    let cancellable = emitter.signal.publisher.sink { value in
      received.append(value)
      if value == 1 { emitter.send(2) }  // Queued, not nested: Signals' reentrancy rule.
      received.append(-value)
    }
    emitter.send(1)
    #expect(received == [1, -1, 2, -2])
    cancellable.cancel()
  }

  @Test func cancelledSubscriptionReleasesTheChain() {
    let emitter = Emitter<Int>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = emitter.signal.map { $0 * 2 }.publisher.sink { _ in _ = token }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    #expect(!emitter.hasSubscribers)
    _ = cancellable
  }
}
