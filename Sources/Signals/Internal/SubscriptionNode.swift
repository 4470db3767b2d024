import Synchronization

/// One live subscription to a ``Multicast``: an intrusive doubly linked list node that is also
/// the ``Disposable`` handed to the subscriber, so subscribing costs one allocation and
/// disposing unlinks in O(1).
///
/// The node keeps its source's core strongly: disposing reaches the core without a weak load,
/// and the core's reference counts stay on their fast path (a weakly referenced object pays for
/// its side table on every retain and release). The list holds the node while it is linked, so
/// the two form a cycle for as long as the subscription lasts; it is broken by disposing, by the
/// source's terminal event, and by the source's owner going away (``Multicast/close()``), which
/// is what keeps the promise that subscriptions never keep a source alive.
@usableFromInline
final class SubscriptionNode<Value>: Disposable, @unchecked Sendable {
  // Unchecked: `id`, `next`, `previous`, `retiredNext` and the flags are read and written only
  // under the owner's mutex, except `id`, which is written once before the node is published
  // and read by the drainer after loading `link`; `link` is atomic; `callback` follows the rule
  // stated on `MulticastState` (read by the drainer while linked, cleared once unlinked by
  // exactly one thread when no drain can read it); `owner`, `isolation` and `site` are
  // immutable. Those rules are also why the mutable fields skip the runtime exclusivity check
  // (`@exclusivity(unchecked)`): it would cost a thread-local lookup per event and can see no
  // conflict the lock and the drain rule exclude.

  @usableFromInline let owner: Multicast<Value>
  @usableFromInline @exclusivity(unchecked) var id: UInt64 = 0
  /// The next node; owns it. Read and written under the owner's lock only.
  @usableFromInline @exclusivity(unchecked) var next: SubscriptionNode?
  /// `next`, unretained, for the drainer, which walks the list without the lock: written under
  /// the lock with `next`, read with acquiring ordering (see `MulticastState`).
  @usableFromInline let link = Atomic<UInt>(0)
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
  /// Set by `dispose()` before it unlinks the node, and when the source detaches every node;
  /// the drainer reads it just before each call (see `Multicast`).
  @usableFromInline let cancelled = Atomic(false)
  #if DEBUG
    /// The actor the subscription was made from, and where it was made, for the isolation check
    /// before each call and its message (debug builds only: release builds do no per-event
    /// check, and copying the actor existential into every node cost a retain and a release
    /// per subscription).
    @usableFromInline let isolation: (any Actor)?
    @usableFromInline let site: SourceSite
  #endif

  /// Takes the observer's parts one by one: passing the observer itself would copy all of it
  /// (a retain and a release of each reference it holds) to keep three.
  @inlinable
  init(
    owner: Multicast<Value>, callback: @escaping (Event<Value>) -> Void,
    isolation: (any Actor)?, site: SourceSite
  ) {
    self.owner = owner
    self.callback = callback
    #if DEBUG
      self.isolation = isolation
      self.site = site
    #endif
  }

  /// Ends the subscription; see ``Multicast`` for the guarantees.
  @usableFromInline
  func dispose() {
    owner.unlink(owner, self)
  }

  /// Whether the node was disposed or detached; readable without the lock.
  @inlinable
  var isCancelled: Bool {
    cancelled.load(ordering: .acquiring)
  }

  /// Marks the node ended before it is unlinked (see `cancelled`).
  @inlinable
  func cancel() {
    cancelled.store(true, ordering: .releasing)
  }

  /// Publishes `node` as the drainer's next step after this one (`nil`: none).
  @inlinable
  func setLink(_ node: SubscriptionNode?) {
    let bits = node.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    link.store(bits, ordering: .releasing)
  }

  /// The drainer's next step after this node, unretained: see `MulticastState` for why it is
  /// alive.
  @inlinable
  var linked: Unmanaged<SubscriptionNode>? {
    let bits = link.load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged.fromOpaque(pointer)
  }

  /// Whether the subscription has ended (disposed, or its source ended or went away).
  @usableFromInline
  var isDisposed: Bool {
    owner.state.withLock { _ in !isLinked }
  }
}
