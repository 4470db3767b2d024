import Synchronization

/// Funnels events from several threads or sources into one downstream sink, one at a time and
/// in the order they were sent, ending at the first terminal event or at disposal.
///
/// An operator with several inputs (merge, combineLatest, flatMapLatest) or a timer sends
/// through a serial sink so its subscriber keeps the core's guarantees: never entered by two
/// threads at once, never nested (an event sent while one is being delivered is queued and
/// delivered after it, by the delivering thread), nothing after the end or after disposal.
final class SerialSink<Value: Sendable>: Sendable {
  private struct State {
    var queue: [Event<Value>] = []
    var isDelivering = false
    /// Set by a terminal event: later sends are dropped.
    var isClosed = false
    /// Set by disposal: queued events are dropped too.
    var isDisposed = false
  }

  /// Guards the queue and flags; events are delivered outside it.
  private let state = Mutex(State())
  private let downstream: Feed<Value>.Sink

  init(_ downstream: @escaping Feed<Value>.Sink) {
    self.downstream = downstream
  }

  /// Whether a terminal event has been sent or the sink has been disposed.
  var isClosed: Bool {
    state.withLock { $0.isClosed }
  }

  /// Sends `event`, or queues it if another event is being delivered; returns whether it was
  /// accepted (`false` after a terminal event or disposal).
  @discardableResult
  func send(_ event: Event<Value>) -> Bool {
    let (accepted, deliverNow) = state.withLock { state -> (Bool, Event<Value>?) in
      guard !state.isClosed else { return (false, nil) }
      if event.isTerminal { state.isClosed = true }
      guard !state.isDelivering else {
        state.queue.append(event)
        return (true, nil)
      }
      state.isDelivering = true
      return (true, event)
    }
    guard var next = deliverNow else { return accepted }
    while true {
      downstream(next)
      let queued = state.withLock { state -> Event<Value>? in
        guard !state.isDisposed, !state.queue.isEmpty else {
          state.isDelivering = false
          return nil
        }
        return state.queue.removeFirst()
      }
      guard let queued else { return accepted }
      next = queued
    }
  }

  /// Sends a value; shorthand for `send(.value(value))`.
  @discardableResult
  func send(value: Value) -> Bool {
    send(.value(value))
  }

  /// Stops all delivery, queued events included.
  func dispose() {
    state.withLock { state in
      state.isDisposed = true
      state.isClosed = true
      state.queue.removeAll()
    }
  }
}
