/// The lock-protected state of a ``Multicast``: the subscriber list, the drain flag and queue,
/// and the current value or terminal event.
///
/// Every method runs under the owner's mutex and never calls out: it returns what the caller
/// must deliver or release once the lock is dropped.
@usableFromInline
struct MulticastState<Value>: @unchecked Sendable {
  // Unchecked: only ever accessed inside `Multicast.state`'s mutex. Values stored here (the
  // current value, queued events) may be taken out by another thread: a queued event is
  // delivered by whichever thread is draining, which is the one place the core moves a value
  // between threads. A sender of a non-Sendable value accepts that hand-off, like a `sending`
  // argument: it must not keep mutating the value after sending it.

  @usableFromInline typealias Node = SubscriptionNode<Value>
  @usableFromInline typealias Callback = (Event<Value>) -> Void

  /// A queued item: an event for everyone subscribed when it was sent, or a replay of the
  /// current value (or the terminal event) to a single new subscriber.
  @usableFromInline
  enum Item {
    case broadcast(Event<Value>, limit: UInt64)
    case replay(Event<Value>, to: Node)
  }

  /// What the drainer does next.
  @usableFromInline
  enum Step {
    /// Delivers the same event to the next subscriber.
    case deliver(Node, Callback)
    /// Starts a queued item at this subscriber; a `nil` limit means this subscriber only.
    case start(Event<Value>, limit: UInt64?, Node, Callback)
    /// Stops draining, after releasing the callbacks of the detached subscribers.
    case done(detached: Node?)
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

  /// Unlinks `node` and returns its callback so the caller releases it outside the lock.
  @inlinable
  mutating func remove(_ node: Node) -> Callback? {
    guard node.isLinked else { return nil }
    if let previous = node.previous { previous.next = node.next } else { head = node.next }
    if let next = node.next { next.previous = node.previous } else { tail = node.previous }
    node.previous = nil
    node.isLinked = false
    // While draining, the drainer may be standing on this node and needs its `next`; it clears
    // it when it steps off. Otherwise no drainer can reach the node any more.
    if !draining { node.next = nil }
    count -= 1
    let callback = node.callback
    node.callback = nil
    return callback
  }

  /// Records a sent event and says whether the caller delivers it now (it becomes the drainer)
  /// or it was queued for the thread already draining; also returns the replaced current value,
  /// for the caller to release outside the lock.
  @inlinable
  mutating func begin(
    _ event: Event<Value>
  ) -> (delivery: (Node, Callback, limit: UInt64)?, replaced: Value?) {
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
    return ((head, head.callback!, lastID), replaced)
  }

  /// Returns the drainer's next step after delivering to `node`.
  @inlinable
  mutating func advance(after node: Node, limit: UInt64?, finishedTerminal: Bool) -> Step {
    if let limit {
      var next = node.next
      if !node.isLinked { node.next = nil }
      while let candidate = next, !candidate.isLinked {
        next = candidate.next
        candidate.next = nil
      }
      if let next, next.id <= limit { return .deliver(next, next.callback!) }
    }
    return nextItem(detached: finishedTerminal ? detachAll() : nil)
  }

  /// Returns the drainer's first step into the queue, or stops draining when it is empty.
  @inlinable
  mutating func nextItem(detached: Node?) -> Step {
    while let item = pending.popFirst() {
      switch item {
      case .broadcast(let event, let limit):
        if let head, head.id <= limit { return .start(event, limit: limit, head, head.callback!) }
      case .replay(let event, let node):
        if node.isLinked { return .start(event, limit: nil, node, node.callback!) }
      }
    }
    draining = false
    return .done(detached: detached)
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
    return (nextItem(detached: nil), replaced)
  }

  /// Unlinks every subscriber and returns the old chain, whose callbacks the caller releases.
  @inlinable
  mutating func detachAll() -> Node? {
    let chain = head
    var node = head
    while let current = node {
      current.isLinked = false
      current.previous = nil
      node = current.next
    }
    head = nil
    tail = nil
    count = 0
    return chain
  }
}
