import Synchronization

/// One subscription to a signal made from a callback API (`Signal { callback in … }`): it
/// serialises whatever the producer sends, from any thread, into one-at-a-time, in-order
/// delivery, stops at the first terminal event, and disposes the producer once.
@usableFromInline
final class SubscriptionGate<Value>: Disposable, @unchecked Sendable {
  // Unchecked: mutable state is in `state`, behind its lock, except `callback`, which follows
  // the rule of `MulticastState`: only the drainer reads it, while the gate is open; once the
  // gate is disposed it is cleared by the disposing thread if no drain is under way, otherwise
  // by the drainer when its drain ends. Events queued by one thread are delivered by the
  // draining thread (see `MulticastState` for why that hand-off is acceptable).

  @usableFromInline
  struct State: @unchecked Sendable {
    // Unchecked: only accessed inside the gate's lock.
    @usableFromInline var isDisposed = false
    @usableFromInline var draining = false
    @usableFromInline var ended = false
    @usableFromInline var pending = PendingQueue<Event<Value>>()
    @usableFromInline var producer: Disposable?

    /// Records `event` (a terminal one ends the subscription) and says whether the caller
    /// delivers it now, or it was queued behind the delivery under way.
    @inlinable
    mutating func enqueue(_ event: Event<Value>) -> Bool {
      if event.isTerminal { ended = true }
      if draining {
        pending.append(event)
        return false
      }
      draining = true
      return true
    }
  }

  @usableFromInline let state = Lock(State())
  /// Set by `dispose()` before it takes the lock, and read by the drainer just before each call,
  /// so that a disposal from another thread returns only once no call can start.
  @usableFromInline let cancelled = Atomic(false)
  @usableFromInline var callback: ((Event<Value>) -> Void)?
  @usableFromInline let isolation: (any Actor)?
  @usableFromInline let site: SourceSite
  @usableFromInline let sourceSite: SourceSite

  @usableFromInline
  init(observer: Observer<Value>, sourceSite: SourceSite) {
    callback = observer.callback
    isolation = observer.isolation
    site = observer.site
    self.sourceSite = sourceSite
  }

  /// Delivers `event`, or queues it behind the delivery under way.
  @usableFromInline
  func send(_ event: Event<Value>) {
    let sent = Handoff(event)
    let starts = state.withLock { state -> Bool in
      guard !state.isDisposed, !state.ended else { return false }
      return state.enqueue(sent.value)
    }
    guard starts else { return }
    drain(from: event)
  }

  /// Delivers the event `compute` returns, or queues it behind the delivery under way;
  /// `compute` runs under the gate's lock, so the order in which an operator's state changes is
  /// the order in which its subscriber sees the results, whatever threads its inputs send on.
  ///
  /// - Parameter compute: Updates the operator's state and returns the event to send, if any;
  ///   it must not call out (it runs under a lock). Not called once the subscription ended.
  @usableFromInline
  func send(ordered compute: () -> Event<Value>?) {
    let starting = state.withLock { state -> Handoff<Event<Value>?> in
      guard !state.isDisposed, !state.ended, let event = compute() else { return Handoff(nil) }
      return Handoff(state.enqueue(event) ? event : nil)
    }
    guard let event = starting.value else { return }
    drain(from: event)
  }

  /// Delivers `event` and then the queue, as the thread that took the delivery role.
  @usableFromInline
  func drain(from event: Event<Value>) {
    var event = event
    while true {
      // A disposal from another thread that returned must not see a call start after it.
      if !cancelled.load(ordering: .acquiring) {
        #if DEBUG
          checkIsolation(isolation, site: site, source: sourceSite)
        #endif
        callback.unsafelyUnwrapped(event)
      }
      if event.isTerminal { dispose() }
      let next = state.withLock { state -> Handoff<(Event<Value>?, clear: Bool)> in
        if !state.isDisposed, let event = state.pending.popFirst() {
          return Handoff((event, false))
        }
        state.draining = false
        return Handoff((nil, state.isDisposed))
      }.value
      guard let nextEvent = next.0 else {
        if next.clear { callback = nil }
        return
      }
      event = nextEvent
    }
  }

  /// Keeps the producer's disposable, or disposes it at once if the subscription already ended.
  @usableFromInline
  func attach(_ producer: Disposable) {
    let late = state.withLock { state -> Disposable? in
      guard !state.isDisposed else { return producer }
      state.producer = producer
      return nil
    }
    late?.dispose()
  }

  /// Ends the subscription: nothing more is delivered, and the producer is disposed.
  @usableFromInline
  func dispose() {
    cancelled.store(true, ordering: .releasing)
    let taken = state.withLock {
      state -> Handoff<(Disposable?, PendingQueue<Event<Value>>, Bool)>? in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      let taken = Handoff((state.producer.take(), state.pending, !state.draining))
      state.pending = PendingQueue()
      return taken
    }
    guard let (producer, pending, clearsCallback) = taken?.value else { return }
    if clearsCallback { callback = nil }
    withExtendedLifetime(pending) { producer?.dispose() }
  }

  /// Whether the subscription has ended.
  @usableFromInline
  var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }
}
