import Signals
import SignalsTesting
import Testing

@Suite struct CombiningTests {
  let scheduler = TestScheduler()

  @Test func mergeDeliversEveryInputsValuesAndEndsWhenAllHaveEnded() {
    let first = scheduler.finiteSignal(from: "-a--c|")
    let second = scheduler.finiteSignal(from: "--b--d|")
    expectMarbles(merge(first, second), "-ab-cd|", scheduler: scheduler)
  }

  @Test func mergeFailsAtTheFirstFailureAndLetsGoOfTheOthers() {
    let first = scheduler.finiteSignal(from: "-a#")
    let second = FiniteEmitter<String>()
    expectMarbles(merge([first, second.signal]), "-a#", scheduler: scheduler)
    #expect(!second.hasSubscribers)
  }

  @Test func mergeOfNoFiniteSignalsEndsAtOnce() {
    expectMarbles(merge([FiniteSignal<String>]()), "|", scheduler: scheduler)
  }

  @Test func mergeOfReadableSignalsIsPlain() {
    let first = ReadWriteSignal(1)
    let second = ReadWriteSignal(2)
    let merged: Signal<Int> = merge(first, second)
    let recorder = SignalRecorder(merged)
    second.value = 20
    first.value = 10
    #expect(recorder.values == [20, 10])
  }

  @Test func mergeDeliversAValueSentFromItsOwnCallbackAfterTheCurrentOne() {
    let first = Emitter<Int>()
    let second = Emitter<Int>()
    let received = Log<String>()
    let subscription = merge(first.signal, second.signal).onValue { value in
      received.append("begin \(value)")
      if value == 1 { second.send(2) }
      received.append("end \(value)")
    }
    first.send(1)
    #expect(received.elements == ["begin 1", "end 1", "begin 2", "end 2"])
    subscription.dispose()
  }

  @Test func withLatestPairsEachValueWithTheOthersLatest() {
    let taps = scheduler.signal(from: "x--x-x")
    let text = scheduler.signal(from: "-a--b")
    expectMarbles(
      taps.withLatest(from: text).map { $0 + $1 }, "---a-b", values: ["a": "xa", "b": "xb"],
      scheduler: scheduler)
  }

  @Test func withLatestFromAReadableSignalStartsFromItsCurrentValue() {
    let taps = Emitter<Int>()
    let text = ReadWriteSignal("draft")
    let recorder = SignalRecorder(taps.signal.withLatest(from: text).map { "\($0) \($1)" })
    taps.send(1)
    text.value = "final"
    taps.send(2)
    #expect(recorder.values == ["1 draft", "2 final"])
  }

  @Test func withLatestEndsWithItsInputAndFailsWithEither() {
    let other = scheduler.finiteSignal(from: "a|")
    expectMarbles(
      scheduler.finiteSignal(from: "-x-|").withLatest(from: other).map { $0 + $1 }, "-y-|",
      values: ["y": "xa"], scheduler: scheduler)
    let failing = scheduler.finiteSignal(from: "--#")
    expectMarbles(
      scheduler.finiteSignal(from: "x-x-x").withLatest(from: failing).map { $0 + $1 }, "--#",
      values: [Character: String](), scheduler: scheduler)
  }

  @Test func startWithDeliversItsValuesFirst() {
    let input = scheduler.finiteSignal(from: "--a|")
    expectMarbles(input.start(with: "x", "y"), "(xy)-a|", scheduler: scheduler)
  }

  @Test func startWithDeliversToEachSubscriber() {
    let emitter = Emitter<Int>()
    let started = emitter.signal.start(with: [0])
    let first = SignalRecorder(started)
    emitter.send(1)
    let second = SignalRecorder(started)
    #expect(first.values == [0, 1])
    #expect(second.values == [0])
  }

  @Test func chainsAreReleased() {
    expectChainReleased(inputs: 3) { inputs, token in merge(inputs).map(token.passing) }
    expectChainReleased(inputs: 2) { inputs, token in
      inputs[0].plain().withLatest(from: inputs[1].map(token.passing)).map { $0 + $1 }
    }
    expectChainReleased { inputs, token in inputs[0].start(with: 0).map(token.passing) }
  }
}
