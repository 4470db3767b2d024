import Signals
import SignalsTesting
import Testing

@Suite struct FiniteTests {
  struct Offline: Error, Equatable {}
  struct Wrapped: Error {
    let underlying: any Error
  }

  let scheduler = TestScheduler()

  @Test func mapErrorReplacesTheFailure() {
    let emitter = FiniteEmitter<Int>()
    let recorder = SignalRecorder(emitter.signal.mapError { Wrapped(underlying: $0) })
    emitter.send(1)
    emitter.fail(Offline())
    #expect(recorder.values == [1])
    let wrapped = recorder.failure as? Wrapped
    #expect(wrapped?.underlying is Offline)
  }

  @Test func mapErrorKeepsValuesAndTheEnd() {
    let input = scheduler.finiteSignal(from: "-a-b|")
    expectMarbles(input.mapError { Wrapped(underlying: $0) }, "-a-b|", scheduler: scheduler)
  }

  @Test func onEndRunsOnceWhenTheSignalEnds() {
    let emitter = FiniteEmitter<Int>()
    let ends = Counter()
    let subscription = emitter.signal.onEnd { ends.increment() }
    emitter.send(1)
    #expect(ends.value == 0)
    emitter.finish()
    #expect(ends.value == 1)
    subscription.dispose()
  }

  @Test func onEndDoesNotRunOnFailureOrAfterDisposal() {
    let failing = FiniteEmitter<Int>()
    let ends = Counter()
    let first = failing.signal.onEnd { ends.increment() }
    failing.fail(Offline())
    let disposed = FiniteEmitter<Int>()
    disposed.signal.onEnd { ends.increment() }.dispose()
    disposed.finish()
    #expect(ends.value == 0)
    first.dispose()
  }

  @Test func onErrorReceivesTheFailure() {
    let emitter = FiniteEmitter<Int>()
    let errors = Log<String>()
    let subscription = emitter.signal.onError { errors.append("\($0)") }
    emitter.send(1)
    emitter.fail(Offline())
    #expect(errors.elements == ["Offline()"])
    subscription.dispose()
  }

  @Test func onErrorDoesNotRunOnTheEnd() {
    let emitter = FiniteEmitter<Int>()
    let errors = Counter()
    let subscription = emitter.signal.onError { _ in errors.increment() }
    emitter.finish()
    #expect(errors.value == 0)
    subscription.dispose()
  }

  @Test func chainsAreReleased() {
    expectChainReleased { inputs, token in
      inputs[0].mapError { token.passing(Wrapped(underlying: $0)) }
    }
  }
}
