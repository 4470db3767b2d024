import Synchronization

/// The multicast core behind ``Emitter``, ``FiniteEmitter`` and ``ReadWriteSignal``: a list of
/// subscribers and a queue-drain that delivers each event to all of them, one event at a time.
///
/// How delivery works:
/// - Subscribers form an intrusive doubly linked list in subscription order; the node is the
///   disposable, so subscribing allocates one node and subscribe/dispose are O(1).
/// - The first thread to send becomes the *drainer*: it walks the event's subscribers without
///   the lock (see `MulticastState` for why that is safe), calls each callback with no lock
///   held, and takes the lock once when it has reached them all, for the next event. An event sent
///   while a drain is under way (from a callback on the same thread, or from another thread) is
///   queued with the id of the last subscriber at that moment and delivered after the current
///   event, so every subscriber sees events one at a time, in send order, and never two threads
///   at once. Subscribers added later than an event have larger ids and skip it.
/// - The drainer's turn is bounded: other threads may queue at most
///   `DeliveryTurn.foreignBudget` events for it; past that, a sender from another thread
///   queues its event with a ``DeliveryWaiter`` and blocks, and when the drainer reaches that
///   event it hands the role over (the queue and the order stay as they are) and returns. Its
///   own callbacks' sends are always queued, never waited on; ``WaitingThreads`` keeps waits
///   between sources from forming a cycle.
/// - Disposing marks the node cancelled, then unlinks it under the lock; the drainer reads the
///   mark just before each call, so a disposal on the drainer's own thread is final, and one
///   from another thread that returned starts no call. A disposed node keeps its link while a
///   drain is under way so the drainer can step off it.
/// - Each node keeps this core strongly (see ``SubscriptionNode``); the source's owner calls
///   ``close()`` when it goes away, which detaches every subscriber and releases its callback.
/// - A readable source keeps its current value here, so subscribing with the current value is
///   atomic with changes: the replay is delivered first, or queued in order behind the drain.
@usableFromInline
final class Multicast<Value>: @unchecked Sendable {
  // Unchecked: all mutable state is in `state`, behind its mutex; `site` is immutable.

  @usableFromInline typealias Node = SubscriptionNode<Value>
  @usableFromInline typealias Callback = (Event<Value>) -> Void

  /// The most events one turn of delivery may queue from its own callbacks before debug builds
  /// call it a loop.
  @usableFromInline static var feedbackLimit: Int { 100_000 }

  /// Ends a node's subscription (``remove(_:)``). A disposal arrives through the generic
  /// `Disposable` witness, whose unspecialised code would look up generic metadata for the lock
  /// on every call; this closure is made in the inlinable initialiser, so it runs code
  /// specialised for the value type. Stored first, so its offset does not depend on `Value`.
  @usableFromInline let unlink: (Multicast<Value>, Node) -> Void
  @usableFromInline let state: Lock<MulticastState<Value>>
  @usableFromInline let site: SourceSite
  /// The callback an unlinked node is left with: made once, so releasing a subscriber's
  /// callback allocates nothing.
  @usableFromInline let ignore: (Event<Value>) -> Void = { _ in }

  /// Creates a core; a readable one keeps `current` (which may be `nil` until `seed(_:)`).
  @inlinable
  init(current: Value?, isReadable: Bool, site: SourceSite) {
    self.unlink = { multicast, node in multicast.remove(node) }
    self.state = Lock(MulticastState(current: current, isReadable: isReadable))
    self.site = site
  }

  /// Detaches every subscriber, releasing their callbacks, and refuses new ones: called when
  /// the source's owner (an emitter, a read-write signal's storage, a shared source) goes away,
  /// as nothing can be sent any more. Subscriptions keep the core itself alive, and the core
  /// keeps them until this breaks the cycle.
  @usableFromInline
  func close() {
    let retired = state.withLock { $0.close() }
    clear(retired)
  }

  /// Subscribes `observer`, delivering the current value or the terminal event first if due.
  @inlinable
  func subscribe(_ observer: Observer<Value>) -> Disposable {
    let node = Node(
      owner: self, callback: observer.callback, isolation: observer.isolation,
      site: observer.site)
    let addition = state.withLock {
      $0.add(node, wantsCurrentValue: observer.wantsCurrentValue)
    }
    switch addition {
    case .added:
      return node
    case .replay(let value):
      drain(.value(value), limit: nil, from: .passUnretained(node))
      return node
    case .ended(let terminal):
      observer.deliver(terminal)
      return NilDisposer()
    case .closed:
      return NilDisposer()
    }
  }

  /// Sends `event` to every current subscriber; a value also becomes the current value of a
  /// readable source, and a terminal event ends the source.
  @inlinable
  func send(_ event: Event<Value>) {
    let sent = Handoff(event)
    let thread = currentThreadID()
    let (delivery, replaced, queued) = state.withLock {
      Handoff($0.begin(sent.value, from: thread))
    }.value
    withExtendedLifetime(replaced) {}
    if let (head, limit) = delivery {
      return drain(event, limit: limit, from: head)
    }
    #if DEBUG
      if queued > Self.feedbackLimit { reportFeedbackLoop() }
    #endif
    if queued == MulticastState<Value>.asksToWait { sendAfterWaiting(event, from: thread) }
  }

