import Signals
import Testing

@Suite struct EmitterTests {
  @Test func deliversSynchronouslyInSubscriptionOrder() {
    let emitter = Emitter<Int>()
    let log = Log<String>()
    let first = emitter.signal.onValue { log.append("a\($0)") }
    let second = emitter.signal.onValue { log.append("b\($0)") }
    emitter.send(1)
    #expect(log.elements == ["a1", "b1"])
    emitter.send(2)
    #expect(log.elements == ["a1", "b1", "a2", "b2"])
    first.dispose()
    second.dispose()
  }

  @Test func sendingWithoutSubscribersDoesNothing() {
    let emitter = Emitter<Int>()
    #expect(!emitter.hasSubscribers)
    emitter.send(1)
    let log = Log<Int>()
    let subscription = emitter.signal.onValue { log.append($0) }
    #expect(emitter.hasSubscribers)
    emitter.send(2)
    subscription.dispose()
    #expect(!emitter.hasSubscribers)
    emitter.send(3)
    #expect(log.elements == [2])
  }

  @Test func disposedSubscriberReceivesNothingMore() {
    let emitter = Emitter<Int>()
    let log = Log<Int>()
    let subscription = emitter.signal.onValue { log.append($0) }
    emitter.send(1)
    subscription.dispose()
    subscription.dispose()
    emitter.send(2)
    #expect(log.elements == [1])
  }

  @Test func finiteEmitterEndsAndReplaysTheEndToLateSubscribers() {
    let emitter = FiniteEmitter<Int>()
    let log = Log<String>()
    let subscription = emitter.signal.onEvent { log.append("\($0)") }
    emitter.send(1)
    emitter.finish()
    emitter.send(2)
    emitter.fail(TestError.boom)
    #expect(log.elements == ["value(1)", "end"])
    #expect(!emitter.hasSubscribers)
    let late = emitter.signal.onEvent { log.append("late \($0)") }
    #expect(log.elements.last == "late end")
    subscription.dispose()
    late.dispose()
  }
}

enum TestError: Error, Equatable {
  case boom
}
