import Signals
import Testing

/// An operator written as the WritingOperators article shows, to prove the recipe keeps the
/// kind and the guarantees.
extension CoreSignal where Value == Int {
  fileprivate func doubled() -> CoreSignal<Kind.DropWrite, Int> {
    CoreSignal<Kind.DropWrite, Int>(
      getter: getter.map { read in { read() * 2 } },
      subscribe: { downstream in
        self.subscribe(
          Observer(forwardingTo: downstream) { event in
            downstream.receive(event.map { $0 * 2 })
          })
      })
  }
}

@Suite struct CoreSignalTests {
  @Test func anOperatorWrittenOnceKeepsReadabilityAndTheCurrentValue() {
    let count = ReadWriteSignal(1)
    let doubled: ReadSignal<Int> = count.doubled()
    let log = Log<Int>()
    let subscription = doubled.atOnce().onValue { log.append($0) }
    count.value = 5
    #expect(doubled.value == 10)
    #expect(log.elements == [2, 10])
    subscription.dispose()
  }

  @Test func anOperatorWrittenOnceKeepsAFiniteSignalsEnd() {
    let emitter = FiniteEmitter<Int>()
    let log = Log<Event<Int>>()
    let subscription = emitter.signal.doubled().onEvent { log.append($0) }
    emitter.send(3)
    emitter.finish()
    #expect(log.elements == [.value(6), .end])
    subscription.dispose()
  }

  @Test func disposingAnOperatorChainFromInsideItsCallbackIsFinal() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let holder = SerialDisposable()
    holder.replace(
      with: emitter.signal.doubled().doubled().onValue { value in
        log.append(value)
        emitter.send(100)
        holder.dispose()
      })
    emitter.send(1)
    #expect(log.elements == [4])
  }

  @Test func eventsCompareByValueAndFailuresByTypeAndDescription() {
    #expect(Event.value(1) == .value(1))
    #expect(Event<Int>.end != .value(1))
    #expect(Event<Int>.failure(TestError.boom) == .failure(TestError.boom))
    #expect(Event<Int>.failure(TestError.boom).error != nil)
    #expect(Event.value(2).value == 2)
    #expect(Event<Int>.end.isTerminal)
    #expect(!Event.value(1).isTerminal)
    #expect("\(Event.value(1))" == "value(1)")
  }
}
