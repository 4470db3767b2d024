/// The lock-protected state of a ``Multicast``: the subscriber list, the drain flag and queue,
/// and the current value or terminal event.
///
/// Every method runs under the owner's mutex and never calls out: it returns what the caller
/// must deliver or release once the lock is dropped.
///
/// Callbacks are never moved out through the lock (that would re-abstract the closure, an
/// allocation per event); instead each node's `callback` follows one rule: while a node is
/// linked, only the drainer reads it, outside the lock; once it is unlinked, it is cleared by
/// the thread that unlinked it if no drain is under way, otherwise by the drainer when its drain
/// ends (the node waits in the `retired` chain). So a callback is never read and cleared at once.
@usableFromInline
struct MulticastState<Value>: @unchecked Sendable {
  // Unchecked: only ever accessed inside `Multicast.state`'s mutex. Values stored here (the
  // current value, queued events) may be taken out by another thread: a queued event is
  // delivered by whichever thread is draining, which is the one place the core moves a value
  // between threads. A sender of a non-Sendable value accepts that hand-off, like a `sending`
  // argument: it must not keep mutating the value after sending it.

  @usableFromInline typealias Node = SubscriptionNode<Value>

  /// A queued item: an event for everyone subscribed when it was sent, or a replay of the
  /// current value to a single new subscriber.
  @usableFromInline
  enum Item {
    case broadcast(Event<Value>, limit: UInt64)
    case replay(Event<Value>, to: Node)
  }

  /// What the drainer does next.
  @usableFromInline
  enum Step {
    /// Delivers the same event to the next subscriber.
    case deliver(Node)
    /// Starts a queued item at this subscriber; a `nil` limit means this subscriber only.
    case start(Event<Value>, limit: UInt64?, Node)
    /// Stops draining, after clearing the callbacks of the retired chain.
    case done(retired: Node?)
  }

  /// What a subscriber does once it is added.
  @usableFromInline
  enum Addition {
    case added
    case replay(Value)
    case ended(Event<Value>)
  }

  @usableFromInline var head: Node?
  @usableFromInline var tail: Node?
  @usableFromInline var lastID: UInt64 = 0
  @usableFromInline var count = 0
  @usableFromInline var draining = false
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

  @usableFromInline
  init(current: Value?, isReadable: Bool) {
    self.current = current
    self.isReadable = isReadable
  }

  /// Links `node` at the tail and says whether it needs its current value or the end replayed.
  @inlinable
  mutating func add(_ node: Node, wantsCurrentValue: Bool) -> Addition {
    if let terminal { return .ended(terminal) }
    lastID &+= 1
    node.id = lastID
    node.isLinked = true
    node.previous = tail
    if let tail { tail.next = node } else { head = node }
    tail = node
    count += 1
    guard wantsCurrentValue, isReadable else { return .added }
    guard let current else {
      node.awaitsCurrentValue = true
      return .added
    }
    if draining {
      pending.append(.replay(.value(current), to: node))
      return .added
    }
    draining = true
    return .replay(current)
  }

  /// Unlinks `node`; returns `true` if the caller must clear its callback after the lock is
  /// dropped (no drain under way), `false` if it was not linked or the drainer will.
  @inlinable
  mutating func remove(_ node: Node) -> Bool {
    guard node.isLinked else { return false }
    if let previous = node.previous { previous.next = node.next } else { head = node.next }
    if let next = node.next { next.previous = node.previous } else { tail = node.previous }
    node.previous = nil
    node.isLinked = false
    count -= 1
    guard draining else {
      node.next = nil
      return true
    }
    // The drainer may be standing on this node and needs its `next` to step off.
    node.retiredNext = retired
    retired = node
    return false
  }

  /// Records a sent event and says whether the caller delivers it now (it becomes the drainer)
  /// or it was queued for the thread already draining; also returns the replaced current value,
  /// for the caller to release outside the lock.
  @inlinable
  mutating func begin(
    _ event: Event<Value>
  ) -> (delivery: (Node, limit: UInt64)?, replaced: Value?) {
    guard terminal == nil else { return (nil, nil) }
    var replaced: Value?
    switch event {
    case .value(let value):
      if isReadable {
        replaced = current
        current = value
      }
    case .end, .failure: terminal = event
    }
    guard let head else { return (nil, replaced) }
    if draining {
      pending.append(.broadcast(event, limit: lastID))
      return (nil, replaced)
    }
    draining = true
    return ((head, lastID), replaced)
  }

  /// Returns the drainer's next step after delivering to `node`.
  @inlinable
  mutating func advance(after node: Node, limit: UInt64?, finishedTerminal: Bool) -> Step {
    if let limit {
      var next = node.next
      while let candidate = next, !candidate.isLinked { next = candidate.next }
      if let next, next.id <= limit { return .deliver(next) }
    }
    if finishedTerminal { detachAll() }
    return nextItem()
  }

  /// Returns the drainer's first step into the queue, or stops draining when it is empty.
  @inlinable
  mutating func nextItem() -> Step {
    while let item = pending.popFirst() {
      switch item {
      case .broadcast(let event, let limit):
        if let head, head.id <= limit { return .start(event, limit: limit, head) }
      case .replay(let event, let node):
        if node.isLinked { return .start(event, limit: nil, node) }
      }
    }
    draining = false
    return .done(retired: retired.take())
  }

  /// Stores the first current value of a readable source that had none, and replays it to the
  /// subscribers waiting for it; returns the first step if the caller becomes the drainer.
  @inlinable
  mutating func seed(_ value: Value) -> (step: Step?, replaced: Value?) {
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
    draining = true
    return (nextItem(), replaced)
  }

  /// Unlinks every subscriber into the retired chain; called by the drainer after a terminal
  /// event, or at deinitialisation.
  @inlinable
  mutating func detachAll() {
    var node = head
    while let current = node {
      node = current.next
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
