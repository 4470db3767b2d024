import Dispatch
import Synchronization

/// A thread blocked in `send` until the delivery role of a source is handed to it: the way a
/// sender avoids piling unbounded work on the thread that is delivering (see <doc:Threading>).
@usableFromInline
final class DeliveryWaiter: Sendable {
  /// The waiting thread.
  @usableFromInline let thread: UInt
  /// Set before the signal: 1 when the turn was handed over, 2 when the waiter was let go
  /// without it (its event was dropped). A waiter that sees it while spinning never sleeps.
  private let outcome = Atomic(0)
  private let semaphore = DispatchSemaphore(value: 0)

  /// How many times a waiter checks for the hand-over before it sleeps: a turn holds at most 16
  /// other threads' events, usually done well before a sleep and a wake-up would be.
  private static var spins: Int { 2_000 }

  @usableFromInline
  init(thread: UInt) {
    self.thread = thread
  }

  /// Returns once ``wake()`` or ``release()`` was called: `true` if the caller now holds the
  /// delivery role, `false` if its event was dropped (the subscription ended meanwhile).
  @usableFromInline
  func wait() -> Bool {
    for _ in 0..<Self.spins {
      let outcome = outcome.load(ordering: .acquiring)
      if outcome != 0 { return outcome == 1 }
    }
    semaphore.wait()
    return outcome.load(ordering: .acquiring) == 1
  }

  /// Lets the waiting thread go on with the delivery role just handed to it.
  @usableFromInline
  func wake() {
    outcome.store(1, ordering: .releasing)
    semaphore.signal()
  }

  /// Lets the waiting thread go without the delivery role: its event will not be delivered.
  @usableFromInline
  func release() {
    outcome.store(2, ordering: .releasing)
    semaphore.signal()
  }
}
