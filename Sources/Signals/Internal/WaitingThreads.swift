/// The threads blocked in `send` waiting for a delivery role, shared by every source, and the
/// rule that keeps those waits from ever forming a cycle.
///
/// A sender may wait only for a delivering thread that is not itself waiting, and that check
/// and its own registration happen together under this one lock. In a cycle of waits every
/// thread would be waiting, so the wait that closed it would have targeted a waiting thread:
/// no cycle can form. A sender that may not wait queues its event and returns, as re-entrant
/// sends always do. Only contended sends past the budget take this lock; the uncontended path
/// never does.
@usableFromInline
final class WaitingThreads: Sendable {
  @usableFromInline static let shared = WaitingThreads()

  /// The waiting threads; a thread stays listed from the decision to wait until it runs again.
  @usableFromInline let threads = Lock<[UInt]>([])

  private init() {}

  /// Removes `thread` once it has been handed the delivery role.
  @usableFromInline
  func remove(_ thread: UInt) {
    threads.withLock { threads in
      guard let index = threads.firstIndex(of: thread) else { return }
      threads.swapAt(index, threads.count - 1)
      threads.removeLast()
    }
  }
}
