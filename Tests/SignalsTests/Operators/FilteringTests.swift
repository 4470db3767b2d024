import Signals
import SignalsTesting
import Testing

@Suite struct FilteringTests {
  let scheduler = TestScheduler()

  @Test func filterDeliversOnlyMatchingValues() {
    let input = scheduler.finiteSignal(from: "abcab|")
    expectMarbles(input.filter { $0 != "b" }, "a-ca-|", scheduler: scheduler)
  }

  @Test func filterOfAReadableSignalIsPlain() {
    let count = ReadWriteSignal(1)
    let evens: Signal<Int> = count.filter { $0.isMultiple(of: 2) }
    let recorder = SignalRecorder(evens)
    for value in 2...5 { count.value = value }
    #expect(recorder.values == [2, 4])
  }

  @Test func distinctDropsRepeatsOfThePreviousValue() {
    let input = scheduler.finiteSignal(from: "aabba|")
    expectMarbles(input.distinct(), "a-b-a|", scheduler: scheduler)
  }

  @Test func distinctByComparesWithThePreviousValueDeliveredOrNot() {
    let names = scheduler.signal(
      from: "abcde", values: ["a": "Ann", "b": "Alan", "c": "Bob", "d": "Bea", "e": "Al"])
    expectMarbles(
      names.distinct { $0.first == $1.first }, "a-c-e",
      values: ["a": "Ann", "c": "Bob", "e": "Al"],
      scheduler: scheduler)
  }

  @Test func distinctOfAReadableSignalStaysReadableAndSkipsItsCurrentValue() {
    let count = ReadWriteSignal(1)
    let changes: ReadSignal<Int> = count.distinct()
    let recorder = SignalRecorder(changes)
    let withCurrent = SignalRecorder(changes.atOnce())
    for value in [1, 2, 2, 1] { count.value = value }
    #expect(recorder.values == [2, 1])
    #expect(withCurrent.values == [1, 2, 1])
    #expect(changes.value == 1)
  }

  @Test func skipDropsTheFirstValues() {
    let input = scheduler.finiteSignal(from: "abcd|")
    expectMarbles(input.skip(2), "--cd|", scheduler: scheduler)
  }

  @Test func skipCountsForEachSubscription() {
    let emitter = Emitter<Int>()
    let skipped = emitter.signal.skip(1)
    let first = SignalRecorder(skipped)
    emitter.send(1)
    let second = SignalRecorder(skipped)
    emitter.send(2)
    emitter.send(3)
    #expect(first.values == [2, 3])
    #expect(second.values == [3])
  }

  @Test func takeMakesAPlainSignalFiniteAndDisposesIt() {
    let emitter = Emitter<String>()
    let input = scheduler.signal(from: "abcd")
    let firstTwo: FiniteSignal<String> = merge(input, emitter.signal).take(2)
    let recorder = SignalRecorder(firstTwo)
    #expect(emitter.hasSubscribers)
    scheduler.run()
    #expect(recorder.events == [.value("a"), .value("b"), .end])
    #expect(!emitter.hasSubscribers)
  }

  @Test func takeEndsInTheFrameOfTheLastValue() {
    expectMarbles(scheduler.signal(from: "-abc").take(2), "-a(b|)", scheduler: scheduler)
  }

  @Test func takeOfZeroEndsAtOnce() {
    expectMarbles(scheduler.signal(from: "abc").take(0), "|", scheduler: scheduler)
  }

  @Test func takeEndsEarlyWithItsInput() {
    expectMarbles(scheduler.finiteSignal(from: "a-|").take(5), "a-|", scheduler: scheduler)
    expectMarbles(scheduler.finiteSignal(from: "a-#").take(5), "a-#", scheduler: scheduler)
  }

  @Test func takeOfAReadableSignalCountsChangesUnlessAtOnce() {
    let count = ReadWriteSignal(0)
    let changes = SignalRecorder(count.take(1))
    let withCurrent = SignalRecorder(count.atOnce().take(1))
    count.value = 1
    #expect(changes.events == [.value(1), .end])
    #expect(withCurrent.events == [.value(0), .end])
  }

