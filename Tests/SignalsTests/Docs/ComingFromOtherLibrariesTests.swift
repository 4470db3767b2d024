import Signals
import Testing

// The snippets of Sources/Signals/Signals.docc/ComingFromOtherLibraries.md, compiled and run;
// change both together. Each test holds one snippet, then checks what its comment states.

@Suite struct ComingFromOtherLibrariesTests {
  @Test func typesTranslateNameForName() {
    let taps = Emitter<Int>()  // PublishSubject / PassthroughSubject / Callbacker
    let query = ReadWriteSignal("")  // BehaviorRelay / CurrentValueSubject
    let bag = DisposeBag()  // DisposeBag / Set<AnyCancellable>
    var log: [String] = []
    bag += taps.signal.onValue { log.append("tapped \($0)") }
    bag += query.onValue { log.append("query \($0)") }
    taps.send(1)
    query.value = "swift"
    #expect(log == ["tapped 1", "query swift"])
  }

  @Test func flatMapLatestKeepsReadability() {
    let bag = DisposeBag()
    let selectedID = ReadWriteSignal(1)
    let names = [1: ReadWriteSignal("Ada"), 2: ReadWriteSignal("Grace")]
    let name: ReadSignal<String> = selectedID.flatMapLatest { names[$0]! }
    var shown: [String] = []
    bag += name.atOnce().onValue { shown.append($0) }
    selectedID.value = 2
    names[2]!.value = "Grace Hopper"
    #expect(shown == ["Ada", "Grace", "Grace Hopper"])
  }

  @Test func bindToSetsTheCurrentValueFirst() {
    let bag = DisposeBag()
    let source = ReadWriteSignal(3)
    let mirror = ReadWriteSignal(0)
    bag += source.bindTo(mirror)  // mirror.value == 3
    #expect(mirror.value == 3)
    source.value = 4  // mirror.value == 4
    #expect(mirror.value == 4)
  }

  @Test func listeningDeliversChangesAndAtOnceAddsTheCurrentValue() {
    let bag = DisposeBag()
    let count = ReadWriteSignal(1)
    var changes: [Int] = []
    var states: [Int] = []
    bag += count.onValue { changes.append($0) }
    bag += count.atOnce().onValue { states.append($0) }
    count.value = 2
    #expect(changes == [2])
    #expect(states == [1, 2])
  }

  @Test func valueSentFromACallbackIsQueuedNotNested() {
    let bag = DisposeBag()
    let numbers = Emitter<Int>()
    var order: [String] = []
    bag += numbers.signal.onValue { value in
      order.append("A\(value)")
      if value == 1 { numbers.send(2) }  // queued behind 1
    }
    bag += numbers.signal.onValue { order.append("B\($0)") }
    numbers.send(1)
    #expect(order == ["A1", "B1", "A2", "B2"])
  }

  @Test func disposalInsideACallbackIsFinal() {
    let bag = DisposeBag()
    let events = Emitter<String>()
    var second: Disposable?
    var received: [String] = []
    bag += events.signal.onValue { _ in second?.dispose() }  // the first ends the second
    second = events.signal.onValue { received.append($0) }
    events.send("a")
    #expect(received.isEmpty)
  }

  @Test @MainActor func crossingThreadsIsExplicit() {
    let bag = DisposeBag()
    let progress = Emitter<Double>()
    bag += progress.signal.delivered(on: .main).onValue { _ in }  // observe(on:) / receive(on:)
    bag += progress.signal.deliveredOnMainActor().onValue { _ in }  // at once if already on main
    #expect(progress.hasSubscribers)
  }
}
