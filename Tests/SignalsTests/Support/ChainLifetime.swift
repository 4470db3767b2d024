import Signals
import SignalsTesting
import Testing

/// Checks the lifetime rules of an operator chain twice, once ending the subscription with
/// `dispose()` and once by dropping its bag:
/// - while subscribed, the inputs have subscribers; afterwards none (disposing downstream
///   disposes upstream), and no timer is left on `scheduler`;
/// - nothing is delivered after the end of the subscription;
/// - the chain is freed: a token captured by the subscriber's callback and by the chain's own
///   closures (`makeChain` receives it) is released.
///
/// `makeChain` gets `inputs` finite signals fed from emitters (use `plain()` for plain ones);
/// each receives 1, then (after one second on `scheduler`) 2, while subscribed, and 3 after.
func expectChainReleased<Kind: SignalKind, Output>(
  inputs count: Int = 1,
  scheduler: TestScheduler? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ makeChain: (_ inputs: [FiniteSignal<Int>], _ token: Tracked) -> CoreSignal<Kind, Output>
) {
  for dropsBag in [false, true] {
    let tracker = LifetimeTracker()
    let emitters = (0..<count).map { _ in FiniteEmitter<Int>() }
    let delivered = Counter()
    do {
      let token = tracker.track(Tracked(), "token")
      var bag: DisposeBag? = DisposeBag()
      bag?.add(
        makeChain(emitters.map(\.signal), token).onEvent { _ in
          withExtendedLifetime(token) { delivered.increment() }
        })
      let subscribed = emitters.contains { $0.hasSubscribers }
      #expect(
        subscribed, "the chain subscribes to its inputs",
        sourceLocation: sourceLocation)
      for emitter in emitters { emitter.send(1) }
      scheduler?.advance(by: .seconds(1))
      for emitter in emitters { emitter.send(2) }
      let deliveredBefore = delivered.value
      if dropsBag { bag = nil } else { bag?.dispose() }
      let stillSubscribed = emitters.contains { $0.hasSubscribers }
      #expect(
        !stillSubscribed,
        "disposing downstream disposes upstream (bag \(dropsBag ? "dropped" : "disposed"))",
        sourceLocation: sourceLocation)
      #expect(
        scheduler?.pendingCount ?? 0 == 0, "disposing cancels the chain's timers",
        sourceLocation: sourceLocation)
      for emitter in emitters { emitter.send(3) }
      scheduler?.run()
      #expect(
        delivered.value == deliveredBefore, "nothing is delivered after disposal",
        sourceLocation: sourceLocation)
      withExtendedLifetime(bag) {}
    }
    #expect(
      tracker.survivors.isEmpty,
      "nothing outlives its bag (bag \(dropsBag ? "dropped" : "disposed"))",
      sourceLocation: sourceLocation)
  }
}

extension Tracked {
  /// Returns `value`; chains call it so that their closures capture the token.
  func passing<Value>(_ value: Value) -> Value {
    value
  }
}
