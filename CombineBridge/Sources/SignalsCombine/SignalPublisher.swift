import Signals

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A publisher of a signal's values: each subscriber subscribes to the signal once it requests
/// values, and cancelling disposes that subscription.
///
/// Get one from a signal's `publisher` property:
///
/// ```swift
/// let selections: SignalPublisher<Message, Never> = kit.didSelect.publisher
/// cancellable = selections.map(\.sender).sink { print($0) }
/// ```
///
/// A ``Signals/FiniteSignal`` publishes with `Failure == any Error`: its end finishes the
/// subscription and its failure fails it. Other kinds never complete (`Failure == Never`).
///
/// - Note: Demand is honoured as `PassthroughSubject` honours it: a signal cannot be paused, so
///   a value emitted while the subscriber has no outstanding demand is dropped, never buffered.
///   Request `.unlimited` (as `sink` does) to see every value, or put `buffer(size:prefetch:
///   whenFull:)` in front of a slow subscriber. Values arrive synchronously on the emitting
///   thread, one at a time and in order, as they reach any other subscriber of the signal.
public struct SignalPublisher<Output, Failure: Error>: Publisher, Sendable {
  let signal: FiniteSignal<Output>

  /// Creates a publisher of `signal`'s events; only the signal's kind decides whether its end
  /// and failure can occur.
  init<Kind>(_ signal: CoreSignal<Kind, Output>) {
    self.signal = FiniteSignal(subscribe: { signal.subscribe($0) })
  }

  /// Attaches `subscriber`; the signal is subscribed when the subscriber first requests values.
  ///
  /// - Parameter subscriber: The subscriber to attach.
  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    subscriber.receive(subscription: SignalSubscription(signal, downstream: subscriber))
  }
}
