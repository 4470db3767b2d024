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
final class SignalSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  // Unchecked: `state` holds the non-Sendable downstream behind its mutex; the downstream is
  // called with the mutex released, and only from the signal's callback (which Signals calls one
  // event at a time) or from the terminal path that has taken it out of the state.

  private struct State {
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var hasStarted = false
    var subscription: (any Disposable)?
  }

  private let signal: FiniteSignal<Downstream.Input>
  private let state: Mutex<Unchecked<State>>

  init(_ signal: FiniteSignal<Downstream.Input>, downstream: Downstream) {
    self.signal = signal
    state = Mutex(Unchecked(State(downstream: downstream)))
  }

  func request(_ demand: Subscribers.Demand) {
    let starts = state.withLock { state -> Bool in
      guard state.value.downstream != nil else { return false }
      state.value.demand += demand
      guard !state.value.hasStarted else { return false }
      state.value.hasStarted = true
      return true
    }
    guard starts else { return }
    let subscription = signal.subscribe(Observer(isolation: nil) { self.receive($0) })
    let late = state.withLock { state -> (any Disposable)? in
      guard state.value.downstream != nil else { return subscription }
      state.value.subscription = subscription
      return nil
    }
    late?.dispose()
  }

  func cancel() {
    let subscription = state.withLock { state -> (any Disposable)? in
      state.value.downstream = nil
      return state.value.subscription.take()
    }
    subscription?.dispose()
  }

  private func receive(_ event: Event<Downstream.Input>) {
    switch event {
    case .value(let value):
      let downstream = state.withLock { state -> Unchecked<Downstream?> in
        guard let downstream = state.value.downstream, state.value.demand > .none else {
          return Unchecked(nil)
        }
        state.value.demand -= 1
        return Unchecked(downstream)
      }.value
      guard let downstream else { return }
      let more = downstream.receive(value)
      state.withLock { state in state.value.demand += more }
    case .end, .failure:
      let (downstream, subscription) = state.withLock {
        state -> Unchecked<(Downstream?, (any Disposable)?)> in
        Unchecked((state.value.downstream.take(), state.value.subscription.take()))
      }.value
      subscription?.dispose()
      guard let downstream else { return }
      if let failure = event.error.flatMap({ $0 as? Downstream.Failure }) {
        downstream.receive(completion: .failure(failure))
      } else {
        downstream.receive(completion: .finished)
      }
    }
  }
}

extension Optional {
  /// Returns the wrapped value and leaves `nil` behind.
  fileprivate mutating func take() -> Wrapped? {
    let taken = self
    self = nil
    return taken
  }
}
