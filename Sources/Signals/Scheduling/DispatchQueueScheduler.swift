import Dispatch

/// A scheduler that runs work serially on a dispatch queue.
///
/// ```swift
/// let background = DispatchQueueScheduler(label: "thumbnails")
/// bag += rows.delivered(on: background).onValue { prepareThumbnails(for: $0) }
/// ```
///
/// - Note: Work runs one item at a time in the order performed, also when the given queue is
///   concurrent: the scheduler targets it through a serial queue of its own.
public final class DispatchQueueScheduler: Scheduler {
  /// The serial queue work runs on.
  public let queue: DispatchQueue

  private let origin = ContinuousClock.now

  /// Creates a scheduler that runs work serially on `queue`.
  ///
  /// - Parameter queue: The queue to run on; a concurrent queue is used through a serial one.
  public init(queue: DispatchQueue) {
    self.queue = DispatchQueue(label: "Signals.DispatchQueueScheduler", target: queue)
  }

  /// Creates a scheduler on a new serial queue named `label`.
  ///
  /// - Parameters:
  ///   - label: The queue's label, shown in debuggers and crash logs.
  ///   - qos: The queue's quality of service.
  public init(label: String, qos: DispatchQoS = .default) {
    self.queue = DispatchQueue(label: label, qos: qos)
  }

  /// Time elapsed since the scheduler was created.
  public var now: Duration { elapsed(since: origin) }

  /// Runs `work` on the queue.
  public func perform(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }

  /// Runs `work` on the queue after `delay`; disposing the result cancels it.
  public func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void)
    -> Disposable
  {
    queue.perform(after: delay, work)
  }
}
