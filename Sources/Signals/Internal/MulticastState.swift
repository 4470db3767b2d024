/// The lock-protected state of a ``Multicast``: the subscriber list, the delivering thread and
/// queue, and the current value or terminal event.
///
/// Every method runs under the owner's mutex and never calls out: it returns what the caller
/// must deliver or release once the lock is dropped.
///
/// Callbacks are never moved out through the lock (that would re-abstract the closure, an
/// allocation per event); instead each node's `callback` follows one rule: while a node is
/// linked, only the drainer reads it, outside the lock; once it is unlinked, it is cleared by
/// the thread that unlinked it if no drain is under way, otherwise by the drainer when its drain
/// ends (the node waits in the `retired` chain). So a callback is never read and cleared at once.
///
/// The drainer walks the subscribers of one event without the lock, through each node's `link`
/// (an atomic, unretained copy of `next`, written here under the lock): it takes the lock once
/// per event, not once per subscriber. A node it reaches is alive: it is linked (the list owns
/// it) or was unlinked during the drain under way (the `retired` chain owns it until the drain
/// ends, and it keeps its `link`, which points to a node that was linked when it was unlinked).
/// Links always point to nodes subscribed later, so ids grow along any walk and the event's
/// limit stops it. A node unlinked meanwhile is skipped because it was marked cancelled first.
@usableFromInline
struct MulticastState<Value>: @unchecked Sendable {
  // Unchecked: only ever accessed inside `Multicast.state`'s mutex. Values stored here (the
  // current value, queued events) may be taken out by another thread: a queued event is
  // delivered by whichever thread is draining, which is the one place the core moves a value
  // between threads. A sender of a non-Sendable value accepts that hand-off, like a `sending`
  // argument: it must not keep mutating the value after sending it.

  @usableFromInline typealias Node = SubscriptionNode<Value>
  /// A node the drainer holds without retaining it: a node it reaches is linked (the list keeps
  /// it alive) or was unlinked during its drain (the `retired` chain keeps it alive until the
  /// drain ends), so no retain and release per delivery is needed.
  @usableFromInline typealias NodeReference = Unmanaged<Node>

  /// A queued item: an event for everyone subscribed when it was sent, or a replay of the
  /// current value to a single new subscriber.
  @usableFromInline
  enum Item {
    /// An event; `waiter` is the sender blocked until it delivers the event itself.
    case broadcast(Event<Value>, limit: UInt64, waiter: DeliveryWaiter?)
    case replay(Event<Value>, to: Node)
  }

  /// What the drainer does next.
  @usableFromInline
  enum Step {
    /// Starts a queued item at this subscriber; a `nil` limit means this subscriber only.
    case start(Event<Value>, limit: UInt64?, NodeReference)
    /// Stops draining, after clearing the callbacks of the retired chain.
    case done(retired: Node?)
    /// Stops, after clearing the retired chain and waking the waiting sender that now delivers.
    case handOver(DeliveryWaiter, retired: Node?)
  }

  /// What a sender does with its event once the budget of the turn under way is spent.
  @usableFromInline
  enum Beginning {
    /// Delivers it now: the turn ended meanwhile, and the sender has started one.
    case drain(NodeReference, limit: UInt64)
    /// Nothing more: it was queued, or there is no one to deliver to.
    case queued
    /// Blocks until handed the delivery role, then delivers from the queue.
    case wait(DeliveryWaiter)
  }

  /// What ``begin(_:from:)`` tells a sender: `delivery` is set when the sender has started a
  /// turn and delivers from that subscriber on; `replaced` is the replaced current value, to
  /// release outside the lock; `queued` is ``asksToWait`` when nothing was done because the
  /// budget of other threads' events is spent, otherwise how many events the delivering
  /// thread's own callbacks queued in this turn when this was one of them (debug builds watch
  /// it for feedback loops), or 0.
  ///
  /// A tuple rather than a struct: it stays loadable in specialized code, with no value witness
  /// calls on the hot path.
  @usableFromInline
  typealias Outcome = (
    delivery: (NodeReference, limit: UInt64)?, replaced: Value?, queued: Int
  )

  /// The `queued` of an ``Outcome`` that asks the sender to wait.
  @inlinable static var asksToWait: Int { -1 }

