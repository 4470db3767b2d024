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
  }

  @usableFromInline let state = Lock(State())
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
      if sent.value.isTerminal { state.ended = true }
      if state.draining {
        state.pending.append(sent.value)
        return false
      }
      state.draining = true
      return true
    }
    guard starts else { return }
    var event = event
    while true {
      #if DEBUG
        checkIsolation(isolation, site: site, source: sourceSite)
      #endif
      callback.unsafelyUnwrapped(event)
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
