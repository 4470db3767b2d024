import Dispatch
import Synchronization

/// A thread blocked in `send` until the delivery role of a source is handed to it: the way a
/// sender avoids piling unbounded work on the thread that is delivering (see <doc:Threading>).
@usableFromInline
final class DeliveryWaiter: Sendable {
  /// The waiting thread.
  @usableFromInline let thread: UInt
  /// Set by ``wake()`` before it signals: a waiter that sees it while spinning never sleeps.
  private let isHandedOver = Atomic(false)
  private let semaphore = DispatchSemaphore(value: 0)

  /// How many times a waiter checks for the hand-over before it sleeps: a turn holds at most 16
  /// other threads' events, usually done well before a sleep and a wake-up would be.
  private static var spins: Int { 2_000 }

  @usableFromInline
  init(thread: UInt) {
    self.thread = thread
  }

  /// Returns once ``wake()`` was called; the caller then holds the delivery role.
  @usableFromInline
  func wait() {
    for _ in 0..<Self.spins where isHandedOver.load(ordering: .acquiring) { return }
    semaphore.wait()
  }

  /// Lets the waiting thread go on with the delivery role just handed to it.
  @usableFromInline
  func wake() {
    isHandedOver.store(true, ordering: .releasing)
    semaphore.signal()
  }
}