  @Test func takeStopsASynchronousSourceWhileItIsStillBeingSubscribed() {
    let produced = Counter()
    let mapped = Counter()
    let numbers = FiniteSignal<Int> { callback in
      for number in 1...100 {
        produced.increment()
        callback(.value(number))
      }
      callback(.end)
      return NilDisposer()
    }
    let recorder = SignalRecorder(
      numbers.map {
        mapped.increment()
        return $0
      }.take(2))
    #expect(recorder.events == [.value(1), .value(2), .end])
    #expect(mapped.value == 2)
    #expect(produced.value == 100)  // A callback API can't be stopped; its events are dropped.
  }

  @Test func anEndFurtherDownstreamStopsASynchronousSourceThroughAnotherTake() {
    let mapped = Counter()
    let numbers = FiniteSignal<Int> { callback in
      for number in 1...100 { callback(.value(number)) }
      return NilDisposer()
    }
    let recorder = SignalRecorder(
      numbers.map {
        mapped.increment()
        return $0
      }.take(50).take(2))
    #expect(recorder.events == [.value(1), .value(2), .end])
    #expect(mapped.value == 2)
  }

  @Test func takeUntilEndsWhenTheOtherSignalDelivers() {
    let input = scheduler.signal(from: "a-b-c-d")
    let stop = scheduler.signal(from: "---x-x")
    expectMarbles(input.take(until: stop), "a-b|", scheduler: scheduler)
  }

  @Test func takeUntilIgnoresTheOtherSignalsEndAndTakesItsFailure() {
    let ended = scheduler.finiteSignal(from: "-|")
    expectMarbles(scheduler.signal(from: "a-b").take(until: ended), "a-b", scheduler: scheduler)
    let failed = scheduler.finiteSignal(from: "-#")
    expectMarbles(scheduler.signal(from: "a-b").take(until: failed), "a#", scheduler: scheduler)
  }

  @Test func takeUntilEndsWithItsInput() {
    let input = scheduler.finiteSignal(from: "a|")
    let other = Emitter<Int>()
    expectMarbles(input.take(until: other.signal), "a|", scheduler: scheduler)
    #expect(!other.hasSubscribers)
  }

  @Test func takeUntilAReadableSignalIgnoresItsCurrentValue() {
    let stop = ReadWriteSignal(false)
    let emitter = Emitter<Int>()
    let recorder = SignalRecorder(emitter.signal.take(until: stop))
    emitter.send(1)
    stop.value = true
    emitter.send(2)
    #expect(recorder.events == [.value(1), .end])
  }

  @Test func firstDeliversOneValueThenEnds() {
    expectMarbles(scheduler.signal(from: "-ab").first(), "-(a|)", scheduler: scheduler)
  }

  @Test func onFirstValueCallsBackOnceAndLetsGo() {
    let emitter = Emitter<Int>()
    let received = Log<Int>()
    let subscription = emitter.signal.onFirstValue { received.append($0) }
    emitter.send(1)
    emitter.send(2)
    #expect(received.elements == [1])
    #expect(!emitter.hasSubscribers)
    subscription.dispose()
  }

  @Test func onFirstValueDisposedEarlyNeverCallsBack() {
    let emitter = Emitter<Int>()
    let received = Log<Int>()
    emitter.signal.onFirstValue { received.append($0) }.dispose()
    emitter.send(1)
    #expect(received.elements.isEmpty)
  }

  @Test func chainsAreReleased() {
    expectChainReleased { inputs, token in inputs[0].filter { token.passing($0 > 0) } }
    expectChainReleased { inputs, token in inputs[0].plain().distinct { token.passing($0 == $1) } }
    expectChainReleased { inputs, token in inputs[0].skip(1).map(token.passing) }
    expectChainReleased { inputs, token in inputs[0].plain().take(10).map(token.passing) }
    expectChainReleased(inputs: 2) { inputs, token in
      inputs[0].plain().take(until: inputs[1].filter { token.passing($0 > 5) })
    }
    expectChainReleased { inputs, token in inputs[0].first().map(token.passing) }
  }
}
