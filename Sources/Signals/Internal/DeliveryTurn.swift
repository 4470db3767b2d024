/// The bounded turn of delivery shared by every place that serialises events for its
/// subscribers — a ``Multicast`` (signals and emitters) and a ``SubscriptionGate`` (the
/// subscription of a callback-made signal, of an operator with several inputs or a timer, and
/// of `delivered(on:)`): who is delivering, and how many other threads' events it has taken.
///
/// The owner keeps it under its lock, with its queue: the first sender starts a turn and
/// delivers; while it does, its own callbacks' sends are queued, and other threads may queue
/// ``foreignBudget`` events. Past that, a sender from another thread queues its event with a
/// ``DeliveryWaiter`` (when ``WaitingThreads`` allows it) and blocks; the delivering thread,
/// reaching that event, hands the turn over with ``handOver(to:)`` and returns. See
/// <doc:Threading> for the bound and why it cannot deadlock.
@usableFromInline
struct DeliveryTurn {
  /// The most events other threads may queue for one turn of delivery without waiting: the
  /// bound on other threads' work a sender does (see <doc:Threading>).
  @inlinable static var foreignBudget: Int { 16 }

  /// What a sent event does, as ``admit(from:)`` decides.
  @usableFromInline
  enum Admission {
    /// No turn was under way: the sender started one and delivers now.
    case starts
    /// Queued behind the turn under way; `own` counts the events the delivering thread's own
    /// callbacks queued in this turn when this is one of them (debug builds watch it for
    /// feedback loops), otherwise 0.
    case queued(own: Int)
    /// Nothing was recorded: the budget of other threads' events is spent, and the sender asks
    /// ``WaitingThreads`` whether it may wait (see ``waiter(for:waiting:)``).
    case full
  }

  /// The thread delivering (its turn), or 0 when no delivery is under way.
  @usableFromInline var drainer: UInt = 0
  /// Events other threads queued, without waiting, during the current turn.
  @usableFromInline var foreignQueued = 0
  /// Events the delivering thread's own callbacks queued during the current turn.
  @usableFromInline var ownQueued = 0
  /// Set from a hand-over until the waiting sender it woke runs again.
  @usableFromInline var isHandedOver = false

  @inlinable
  init() {}

  /// Whether a delivery is under way.
  @inlinable var isUnderWay: Bool { drainer != 0 }

  /// Starts a turn of delivery on `thread`.
  @inlinable
  mutating func start(on thread: UInt) {
    drainer = thread
    foreignQueued = 0
    ownQueued = 0
  }

  /// Ends the turn: the queue is empty.
  @inlinable
  mutating func end() {
    drainer = 0
  }

  /// Whether an event sent now by `thread` would find the budget spent (``Admission/full``);
  /// for owners that must know before they compute the event.
  @inlinable
  func isFull(for thread: UInt) -> Bool {
    drainer != 0 && drainer != thread && foreignQueued >= Self.foreignBudget
  }

  /// Counts an event sent by `thread` against the turn under way, or starts a turn.
  @inlinable
  mutating func admit(from thread: UInt) -> Admission {
    if drainer == 0 {
      start(on: thread)
      return .starts
    }
    if drainer == thread {
      ownQueued += 1
      return .queued(own: ownQueued)
    }
    guard foreignQueued < Self.foreignBudget else { return .full }
    foreignQueued += 1
    return .queued(own: 0)
  }

  /// After ``Admission/full``: returns the waiter `thread` blocks on, or `nil` when it may not
  /// wait (its event is then queued like a re-entrant one). A delivering thread listed as
  /// `waiting` blocks elsewhere, and waiting for it could close a cycle — unless it was just
  /// handed this turn and only has not run yet: then it waits for nothing, and refusing would
  /// let the queue grow without bound.
  @inlinable
  func waiter(for thread: UInt, waiting: [UInt]) -> DeliveryWaiter? {
    isHandedOver || !waiting.contains(drainer) ? DeliveryWaiter(thread: thread) : nil
  }

  /// Gives the turn to the sender waiting on `waiter`, which now delivers its own event and the
  /// queue after it; the caller wakes it once its lock is dropped.
  @inlinable
  mutating func handOver(to waiter: DeliveryWaiter) {
    start(on: waiter.thread)
    isHandedOver = true
  }

  /// Notes that the sender handed the turn runs again.
  @inlinable
  mutating func resume() {
    isHandedOver = false
  }
}
