import Signals
import Synchronization

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// The Combine subscriber of one subscription to a signal made from a publisher: it requests
/// unlimited demand, sends what it receives to the signal's callback, and is the producer that
/// the signal disposes, which cancels the publisher's subscription.
///
/// It is handed to the signal before it subscribes to the publisher, so that a synchronous
/// publisher (a sequence's, a `Just`) is cancelled from inside its own `subscribe` call as soon
/// as the signal's subscription ends (`take(2)` satisfied), instead of running to its end.
final class PublisherLink<Input, Failure: Error>: Subscriber, Disposable {
  private enum State {
    case waiting
    // Unchecked: the subscription is only kept, then cancelled once, outside the lock.
    case subscribed(Unchecked<any Subscription>)
    case ended
  }

  var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
  private let send: @Sendable (Event<Input>) -> Void
  /// Whether the publisher's subscription has arrived, and whether the link has ended.
  private let state = Mutex(State.waiting)

  /// Creates a link that sends the publisher's events to `send`.
  init(_ send: @escaping @Sendable (Event<Input>) -> Void) {
    self.send = send
  }

  func receive(subscription: any Subscription) {
    let kept = Unchecked(subscription)
    let accepted = state.withLock { state in
      guard case .waiting = state else { return false }
      state = .subscribed(kept)
      return true
    }
    // Requested outside the lock: a synchronous publisher delivers everything inside this call.
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    send(.value(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0 = .ended }  // Nothing to cancel after a completion.
    switch completion {
    case .finished: send(.end)
    case .failure(let error): send(.failure(error))
    }
  }

  /// Cancels the publisher's subscription, or the one still to come.
  func dispose() {
    let subscription = state.withLock { state -> Unchecked<any Subscription>? in
      defer { state = .ended }
      guard case .subscribed(let subscription) = state else { return nil }
      return subscription
    }
    subscription?.value.cancel()
  }
}
