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

  /// Runs `decide` with the waiting threads, under this lock, and lists `thread` as waiting if
  /// it says so; `decide` takes its source's lock (this one is always taken first) and must not
  /// call out. Inlinable, so that it is specialised for the caller's result: unspecialised, it
  /// would look up the metadata of its tuples on every wait.
  @inlinable
  func decide<Result>(
    for thread: UInt, _ decide: (_ waiting: [UInt]) -> (Result, waits: Bool)
  ) -> Result {
    threads.withLock { (waiting: inout [UInt]) -> Handoff<Result> in
      let (result, waits) = decide(waiting)
      if waits { waiting.append(thread) }
      return Handoff(result)
    }.value
  }

  /// Whether `thread` is listed as waiting; tests use it to see a sender block.
  func isWaiting(_ thread: UInt) -> Bool {
    threads.withLock { $0.contains(thread) }
  }

  /// Blocks on `waiter` until it is woken, then unlists its thread; returns whether the thread
  /// now holds the delivery role (see ``DeliveryWaiter/wait()``).
  @usableFromInline
  func wait(on waiter: DeliveryWaiter) -> Bool {
    let isHandedOver = waiter.wait()
    threads.withLock { threads in
      guard let index = threads.firstIndex(of: waiter.thread) else { return }
      threads.swapAt(index, threads.count - 1)
      threads.removeLast()
    }
    return isHandedOver
  }
}
