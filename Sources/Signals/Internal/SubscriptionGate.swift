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
    @usableFromInline var ended = false
    /// Who is delivering, and how many other threads' events the turn has taken.
    @usableFromInline var turn = DeliveryTurn()
    /// Queued events, each with the sender blocked until it delivers the event itself.
    @usableFromInline var pending = PendingQueue<(Event<Value>, waiter: DeliveryWaiter?)>()
    /// The event a waiting sender was handed with the delivery role, until it wakes.
    @usableFromInline var handedOver: Event<Value>?
    @usableFromInline var producer: Disposable?

    /// What a sender does with the event it computed.
    @usableFromInline
    enum Beginning {
      /// Delivers it now, having started a turn.
      case deliver(Event<Value>)
      /// Nothing more: it was queued, or there was nothing to send.
      case done
      /// Blocks until handed the delivery role, then delivers from its event on.
      case wait(DeliveryWaiter)
      /// Nothing was computed: the budget of other threads' events is spent, and the sender
      /// asks ``WaitingThreads`` whether it may wait.
      case asksToWait
    }

    /// Computes the event to send and records it: delivered now (a new turn), queued behind the
    /// turn under way, or queued with a waiter. `waiting` is `nil` on a first attempt, which
    /// computes nothing when the budget is spent; on the second, the threads that wait.
    @inlinable
    mutating func begin(
      _ compute: () -> Event<Value>?, from thread: UInt, waiting: [UInt]?
    ) -> Beginning {
      guard !isDisposed, !ended else { return .done }
      if waiting == nil, turn.isFull(for: thread) { return .asksToWait }
      guard let event = compute() else { return .done }
      if event.isTerminal { ended = true }
      switch turn.admit(from: thread) {
      case .starts:
        return .deliver(event)
      case .queued:
        pending.append((event, waiter: nil))
        return .done
      case .full:
        let waiter = turn.waiter(for: thread, waiting: waiting ?? [])
        pending.append((event, waiter: waiter))
        return waiter.map(Beginning.wait) ?? .done
      }
    }

    /// Returns the drainer's next event, or `nil` when the turn ends; a queued event with a
    /// waiter hands the turn over instead (the caller wakes the waiter once the lock is dropped).
    @inlinable
    mutating func next() -> (Event<Value>?, handOver: DeliveryWaiter?) {
      if !isDisposed, let (event, waiter) = pending.popFirst() {
        guard let waiter else { return (event, nil) }
        turn.handOver(to: waiter)
        handedOver = event
        return (nil, waiter)
      }
      turn.end()
      return (nil, nil)
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
  /// Asked after each delivery: an operator downstream may have ended the subscription before
  /// it could hold this gate (a synchronous producer satisfying `take` while being subscribed).
  @usableFromInline let endedProbe: EndedProbe?

  @usableFromInline
  init(observer: Observer<Value>, sourceSite: SourceSite) {
    callback = observer.callback
    isolation = observer.isolation
    site = observer.site
    endedProbe = observer.endedProbe
    self.sourceSite = sourceSite
  }

  /// Delivers `event`, or queues it behind the delivery under way.
  @usableFromInline
  func send(_ event: Event<Value>) {
    let sent = Handoff(event)
    send(ordered: { sent.value })
  }

  /// Delivers the event `compute` returns, or queues it behind the delivery under way;
  /// `compute` runs under the gate's lock, so the order in which an operator's state changes is
  /// the order in which its subscriber sees the results, whatever threads its inputs send on.
  ///
  /// A sender from another thread that finds the turn's budget spent waits for its own turn,
  /// as a ``Multicast``'s does (see ``DeliveryTurn``).
  ///
  /// - Parameter compute: Updates the operator's state and returns the event to send, if any;
  ///   it must not call out (it runs under a lock). Called at most once, and not at all once
  ///   the subscription ended.
  @usableFromInline
  func send(ordered compute: () -> Event<Value>?) {
    let thread = currentThreadID()
    var beginning = state.withLock { state in
      Handoff(state.begin(compute, from: thread, waiting: nil))
    }.value
    if case .asksToWait = beginning {
      typealias Begun = Handoff<State.Beginning>
      beginning =
        WaitingThreads.shared.decide(for: thread) {
          (waiting: [UInt]) -> (Begun, Bool) in
          let begun = state.withLock { (state: inout State) -> Begun in
            Handoff(state.begin(compute, from: thread, waiting: waiting))
          }
          guard case .wait = begun.value else { return (begun, false) }
          return (begun, true)
        }.value
    }
    switch beginning {
    case .deliver(let event):
      drain(from: event)
    case .wait(let waiter):
      // Let go without the turn when the subscription ended meanwhile: its event was dropped.
      guard WaitingThreads.shared.wait(on: waiter) else { return }
      let event = state.withLock { state in
        state.turn.resume()
        return Handoff(state.handedOver.take())
      }.value
      drain(from: event.unsafelyUnwrapped)
    case .done, .asksToWait:
      return
    }
  }

  /// Delivers `event` and then the queue, as the thread that holds the delivery role, until
  /// the queue is empty or the role is handed to a waiting sender.
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
      if event.isTerminal || endedProbe?.hasEnded == true { dispose() }
      let (next, handOver, clears) = state.withLock { state in
        let (next, handOver) = state.next()
        return Handoff((next, handOver, next == nil && handOver == nil && state.isDisposed))
      }.value
      if let handOver {
        handOver.wake()
        return
      }
      guard let next else {
        if clears { callback = nil }
        return
      }
      event = next
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
      state -> Handoff<(Disposable?, PendingQueue<(Event<Value>, waiter: DeliveryWaiter?)>, Bool)>?
      in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      let taken = Handoff((state.producer.take(), state.pending, !state.turn.isUnderWay))
      state.pending = PendingQueue()
      return taken
    }
    guard let (producer, dropped, clearsCallback) = taken?.value else { return }
    if clearsCallback { callback = nil }
    // Senders waiting behind dropped events go on without delivering them.
    var pending = dropped
    while let (_, waiter) = pending.popFirst() { waiter?.release() }
    producer?.dispose()
  }

  /// Whether the subscription has ended.
  @usableFromInline
  var isDisposed: Bool {
    state.withLock { $0.isDisposed }
  }
}
