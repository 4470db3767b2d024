import Signals
import SignalsTesting
import Testing

@Suite struct CombineLatestTests {
  let scheduler = TestScheduler()

  @Test func deliversOnceEveryInputHasAValueThenOnEachChange() {
    let first = scheduler.signal(from: "-a---c")
    let second = scheduler.signal(from: "--b-d")
    expectMarbles(
      combineLatest(first, second).map { $0 + $1 }, "--x-yz",
      values: ["x": "ab", "y": "ad", "z": "cd"], scheduler: scheduler)
  }

  @Test func combinesThreeAndFourInputsOfDifferentTypes() {
    let letters = scheduler.signal(from: "a--b")
    let numbers = scheduler.signal(from: "-1", values: ["1": 1])
    let flags = scheduler.signal(from: "--t", values: ["t": true])
    let three = combineLatest(letters, numbers, flags).map { "\($0)\($1)\($2)" }
    expectMarbles(
      three, "--xy", values: ["x": "a1true", "y": "b1true"], scheduler: scheduler)
    let scheduler = TestScheduler()
    let four = combineLatest(
      scheduler.signal(from: "a"), scheduler.signal(from: "-b"), scheduler.signal(from: "c"),
      scheduler.signal(from: "--d")
    ).map { $0 + $1 + $2 + $3 }
    expectMarbles(four, "--x", values: ["x": "abcd"], scheduler: scheduler)
  }

  @Test func combinesAnArray() {
    let inputs = ["a-c", "-b", "--d"].map { scheduler.signal(from: $0) }
    expectMarbles(
      combineLatest(inputs).map { $0.joined() }, "--x", values: ["x": "cbd"], scheduler: scheduler)
  }

  @Test func readableInputsGiveAReadableCombination() {
    let width = ReadWriteSignal(2)
    let height = ReadWriteSignal(3)
    let area: ReadSignal<Int> = combineLatest(width, height).map { $0 * $1 }
    #expect(area.value == 6)
    let changes = SignalRecorder(area)
    let withCurrent = SignalRecorder(area.atOnce())
    width.value = 4
    height.value = 5
    #expect(changes.values == [12, 20])
    #expect(withCurrent.values == [6, 12, 20])
    #expect(area.value == 20)
  }

  @Test func anArrayOfReadableInputsIsReadable() {
    let values = [ReadWriteSignal(1), ReadWriteSignal(2)]
    let all: ReadSignal<[Int]> = combineLatest(values)
    #expect(all.value == [1, 2])
    let recorder = SignalRecorder(all.atOnce())
    values[1].value = 3
    #expect(recorder.values == [[1, 2], [1, 3]])
  }

  @Test func finiteInputsEndWhenAllHaveEnded() {
    let first = scheduler.finiteSignal(from: "a|")
    let second = scheduler.finiteSignal(from: "-b--|")
    expectMarbles(
      combineLatest(first, second).map { $0 + $1 }, "-x--|", values: ["x": "ab"],
      scheduler: scheduler)
  }

  @Test func anInputEndingWithoutAValueEndsTheCombination() {
    let first = scheduler.finiteSignal(from: "-|")
    let second = scheduler.finiteSignal(from: "a--b|")
    expectMarbles(
      combineLatest(first, second).map { $0 + $1 }, "-|", values: [Character: String](),
      scheduler: scheduler)
  }

  @Test func aFailureFailsTheCombination() {
    let first = scheduler.finiteSignal(from: "a-#")
    let second = scheduler.finiteSignal(from: "-b--c")
    expectMarbles(
      combineLatest(first, second).map { $0 + $1 }, "-x#", values: ["x": "ab"],
      scheduler: scheduler)
  }

  @Test func noInputsNeverDeliverOrEndAtOnceWhenFinite() {
    expectMarbles(combineLatest([Signal<String>]()).map { $0.joined() }, "", scheduler: scheduler)
    expectMarbles(
      combineLatest([FiniteSignal<String>]()).map { $0.joined() }, "|", scheduler: scheduler)
    #expect(combineLatest([ReadSignal<Int>]()).value == [])
  }

  @Test func chainsAreReleased() {
    expectChainReleased(inputs: 2) { inputs, token in
      combineLatest(inputs[0], inputs[1]).map { token.passing($0 + $1) }
    }
    expectChainReleased(inputs: 3) { inputs, token in
      combineLatest(inputs.map { $0.plain() }).map(token.passing)
    }
  }

  @Test func combinationsFromTwoThreadsNeverGoBackwards() {
    let first = ReadWriteSignal(0)
    let second = ReadWriteSignal(0)
    let pairs = Log<Pair>()
    let subscription = combineLatest(first, second).onValue { pairs.append(Pair($0, $1)) }
    let sets = 20_000
    onThreads(2) { thread in
      let input = thread == 0 ? first : second
      for value in 1...sets { input.value = value }
    }
    let received = pairs.elements
    let backwards = zip(received, received.dropFirst()).filter { earlier, later in
      later.first < earlier.first || later.second < earlier.second
    }
    #expect(backwards.isEmpty, "went backwards: \(backwards.prefix(3))")
    #expect(received.last == Pair(sets, sets))
    subscription.dispose()
  }
}

/// A combination of two integers, as a subscriber of `combineLatest` records it.
struct Pair: Equatable, Sendable {
  let first: Int
  let second: Int

  init(_ first: Int, _ second: Int) {
    self.first = first
    self.second = second
  }
}
