import Dispatch

/// A scheduler that runs work on the main thread, through the main dispatch queue.
///
/// ```swift
/// bag += downloads.progress.onValue(on: .main) { bar.progress = $0 }
/// ```
///
/// - Note: Work is always enqueued, also when `perform` is called on the main thread, so it
///   runs after the current main-thread work and in the order it was performed.
public final class MainScheduler: Scheduler {
  /// The main scheduler.
  public static let shared = MainScheduler()

  private let origin = ContinuousClock.now

  private init() {}

  /// Time elapsed since the scheduler was first used.
  public var now: Duration { elapsed(since: origin) }

  /// Runs `work` on the main queue.
  public func perform(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: work)
  }

  /// Runs `work` on the main queue after `delay`; disposing the result cancels it.
  public func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void)
    -> Disposable
  {
    DispatchQueue.main.perform(after: delay, work)
  }
}

extension Scheduler where Self == MainScheduler {
  /// The scheduler of the main thread.
  public static var main: MainScheduler { .shared }
}
