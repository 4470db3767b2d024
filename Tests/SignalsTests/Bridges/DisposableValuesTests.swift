import Signals
import Testing

@Suite struct DisposableValuesTests {
  @Test func cancellingTheConsumingTaskDisposesTheSubscription() async {
    let emitter = Emitter<Int>()
    let stream = emitter.signal.values
    let consumer = Task {
      var received: [Int] = []
      for await value in stream { received.append(value) }
      return received
    }
    #expect(emitter.hasSubscribers)
    consumer.cancel()
    _ = await consumer.value
    #expect(!emitter.hasSubscribers)
  }

  @Test func cancellingTheConsumingTaskOfADisposableSequenceDisposesTheSubscription() async {
    let emitter = Emitter<Int>()
    let bag = DisposeBag()
    let stream = emitter.signal.values(disposedBy: bag)
    let consumer = Task {
      for await _ in stream {}
    }
    consumer.cancel()
    await consumer.value
    #expect(!emitter.hasSubscribers)
  }

  @Test func disposingTheBagFinishesTheSequenceAfterTheBufferedValues() async {
    let emitter = Emitter<Int>()
    let bag = DisposeBag()
    let stream = emitter.signal.values(disposedBy: bag)
    emitter.send(1)
    emitter.send(2)
    bag.dispose()
    emitter.send(3)
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1, 2])
    #expect(!emitter.hasSubscribers)
  }

  @Test func disposingTheBagEndsALoopWaitingForValues() async {
    let emitter = Emitter<Int>()
    let bag = DisposeBag()
    let stream = emitter.signal.values(disposedBy: bag)
    let consumer = Task {
      var received: [Int] = []
      for await value in stream { received.append(value) }
      return received
    }
    emitter.send(1)
    bag.dispose()
    #expect(await consumer.value == [1])
  }

  @Test func bufferingNewestKeepsOnlyTheLatestValuesWhileTheConsumerIsBusy() async {
    let emitter = Emitter<Int>()
    let bag = DisposeBag()
    let stream = emitter.signal.values(bufferingPolicy: .bufferingNewest(2), disposedBy: bag)
    for value in 1...5 { emitter.send(value) }
    bag.dispose()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [4, 5])
  }

  @Test func sequenceFinishesAtTheEndOfAFiniteSignal() async {
    let emitter = FiniteEmitter<Int>()
    let bag = DisposeBag()
    let stream = emitter.signal.values(disposedBy: bag)
    emitter.send(1)
    emitter.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1])
  }
}
