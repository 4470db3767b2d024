import Signals
import Synchronization

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// One Combine subscription to a signal: it subscribes to the signal at the first request,
/// delivers values while there is demand (dropping the others), completes at the signal's end or
/// failure, and disposes the signal's subscription on cancel.
///
/// Combine calls it through its protocols, so it runs as unspecialised generic code; the
/// downstream is kept as two closures and the lock guards a non-generic state, so that the
/// per-value path looks up no generic type metadata beyond the event's.
final class SignalSubscription<Input, Failure: Error>: Subscription, @unchecked Sendable {
  // Unchecked: the downstream's closures are only read and cleared under `state`'s lock, and
  // called with the lock released: values from the signal's callback (which Signals calls one
  // event at a time), the completion once, by the terminal path that cleared them.

  private let signal: FiniteSignal<Input>
  private let state = Mutex(DemandState())
  private var receiveValue: ((Input) -> Subscribers.Demand)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init<Downstream: Subscriber>(_ signal: FiniteSignal<Input>, downstream: Downstream)
  where Downstream.Input == Input, Downstream.Failure == Failure {
    self.signal = signal
    receiveValue = { downstream.receive($0) }
    receiveCompletion = { downstream.receive(completion: $0) }
  }

  func request(_ demand: Subscribers.Demand) {
    let starts = state.withLock { state in state.add(demand) }
    guard starts else { return }
    let subscription = signal.subscribe(Observer(isolation: nil) { self.receive($0) })
    let isLate = state.withLock { state in
      guard state.isActive else { return true }
      state.subscription = subscription
      return false
    }
    if isLate { subscription.dispose() }
  }

  func cancel() {
    let subscription = state.withLock { state in stop(&state) }
    subscription?.dispose()
  }

  private func receive(_ event: Event<Input>) {
    switch event {
    case .value(let value):
      var receive: ((Input) -> Subscribers.Demand)?
      state.withLock { state in
        guard state.takeOne() else { return }
        receive = receiveValue
      }
      guard let more = receive?(value), more > .none else { return }  // `sink` asks once.
      state.withLock { state in state.demand += more }
    case .end, .failure:
      var complete: ((Subscribers.Completion<Failure>) -> Void)?
      let subscription = state.withLock { state in
        complete = receiveCompletion
        return stop(&state)
      }
      subscription?.dispose()
      if let failure = event.error.flatMap({ $0 as? Failure }) {
        complete?(.failure(failure))
      } else {
        complete?(.finished)
      }
    }
  }

  /// Stops delivery and lets the downstream go, under the lock; returns the signal's
  /// subscription, to be disposed once the lock is released.
  private func stop(_ state: inout DemandState) -> (any Disposable)? {
    state.isActive = false
    receiveValue = nil
    receiveCompletion = nil
    defer { state.subscription = nil }
    return state.subscription
  }
}

/// What a ``SignalSubscription``'s lock guards, apart from the downstream.
private struct DemandState {
  var demand = Subscribers.Demand.none
  var hasStarted = false
  var isActive = true
  var subscription: (any Disposable)?

  /// Adds `more` demand and returns whether the signal should be subscribed now.
  mutating func add(_ more: Subscribers.Demand) -> Bool {
    guard isActive else { return false }
    demand += more
    guard !hasStarted else { return false }
    hasStarted = true
    return true
  }

  /// Takes one unit of demand for a value, if the subscription is active and has some.
  mutating func takeOne() -> Bool {
    guard isActive, demand > .none else { return false }
    demand -= 1
    return true
  }
}
