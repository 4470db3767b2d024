/// One live subscription to a ``Multicast``: an intrusive doubly linked list node that is also
/// the ``Disposable`` handed to the subscriber, so subscribing costs one allocation and
/// disposing unlinks in O(1).
@usableFromInline
final class SubscriptionNode<Value>: Disposable, @unchecked Sendable {
  // Unchecked: `id`, `next`, `previous`, the flags and `callback` are read and written only
  // under the owner's mutex (the drainer's one exception, clearing a detached chain, touches
  // nodes no other thread can reach any more); `owner`, `isolation` and `site` are immutable.

  @usableFromInline weak var owner: Multicast<Value>?
  @usableFromInline var id: UInt64 = 0
  @usableFromInline var next: SubscriptionNode?
  /// Unowned: a linked node's predecessor is linked too, kept alive by the list itself.
  @usableFromInline unowned(unsafe) var previous: SubscriptionNode?
  @usableFromInline var isLinked = false
  /// Set while the node waits for a shared readable source's first current value.
  @usableFromInline var awaitsCurrentValue = false
  @usableFromInline var callback: ((Event<Value>) -> Void)?
  @usableFromInline let isolation: (any Actor)?
  @usableFromInline let site: SourceSite

  @inlinable
  init(owner: Multicast<Value>, observer: Observer<Value>) {
    self.owner = owner
    self.callback = observer.callback
    self.isolation = observer.isolation
    self.site = observer.site
  }

  /// Ends the subscription; see ``Multicast`` for the guarantees.
  @usableFromInline
  func dispose() {
    owner?.remove(self)
  }

  /// Whether the subscription has ended (disposed, or its source ended or went away).
  @usableFromInline
  var isDisposed: Bool {
    guard let owner else { return true }
    return owner.state.withLock { _ in !isLinked }
  }
}