  /// What a subscriber does once it is added.
  @usableFromInline
  enum Addition {
    case added
    case replay(Value)
    case ended(Event<Value>)
    /// The source's owner went away (``Multicast/close()``): nothing can be sent any more.
    case closed
  }

  @usableFromInline var head: Node?
  /// Unowned: the tail is linked, so the list (`head` and each `next`) keeps it alive; a strong
  /// reference would cost a retain and a release more per subscription.
  @usableFromInline unowned(unsafe) var tail: Node?
  @usableFromInline var lastID: UInt64 = 0
  @usableFromInline var count = 0
  /// Who is delivering, and how many other threads' events the turn has taken.
  @usableFromInline var turn = DeliveryTurn()
  /// The item a waiting sender was handed with the delivery role, until it wakes.
  @usableFromInline var handedOver: (Event<Value>, limit: UInt64)?
  @usableFromInline var pending = PendingQueue<Item>()
  /// Nodes unlinked during the drain under way, whose callbacks the drainer clears at its end.
  @usableFromInline var retired: Node?
  /// Whether the source keeps a current value.
  @usableFromInline let isReadable: Bool
  /// The current value of a readable source; `nil` for a plain one, or while a shared readable
  /// source waits for its upstream's current value.
  @usableFromInline var current: Value?
  /// The terminal event once a finite source has ended.
  @usableFromInline var terminal: Event<Value>?
  /// Set when the source's owner went away: no subscriber is added any more.
  @usableFromInline var isClosed = false

  @usableFromInline
  init(current: Value?, isReadable: Bool) {
    self.current = current
    self.isReadable = isReadable
  }

  /// Whether a delivery is under way.
  @inlinable var draining: Bool { turn.isUnderWay }

  /// Links `node` at the tail and says whether it needs its current value or the end replayed.
  @inlinable
  mutating func add(_ node: Node, wantsCurrentValue: Bool) -> Addition {
    if let terminal { return .ended(terminal) }
    if isClosed { return .closed }
    lastID &+= 1
    node.id = lastID
    node.isLinked = true
    node.previous = tail
    if let tail {
      tail.next = node
      tail.setLink(node)
    } else {
      head = node
    }
    tail = node
    count += 1
    guard wantsCurrentValue, isReadable else { return .added }
    guard let current else {
      node.awaitsCurrentValue = true
      return .added
    }
    if draining {
      // Never waits: subscribing is not sending, and a subscriber only ever adds one replay.
      pending.append(.replay(.value(current), to: node))
      return .added
    }
    // Read here, not by every caller: only a subscription that replays starts a turn.
    turn.start(on: currentThreadID())
    return .replay(current)
  }

  /// Unlinks `node`; returns `true` if the caller must clear its callback after the lock is
  /// dropped (no drain under way), `false` if it was not linked or the drainer will.
  @inlinable
  mutating func remove(_ node: Node) -> Bool {
    guard node.isLinked else { return false }
    let next = node.next
    if let previous = node.previous {
      previous.setLink(next)
      previous.next = next
    } else {
      head = next
    }
    if let next { next.previous = node.previous } else { tail = node.previous }
    node.previous = nil
    node.isLinked = false
    count -= 1
    guard draining else {
      node.next = nil
      node.setLink(nil)
      return true
    }
    // The drainer may be standing on this node and needs its `next` to step off.
    node.retiredNext = retired
    retired = node
    return false
  }

  /// Records a sent event and says what its sender does next: deliver it (a new turn), nothing
  /// (it was queued, or there is no subscriber), or ask to wait (see ``Outcome``).
  @inlinable
  mutating func begin(_ event: Event<Value>, from thread: UInt) -> Outcome {
    guard terminal == nil else { return (nil, nil, 0) }
    guard let head else { return (nil, record(event), 0) }
    switch turn.admit(from: thread) {
    case .starts:
      return ((.passUnretained(head), lastID), record(event), 0)
    case .queued(let own):
      pending.append(.broadcast(event, limit: lastID, waiter: nil))
      return (nil, record(event), own)
    case .full:
      return (nil, nil, Self.asksToWait)
    }
  }

