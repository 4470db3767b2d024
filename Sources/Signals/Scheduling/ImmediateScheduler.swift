/// A scheduler that runs work at once on the calling thread, delays included.
///
/// Useful where an API takes a scheduler but the caller wants synchronous behaviour, such as a
/// test of an operator's logic without timing.
///
/// - Note: `perform(after:_:)` ignores the delay and runs the work before returning, like
///   Combine's `ImmediateScheduler`; use a virtual-time scheduler to test timing.
public final class ImmediateScheduler: Scheduler {
  /// The immediate scheduler.
  public static let shared = ImmediateScheduler()

  private let origin = ContinuousClock.now

  private init() {}

  /// Time elapsed since the scheduler was first used.
  public var now: Duration { elapsed(since: origin) }

  /// Runs `work` now.
  public func perform(_ work: @escaping @Sendable () -> Void) {
    work()
  }

  /// Runs `work` now, ignoring `delay`; the returned disposable has nothing left to cancel.
  public func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void)
    -> Disposable
  {
    work()
    return NilDisposer()
  }
}

extension Scheduler where Self == ImmediateScheduler {
  /// The scheduler that runs work at once on the calling thread.
  public static var immediate: ImmediateScheduler { .shared }
}
