import Synchronization

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A Combine subscriber that records what it receives and requests a chosen demand, so tests can
/// drive demand and cancellation by hand.
final class Recorder<Input, Failure: Error>: Subscriber, Sendable {
  private struct State: @unchecked Sendable {
    // Unchecked: only accessed inside `state`'s mutex.
    var values: [Input] = []
    var completion: Subscribers.Completion<Failure>?
    var subscription: (any Subscription)?
  }

  private let state = Mutex(State())
  private let initialDemand: Subscribers.Demand
  private let onValue: @Sendable (Recorder, Input) -> Subscribers.Demand

  /// Creates a recorder that requests `initialDemand` on subscription and, after each value,
  /// what `onValue` returns.
  init(
    initialDemand: Subscribers.Demand = .unlimited,
    onValue: @escaping @Sendable (Recorder, Input) -> Subscribers.Demand = { _, _ in .none }
  ) {
    self.initialDemand = initialDemand
    self.onValue = onValue
  }

  var values: [Input] { state.withLock { $0.values } }
  var completion: Subscribers.Completion<Failure>? { state.withLock { $0.completion } }
  var isFinished: Bool {
    if case .finished = completion { return true }
    return false
  }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = subscription }
    if initialDemand > .none { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.values.append(input) }
    return onValue(self, input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.completion = completion }
  }

  /// Requests `demand` more values.
  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.subscription }?.request(demand)
  }

  /// Cancels the subscription and lets it go.
  func cancel() {
    let subscription = state.withLock { state in
      defer { state.subscription = nil }
      return state.subscription
    }
    subscription?.cancel()
  }
}

/// The error the tests fail with.
enum TestError: Error, Equatable {
  case boom
}

/// An object whose deallocation a test checks through a weak reference.
final class Token: Sendable {}
