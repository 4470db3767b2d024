/// A place and a clock on which work runs: the main thread, a dispatch queue, the current
/// thread, or virtual time in tests.
///
/// Timing operators (`debounce`, `delay`, `throttle`) and delivery hops
/// (`delivered(on:)`, `onValue(on:)`) take a scheduler, so tests can swap in a virtual-time one.
public protocol Scheduler: AnyObject, Sendable {
  /// The scheduler's clock: time elapsed since a fixed origin of its own.
  var now: Duration { get }
  /// Runs `work` on the scheduler as soon as it can.
  func perform(_ work: @escaping @Sendable () -> Void)
  /// Runs `work` on the scheduler after `delay`; disposing the result cancels work not yet run.
  ///
  /// A delay longer than the scheduler's clock can count saturates: the work never runs and
  /// waits to be cancelled (the library's dispatch schedulers count in nanoseconds, about 292
  /// years). Timing operators rely on this, so `delay`, `debounce` and `throttle` accept any
  /// duration of zero or more.
  func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> Disposable
}
