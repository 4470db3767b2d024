import Signals
import SignalsTesting
import Synchronization
import Testing

@Suite struct FlatMapLatestTests {
  let scheduler = TestScheduler()

  @Test func followsTheInnerSignalOfTheLatestValue() {
    let inners = [
      "a": scheduler.signal(
        from: "--1-2-3-4", values: ["1": "a1", "2": "a2", "3": "a3", "4": "a4"]),
      "b": scheduler.signal(from: "------5-6", values: ["5": "b5", "6": "b6"]),
    ]
    let outer = scheduler.signal(from: "-a---b")
    expectMarbles(
      outer.flatMapLatest { inners[$0]! }, "--1-2-5-6",
      values: ["1": "a1", "2": "a2", "5": "b5", "6": "b6"], scheduler: scheduler)
  }

  @Test func disposesTheInnerSubscriptionWhenTheNextValueArrives() {
    let outer = Emitter<Int>()
    let inners = [Emitter<String>(), Emitter<String>()]
    let recorder = SignalRecorder(outer.signal.flatMapLatest { inners[$0].signal })
    outer.send(0)
    inners[0].send("first")
    #expect(inners[0].hasSubscribers)
    outer.send(1)
    #expect(!inners[0].hasSubscribers)
    #expect(inners[1].hasSubscribers)
    inners[0].send("stale")
    inners[1].send("second")
    #expect(recorder.values == ["first", "second"])
    recorder.dispose()
    #expect(!inners[1].hasSubscribers)
    #expect(!outer.hasSubscribers)
  }

  @Test func aFiniteInputEndsOnceItAndTheInnerSignalHaveEnded() {
    let outer = scheduler.finiteSignal(from: "a|")
    let inner = scheduler.finiteSignal(from: "-x--|")
    expectMarbles(outer.flatMapLatest { _ in inner }, "-x--|", scheduler: scheduler)
    let scheduler = TestScheduler()
    let quickInner = scheduler.finiteSignal(from: "-x|")
    let slowOuter = scheduler.finiteSignal(from: "a---|")
    expectMarbles(slowOuter.flatMapLatest { _ in quickInner }, "-x--|", scheduler: scheduler)
  }

  @Test func aFailureOfEitherSideFailsAFiniteResult() {
    let inner = scheduler.finiteSignal(from: "-x#")
    expectMarbles(
      scheduler.finiteSignal(from: "a----").flatMapLatest { _ in inner }, "-x#",
      scheduler: scheduler)
    let scheduler = TestScheduler()
    let quiet = FiniteEmitter<String>()
    expectMarbles(
      scheduler.finiteSignal(from: "a-#").flatMapLatest { _ in quiet.signal }, "--#",
      scheduler: scheduler)
    #expect(!quiet.hasSubscribers)
  }

  @Test func aPlainResultIgnoresTheEndsAndFailuresOfFiniteInnerSignals() {
    let inner = scheduler.finiteSignal(from: "-x#")
    expectMarbles(
      scheduler.signal(from: "a").flatMapLatest { _ in inner }, "-x", scheduler: scheduler)
  }

  @Test func aReadableInnerSignalDeliversItsCurrentValueOnSwitching() {
    let outer = Emitter<Int>()
    let inners = [ReadWriteSignal("zero"), ReadWriteSignal("one")]
    let recorder = SignalRecorder(outer.signal.flatMapLatest { inners[$0] })
    outer.send(1)
    inners[1].value = "uno"
    #expect(recorder.values == ["one", "uno"])
  }

  @Test func readableOuterAndInnerSignalsGiveAReadableSignal() {
    let selected = ReadWriteSignal(0)
    let titles = [ReadWriteSignal("Inbox"), ReadWriteSignal("Drafts")]
    let title: ReadSignal<String> = selected.flatMapLatest { titles[$0] }
    #expect(title.value == "Inbox")
    let changes = SignalRecorder(title)
    let withCurrent = SignalRecorder(title.atOnce())
    titles[0].value = "Mail"
    selected.value = 1
    titles[0].value = "ignored"
    titles[1].value = "Saved"
    #expect(changes.values == ["Mail", "Drafts", "Saved"])
    #expect(withCurrent.values == ["Inbox", "Mail", "Drafts", "Saved"])
    #expect(title.value == "Saved")
  }

  @Test func chainsAreReleased() {
    expectChainReleased(inputs: 2) { inputs, token in
      inputs[0].plain().flatMapLatest { _ in inputs[1].map(token.passing) }
    }
    expectChainReleased(inputs: 2) { inputs, token in
      inputs[0].flatMapLatest { value in inputs[1].map { token.passing($0 + value) } }
    }
  }

  @Test func nothingOfAReplacedInnerSignalFollowsItsSuccessorAcrossThreads() {
    let switches = 20_000
    let outer = Emitter<Int>()
    let inners = (0...switches).map { ReadWriteSignal($0) }
    let current = Atomic(0)
    let received = Log<Int>()
    let subscription = outer.signal.flatMapLatest { inners[$0] }.onValue {
      received.append($0)
    }
    outer.send(0)
    onThreads(2) { thread in
      if thread == 0 {
        for index in 1...switches {
          current.store(index, ordering: .releasing)
          outer.send(index)
        }
      } else {
        // Sets the inner signal being replaced, racing the switch, which delivers the current
        // value of its successor on the other thread.
        while current.load(ordering: .acquiring) < switches {
          let index = current.load(ordering: .acquiring)
          if index > 0 { inners[index - 1].value = index - 1 }
          inners[index].value = index
        }
      }
    }
    let values = received.elements
    let backwards = zip(values, values.dropFirst()).filter { $1 < $0 }
    #expect(backwards.isEmpty, "a replaced inner signal delivered after its successor")
    subscription.dispose()
  }
}