  /// Records a sent event after the budget of other threads' events was found spent: the
  /// sender waits for its turn unless the delivering thread is one of the `waiting` threads
  /// (then waiting could close a cycle, and the event is queued like a re-entrant one).
  @inlinable
  mutating func begin(
    _ event: Event<Value>, from thread: UInt, waiting: [UInt]
  ) -> (Beginning, replaced: Value?) {
    let outcome = begin(event, from: thread)
    if let (head, limit) = outcome.delivery {
      return (.drain(head, limit: limit), outcome.replaced)
    }
    guard outcome.queued == Self.asksToWait else { return (.queued, outcome.replaced) }
    let waiter = turn.waiter(for: thread, waiting: waiting)
    pending.append(.broadcast(event, limit: lastID, waiter: waiter))
    return (waiter.map(Beginning.wait) ?? .queued, record(event))
  }

  /// Makes a sent value the current value of a readable source, or a terminal event the end;
  /// returns the replaced current value.
  @inlinable
  mutating func record(_ event: Event<Value>) -> Value? {
    switch event {
    case .value(let value):
      guard isReadable else { return nil }
      defer { current = value }
      return current
    case .end, .failure:
      terminal = event
      return nil
    }
  }

  /// Returns the drainer's next step once it has delivered an event to every subscriber it
  /// reaches; after a terminal event every subscriber is detached.
  @inlinable
  mutating func finish(terminal: Bool) -> Step {
    if terminal { detachAll() }
    return nextItem()
  }

  /// Ends the turn if the drainer has nothing more to do after a value (nothing queued, no
  /// subscriber retired meanwhile); returns whether it did.
  @inlinable
  mutating func endsQuietly(terminal: Bool) -> Bool {
    guard !terminal, pending.isEmpty, retired == nil else { return false }
    turn.end()
    return true
  }

  /// Detaches every subscriber and refuses new ones: the source's owner went away, so nothing
  /// can be sent any more. Returns the chain whose callbacks the caller clears, unless a drain
  /// is under way (its drainer clears them).
  @inlinable
  mutating func close() -> Node? {
    isClosed = true
    detachAll()
    return draining ? nil : retired.take()
  }

  /// Returns the drainer's first step into the queue, or stops draining when it is empty.
  @inlinable
  mutating func nextItem() -> Step {
    while let item = pending.popFirst() {
      switch item {
      case .broadcast(let event, let limit, let waiter):
        if let waiter {
          // The sender delivers its own event: this turn ends here, so other threads' work
          // never piles up on one thread.
          turn.handOver(to: waiter)
          handedOver = (event, limit)
          return .handOver(waiter, retired: retired.take())
        }
        if let head, head.id <= limit { return .start(event, limit: limit, .passUnretained(head)) }
      case .replay(let event, let node):
        if node.isLinked { return .start(event, limit: nil, .passUnretained(node)) }
      }
    }
    turn.end()
    return .done(retired: retired.take())
  }

  /// Returns the first step of a sender that was handed the delivery role with its event.
  @inlinable
  mutating func resumeHandedOver() -> Step {
    let (event, limit) = handedOver.take()!
    turn.resume()
    if let head, head.id <= limit { return .start(event, limit: limit, .passUnretained(head)) }
    return nextItem()
  }

  /// Stores the first current value of a readable source that had none, and replays it to the
  /// subscribers waiting for it; returns the first step if the caller becomes the drainer.
  @inlinable
  mutating func seed(_ value: Value, thread: UInt) -> (step: Step?, replaced: Value?) {
    let replaced = current
    current = value
    var node = head
    while let waiting = node {
      if waiting.awaitsCurrentValue {
        waiting.awaitsCurrentValue = false
        pending.append(.replay(.value(value), to: waiting))
      }
      node = waiting.next
    }
    if draining { return (nil, replaced) }
    turn.start(on: thread)
    return (nextItem(), replaced)
  }

  /// Unlinks every subscriber into the retired chain, marking each cancelled so that a drain
  /// under way skips it; called by the drainer after a terminal event, and when the source's
  /// owner goes away.
  @inlinable
  mutating func detachAll() {
    var node = head
    while let current = node {
      node = current.next
      current.cancel()
      current.isLinked = false
      current.previous = nil
      current.retiredNext = retired
      retired = current
    }
    head = nil
    tail = nil
    count = 0
  }
}
