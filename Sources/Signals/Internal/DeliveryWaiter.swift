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

  /// How long a waiter checks for the hand-over before it sleeps, in nanoseconds: about what a
  /// sleep and a wake-up cost. A turn holds at most 16 other threads' events, usually done well
  /// within it; a waiter still awake when the turn arrives takes it at once, where a sleeping
  /// one stalls both threads until the kernel wakes it. Its core is not yielded meanwhile: on a
  /// busy machine a yield gives it to another process for a whole time slice.
  private static var spinNanoseconds: UInt64 { 20_000 }

  /// How many checks the waiter makes between two reads of the clock.
  private static var checksPerClockRead: Int { 64 }

  @usableFromInline
  init(thread: UInt) {
    self.thread = thread
  }

  /// Returns once ``wake()`` or ``release()`` was called: `true` if the caller now holds the
  /// delivery role, `false` if its event was dropped (the subscription ended meanwhile).
  @usableFromInline
  func wait() -> Bool {
    if let outcome = spin() { return outcome == 1 }
    semaphore.wait()
    return outcome.load(ordering: .acquiring) == 1
  }

  /// Checks for the outcome for up to ``spinNanoseconds``; `nil` if it was not set by then.
  private func spin() -> Int? {
    let deadline = DispatchTime.now().uptimeNanoseconds + Self.spinNanoseconds
    repeat {
      for _ in 0..<Self.checksPerClockRead {
        let outcome = outcome.load(ordering: .acquiring)
        if outcome != 0 { return outcome }
      }
    } while DispatchTime.now().uptimeNanoseconds < deadline
    return nil
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
