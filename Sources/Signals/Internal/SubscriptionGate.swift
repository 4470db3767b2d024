/// One subscription to a signal made from a callback API (`Signal { callback in … }`): it
/// serialises whatever the producer sends, from any thread, into one-at-a-time, in-order
/// delivery, stops at the first terminal event, and disposes the producer once.
@usableFromInline
final class SubscriptionGate<Value>: Disposable, @unchecked Sendable {
  // Unchecked: mutable state is in `state`, behind its mutex; `isolation` and the sites are
  // immutable. Events queued by one thread are delivered by the draining thread (see
  // `MulticastState` for why that hand-off is acceptable).

  @usableFromInline
  struct State: @unchecked Sendable {
    // Unchecked: only accessed inside the gate's mutex.
    @usableFromInline var callback: ((Event<Value>) -> Void)?
    @usableFromInline var draining = false
    @usableFromInline var ended = false
    @usableFromInline var pending = PendingQueue<Event<Value>>()
    @usableFromInline var producer: Disposable?
  }

  @usableFromInline let state: Lock<State>
  @usableFromInline let isolation: (any Actor)?
  @usableFromInline let site: SourceSite
  @usableFromInline let sourceSite: SourceSite

  @usableFromInline
  init(observer: Observer<Value>, sourceSite: SourceSite) {
    state = Lock(State(callback: observer.callback))
    isolation = observer.isolation
    site = observer.site
    self.sourceSite = sourceSite
  }

  /// Delivers `event`, or queues it behind the delivery under way.
  @usableFromInline
  func send(_ event: Event<Value>) {
    let first = state.withLock { state -> ((Event<Value>) -> Void)? in
      guard let callback = state.callback, !state.ended else { return nil }
      if event.isTerminal { state.ended = true }
      if state.draining {
        state.pending.append(event)
        return nil
      }
      state.draining = true
      return callback
    }
    guard var callback = first else { return }
    var event = event
    while true {
      #if DEBUG
        checkIsolation(isolation, site: site, source: sourceSite)
      #endif
      callback(event)
      if event.isTerminal { dispose() }
      let next = state.withLock { state -> (Event<Value>, (Event<Value>) -> Void)? in
        guard let callback = state.callback, let event = state.pending.popFirst() else {
          state.draining = false
          return nil
        }
        return (event, callback)
      }
      guard let next else { return }
      (event, callback) = next
    }
  }

  /// Keeps the producer's disposable, or disposes it at once if the subscription already ended.
  @usableFromInline
  func attach(_ producer: Disposable) {
    let late = state.withLock { state -> Disposable? in
      guard state.callback != nil else { return producer }
      state.producer = producer
      return nil
    }
    late?.dispose()
  }

  /// Ends the subscription: nothing more is delivered, and the producer is disposed.
  @usableFromInline
  func dispose() {
    let (callback, producer, pending) = state.withLock { state in
      let taken = (state.callback, state.producer, state.pending)
      state.callback = nil
      state.producer = nil
      state.pending = PendingQueue()
      return taken
    }
    withExtendedLifetime((callback, pending)) { producer?.dispose() }
  }

  /// Whether the subscription has ended.
  @usableFromInline
  var isDisposed: Bool {
    state.withLock { $0.callback == nil }
  }
}
