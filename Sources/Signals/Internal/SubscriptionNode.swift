import Synchronization

/// One live subscription to a ``Multicast``: an intrusive doubly linked list node that is also
/// the ``Disposable`` handed to the subscriber, so subscribing costs one allocation and
/// disposing unlinks in O(1).
@usableFromInline
final class SubscriptionNode<Value>: Disposable, @unchecked Sendable {
  // Unchecked: `id`, `next`, `previous`, `retiredNext` and the flags are read and written only
  // under the owner's mutex; `callback` follows the rule stated on `MulticastState` (read by the
  // drainer while linked, cleared once unlinked by exactly one thread when no drain can read
  // it); `owner`, `isolation` and `site` are immutable. Those rules are also why the mutable
  // fields skip the runtime exclusivity check (`@exclusivity(unchecked)`): it would cost a
  // thread-local lookup per event and can see no conflict the lock and the drain rule exclude.

  @usableFromInline weak var owner: Multicast<Value>?
  @usableFromInline @exclusivity(unchecked) var id: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var next: SubscriptionNode?
  /// Unowned: a linked node's predecessor is linked too, kept alive by the list itself.
  @usableFromInline @exclusivity(unchecked) unowned(unsafe) var previous: SubscriptionNode?
  /// The next node in the owner's chain of nodes retired during a drain.
  @usableFromInline @exclusivity(unchecked) var retiredNext: SubscriptionNode?
  @usableFromInline @exclusivity(unchecked) var isLinked = false
  /// Set while the node waits for a shared readable source's first current value.
  @usableFromInline @exclusivity(unchecked) var awaitsCurrentValue = false
  /// The subscriber's callback; replaced by a no-op once the node is unlinked, which releases
  /// what it captured. Not optional, so the drainer calls it without re-abstracting it.
  @usableFromInline @exclusivity(unchecked) var callback: (Event<Value>) -> Void
  @usableFromInline let isolation: (any Actor)?
  /// Set by `dispose()` before it unlinks the node; the drainer reads it just before a call
  /// when the owner's disposal count changed since it chose the node (see `Multicast`).
  @usableFromInline let cancelled = Atomic(false)
  #if DEBUG
    /// Where the subscription was made, for the isolation check's message (debug builds only,
    /// to keep release nodes small).
    @usableFromInline let site: SourceSite
  #endif

  @inlinable
  init(owner: Multicast<Value>, observer: Observer<Value>) {
    self.owner = owner
    self.callback = observer.callback
    self.isolation = observer.isolation
    #if DEBUG
      self.site = observer.site
    #endif
  }

  /// Ends the subscription; see ``Multicast`` for the guarantees.
  @usableFromInline
  func dispose() {
    guard let owner else { return }
    owner.unlink(owner, self)
  }

  /// Whether `dispose()` was called (not whether the source ended); readable without the lock.
  @inlinable
  var isCancelled: Bool {
    cancelled.load(ordering: .acquiring)
  }

  /// Marks the node disposed before it is unlinked (see `cancelled`).
  @inlinable
  func cancel() {
    cancelled.store(true, ordering: .releasing)
  }

  /// Whether the subscription has ended (disposed, or its source ended or went away).
  @usableFromInline
  var isDisposed: Bool {
    guard let owner else { return true }
    return owner.state.withLock { _ in !isLinked }
  }
}
