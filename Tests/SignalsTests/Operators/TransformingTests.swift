import Signals
import SignalsTesting
import Testing

@Suite struct TransformingTests {
  let scheduler = TestScheduler()

  @Test func mapTransformsEachValueAndKeepsTheEnd() {
    let input = scheduler.finiteSignal(from: "-a-b|")
    expectMarbles(input.map { $0.uppercased() }, "-A-B|", scheduler: scheduler)
  }

  @Test func mapKeepsAFailure() {
    let input = scheduler.finiteSignal(from: "-a#")
    expectMarbles(input.map { $0.uppercased() }, "-A#", scheduler: scheduler)
  }

  @Test func mapOfAReadableSignalIsReadable() {
    let count = ReadWriteSignal(2)
    let tens: ReadSignal<Int> = count.map { $0 * 10 }
    #expect(tens.value == 20)
    let recorder = SignalRecorder(tens.atOnce())
    count.value = 3
    #expect(recorder.values == [20, 30])
    #expect(tens.value == 30)
  }

  @Test func compactMapDropsNilResults() {
    let input = scheduler.finiteSignal(from: "1-x-2|")
    expectMarbles(
      input.compactMap { Int($0) }, "1---2|", values: ["1": 1, "2": 2], scheduler: scheduler)
  }

  @Test func compactMapOfAReadableSignalIsPlain() {
    let text = ReadWriteSignal("1")
    let numbers: Signal<Int> = text.compactMap { Int($0) }
    let recorder = SignalRecorder(numbers)
    text.value = "x"
    text.value = "7"
    #expect(recorder.values == [7])
  }

  @Test func scanDeliversRunningResults() {
    let input = scheduler.finiteSignal(from: "-1-2-3|", values: ["1": 1, "2": 2, "3": 3])
    expectMarbles(
      input.scan(0, +), "-a-b-c|", values: ["a": 1, "b": 3, "c": 6], scheduler: scheduler)
  }

  @Test func scanAccumulatesForEachSubscriptionOnItsOwn() {
    let numbers = Emitter<Int>()
    let totals = numbers.signal.scan(100, +)
    let first = SignalRecorder(totals)
    numbers.send(1)
    let second = SignalRecorder(totals)
    numbers.send(2)
    #expect(first.values == [101, 103])
    #expect(second.values == [102])
  }

  @Test func bufferDeliversFullArraysAndTheRestAtTheEnd() {
    let input = scheduler.finiteSignal(from: "abcde|")
    expectMarbles(
      input.buffer(count: 2), "-x-y-(z|)",
      values: ["x": ["a", "b"], "y": ["c", "d"], "z": ["e"]],
      scheduler: scheduler)
  }

  @Test func bufferDropsAnIncompleteArrayOnFailure() {
    let input = scheduler.finiteSignal(from: "abc#")
    expectMarbles(input.buffer(count: 2), "-x-#", values: ["x": ["a", "b"]], scheduler: scheduler)
  }

  @Test func bufferOfAPlainSignalNeverFlushes() {
    let input = scheduler.signal(from: "abc")
    expectMarbles(input.buffer(count: 2), "-x", values: ["x": ["a", "b"]], scheduler: scheduler)
  }

  @Test func collectDeliversEveryValueInOneArrayAtTheEnd() {
    let input = scheduler.finiteSignal(from: "-a-b-|")
    expectMarbles(input.collect(), "-----(x|)", values: ["x": ["a", "b"]], scheduler: scheduler)
  }

  @Test func collectOfNoValuesDeliversAnEmptyArray() {
    let input = scheduler.finiteSignal(from: "--|")
    expectMarbles(input.collect(), "--(x|)", values: ["x": []], scheduler: scheduler)
  }

  @Test func collectDeliversOnlyTheFailure() {
    let input = scheduler.finiteSignal(from: "-a-#")
    expectMarbles(input.collect(), "---#", values: [Character: [String]](), scheduler: scheduler)
  }

  @Test func chainsAreReleased() {
    expectChainReleased { inputs, token in
      inputs[0].plain().map { token.passing($0 + 1) }
    }
    expectChainReleased { inputs, token in
      inputs[0].compactMap { token.passing($0) }
    }
    expectChainReleased { inputs, token in
      inputs[0].plain().scan(0) { token.passing($0 + $1) }
    }
    expectChainReleased { inputs, token in
      inputs[0].buffer(count: 2).map(token.passing)
    }
    expectChainReleased { inputs, token in
      inputs[0].collect().map(token.passing)
    }
  }
}