  /// Sends `event` once the budget of other threads' events of the turn under way is spent:
  /// waits for the delivery role, unless that could deadlock (see ``WaitingThreads``).
  ///
  /// Inlinable, so that it is specialised for the value type like `send`: the sender it wakes
  /// delivers the events queued behind it (up to the budget), and unspecialised code would look
  /// up generic metadata for every one of them. Never inlined: it is the contended path, kept
  /// out of `send`'s.
  @inlinable @inline(never)
  func sendAfterWaiting(_ event: Event<Value>, from thread: UInt) {
    typealias Begun = Handoff<(MulticastState<Value>.Beginning, replaced: Value?)>
    let sent = Handoff(event)
    let begun = WaitingThreads.shared.decide(for: thread) { (waiting: [UInt]) -> (Begun, Bool) in
      let begun = state.withLock { (state: inout MulticastState<Value>) -> Begun in
        Handoff(state.begin(sent.value, from: thread, waiting: waiting))
      }
      guard case .wait = begun.value.0 else { return (begun, false) }
      return (begun, true)
    }
    let (beginning, replaced) = begun.value
    withExtendedLifetime(replaced) {}
    switch beginning {
    case .drain(let head, let limit):
      drain(event, limit: limit, from: head)
    case .wait(let waiter):
      // A source's waiters are always handed the turn: its queue is never dropped.
      guard WaitingThreads.shared.wait(on: waiter) else { return }
      run(state.withLock { Handoff($0.resumeHandedOver()) }.value)
    case .queued:
      return
    }
  }

  /// Stores the first current value of a readable core created without one, and delivers it to
  /// the subscribers that asked for the current value meanwhile.
  @usableFromInline
  func seed(_ value: Value) {
    let seeded = Handoff(value)
    let thread = currentThreadID()
    let (step, replaced) = state.withLock { Handoff($0.seed(seeded.value, thread: thread)) }.value
    withExtendedLifetime(replaced) {}
    if let step { run(step) }
  }

  /// Carries out a drainer's step that does not follow a delivery.
  @inlinable
  func run(_ step: MulticastState<Value>.Step) {
    switch step {
    case .start(let event, let limit, let node):
      drain(event, limit: limit, from: node)
    case .done(let retired):
      clear(retired)
    case .handOver(let waiter, let retired):
      clear(retired)
      waiter.wake()
    }
  }

  /// Delivers `event` from `node` on, then every queued item, until the queue is empty.
  ///
  /// The caller is the drainer: it walks the event's subscribers and reads each one's callback
  /// with no lock held (see `MulticastState` for why no other thread touches them meanwhile),
  /// and takes the lock once per event, to learn what comes next.
  @inlinable
  func drain(
    _ event: Event<Value>, limit: UInt64?, from node: MulticastState<Value>.NodeReference
  ) {
    var event = event
    var limit = limit
    var node = node
    while true {
      while true {
        let next = node._withUnsafeGuaranteedRef { node -> Unmanaged<Node>? in
          #if DEBUG
            checkIsolation(node.isolation, site: node.site, source: site)
          #endif
          // Checked last thing before the call: a disposal on this thread, or one from another
          // thread that returned, marked the node first.
          if !node.isCancelled { node.callback(event) }
          guard let limit, let next = node.linked,
            next._withUnsafeGuaranteedRef({ $0.id }) <= limit
          else { return nil }
          return next
        }
        guard let next else { break }
        node = next
      }
      let terminal = event.isTerminal
      // The usual end of a turn (nothing queued, nothing to clear) returns no step at all: a
      // step is a generic enum, whose copy and destruction would cost as much as the rest.
      let step = state.withLock { state -> Handoff<MulticastState<Value>.Step>? in
        state.endsQuietly(terminal: terminal) ? nil : Handoff(state.finish(terminal: terminal))
      }
      guard let step = step?.value else { return }
      switch step {
      case .start(let nextEvent, let nextLimit, let next):
        event = nextEvent
        limit = nextLimit
        node = next
      case .done(let retired):
        clear(retired)
        return
      case .handOver(let waiter, let retired):
        clear(retired)
        waiter.wake()
        return
      }
    }
  }

  /// Ends `node`'s subscription; its callback is released with no lock held.
  @inlinable
  func remove(_ node: Node) {
    // Marked before the unlink: a drainer that reached the node before the unlink skips it.
    node.cancel()
    // With no delivery under way no drainer can reach the node: its callback is released here.
    if state.withLock({ $0.remove(node) }) { node.callback = ignore }
  }

  /// The current value of a readable source.
  @inlinable
  var currentValue: Value {
    state.withLock { $0.current! }
  }

  /// Whether anyone is subscribed.
  @inlinable
  var hasSubscribers: Bool {
    state.withLock { $0.count > 0 }
  }

  @usableFromInline
  func reportFeedbackLoop() {
    preconditionFailure(
      """
      Signals: feedback loop in the signal created at \(site): one delivery queued more than \
      \(Self.feedbackLimit) events sent by its own callbacks, on its own thread. A callback \
      probably emits on the signal it listens to; guard the emission (e.g. with distinct()) or \
      deliver it later with delivered(on:).
      """)
  }

  /// Clears the callbacks of a retired chain with no lock held; no drain can reach these nodes
  /// any more.
  @inlinable
  func clear(_ chain: Node?) {
    var node = chain
    while let current = node {
      node = current.retiredNext
      current.retiredNext = nil
      current.next = nil
      current.setLink(nil)
      current.callback = ignore
    }
  }
}
