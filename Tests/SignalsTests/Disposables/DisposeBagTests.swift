import Signals
import SignalsTesting
import Testing

@Suite struct DisposeBagTests {
  @Test func disposesEntriesInReverseOrderOfAddition() {
    let log = Log<String>()
    let bag = DisposeBag()
    bag += { log.append("first") }
    bag += Disposer { log.append("second") }
    bag.add(Disposer { log.append("third") })
    bag.dispose()
    #expect(log.elements == ["third", "second", "first"])
    #expect(bag.isEmpty)
  }

  @Test func isReusableAfterDispose() {
    let log = Log<String>()
    let bag = DisposeBag()
    bag += { log.append("a") }
    bag.dispose()
    bag += { log.append("b") }
    bag.dispose()
    bag.dispose()
    #expect(log.elements == ["a", "b"])
  }

  @Test func disposesOnDeinit() {
    let log = Log<String>()
    do {
      let bag = DisposeBag()
      bag += { log.append("disposed") }
    }
    #expect(log.elements == ["disposed"])
  }

  @Test func holdsObjectsUntilDisposed() {
    let bag = DisposeBag()
    weak var weakTracked: Tracked?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      bag.hold(tracked)
    }
    #expect(weakTracked != nil)
    bag.dispose()
    #expect(weakTracked == nil)
  }

  @Test func innerBagIsDisposedWithItsParentOrOnItsOwn() {
    let log = Log<String>()
    let bag = DisposeBag()
    let inner = bag.innerBag()
    inner += { log.append("inner") }
    inner.dispose()
    #expect(log.elements == ["inner"])
    let second = bag.innerBag()
    second += { log.append("second") }
    bag.dispose()
    #expect(log.elements == ["inner", "second"])
  }

  @Test func prunesSubscriptionsThatEndedElsewhere() {
    let emitter = Emitter<Int>()
    let bag = DisposeBag()
    for _ in 0..<1_000 {
      let subscription = emitter.signal.onValue { _ in }
      bag += subscription
      subscription.dispose()
    }
    let live = emitter.signal.onValue { _ in }
    bag += live
    // Without pruning the bag would hold 1,001 entries; ended ones are dropped as it grows.
    let probe = Log<Int>()
    bag += { probe.append(1) }
    #expect(!bag.isEmpty)
    #expect(bag.entryCount < 64)
    bag.dispose()
    #expect(!emitter.hasSubscribers)
    #expect(probe.elements == [1])
  }

  @Test func entriesMayDisposeAndRefillTheBagWhileItDisposes() {
    let log = Log<String>()
    let bag = DisposeBag()
    bag += {
      log.append("outer")
      bag.dispose()
      bag += { log.append("added while disposing") }
    }
    bag.dispose()
    #expect(log.elements == ["outer"])
    bag.dispose()
    #expect(log.elements == ["outer", "added while disposing"])
  }

  @Test func concurrentAddsAndDisposeDisposeEveryEntryOnce() {
    let runs = Counter()
    let bag = DisposeBag()
    onThreads(4) { thread in
      for _ in 0..<250 {
        bag += { runs.increment() }
      }
      if thread == 0 { bag.dispose() }
    }
    bag.dispose()
    #expect(runs.value == 1_000)
  }

  @Test func aReusedInnerBagIsStillDisposedWithItsParent() {
    let log = Log<String>()
    let bag = DisposeBag()
    let inner = bag.innerBag()
    inner.dispose()
    // Enough entries for the parent to prune.
    for _ in 0..<40 { bag += Disposer {} }
    inner += { log.append("reused") }
    bag.dispose()
    #expect(log.elements == ["reused"])
  }

  @Test func anInnerBagDisposedOnItsOwnLeavesItsParentAtOnce() {
    let bag = DisposeBag()
    let inner = bag.innerBag()
    inner += {}
    inner.dispose()
    #expect(bag.entryCount == 0)
  }

  @Test func prunesEndedSubscriptionsOfEveryOperatorAndSource() {
    let scheduler = TestScheduler()
    let ended = FiniteEmitter<Int>()
    ended.finish()
    let input = ended.signal
    let subscriptions: [(String, () -> Disposable)] = [
      ("merge", { merge(input, input).onValue { _ in } }),
      ("combineLatest", { combineLatest(input, input).onValue { _ in } }),
      ("take(until:)", { input.take(until: input).onValue { _ in } }),
      ("debounce", { input.debounce(.seconds(1), on: scheduler).onValue { _ in } }),
      ("throttle", { input.throttle(.seconds(1), on: scheduler).onValue { _ in } }),
      ("delay", { input.delay(by: .seconds(1), on: scheduler).onValue { _ in } }),
      ("withLatest", { input.withLatest(from: input).onValue { _ in } }),
      ("start(with:)", { input.start(with: 1).onValue { _ in } }),
      ("flatMapLatest", { input.flatMapLatest { _ in input }.onValue { _ in } }),
      ("ended emitter", { input.onValue { _ in } }),
      ("constant", { ReadSignal(constant: 1).onValue { _ in } }),
    ]
    for (name, subscribe) in subscriptions {
      let bag = DisposeBag()
      for _ in 0..<2_000 {
        bag += subscribe()
        // Timing operators end once their delayed end has gone out.
        scheduler.advance(by: .seconds(2))
      }
      #expect(bag.entryCount < 64, "\(name) kept \(bag.entryCount) ended subscriptions")
    }
  }
}
