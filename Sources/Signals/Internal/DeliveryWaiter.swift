import Dispatch

/// A thread blocked in `send` until the delivery role of a source is handed to it: the way a
/// sender avoids piling unbounded work on the thread that is delivering (see <doc:Threading>).
@usableFromInline
final class DeliveryWaiter: Sendable {
  /// The waiting thread.
  @usableFromInline let thread: UInt
  private let semaphore = DispatchSemaphore(value: 0)

  @usableFromInline
  init(thread: UInt) {
    self.thread = thread
  }

  /// Blocks until ``wake()``; the caller then holds the delivery role.
  @usableFromInline
  func wait() {
    semaphore.wait()
  }

  /// Lets the waiting thread go on with the delivery role just handed to it.
  @usableFromInline
  func wake() {
    semaphore.signal()
  }
}
