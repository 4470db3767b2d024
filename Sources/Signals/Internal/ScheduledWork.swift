import Dispatch

/// Work scheduled for later that disposing cancels: the closure is released at once on
/// cancellation and runs at most once.
final class ScheduledWork: Disposable {
  private let work: Lock<(@Sendable () -> Void)?>

  init(_ work: @escaping @Sendable () -> Void) {
    self.work = Lock(work)
  }

  /// Runs the work unless it was cancelled or already ran.
  func run() {
    let work = work.withLock { $0.take() }
    work?()
  }

  /// Cancels the work if it has not run yet.
  func dispose() {
    let work = work.withLock { $0.take() }
    withExtendedLifetime(work) {}
  }
}

extension DispatchQueue {
  /// Runs `work` on this queue after `delay`, returning what cancels it.
  ///
  /// A delay too long to count in nanoseconds (about 292 years) never elapses: the work is not
  /// handed to the queue, and waits to be cancelled.
  func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> Disposable {
    let scheduled = ScheduledWork(work)
    if let nanoseconds = delay.dispatchNanoseconds {
      asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { scheduled.run() }
    }
    return scheduled
  }
}

extension Duration {
  /// This duration in whole nanoseconds, for a dispatch timer: negative durations count as
  /// zero, and `nil` stands for a duration too long to count (about 292 years), which saturates
  /// to "never".
  var dispatchNanoseconds: Int? {
    let (seconds, attoseconds) = components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let (whole, overflows) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflows else { return nil }
    let (total, overflowsAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflowsAgain else { return nil }
    return Int(exactly: total)
  }
}

/// Time elapsed on the continuous clock since `origin`.
func elapsed(since origin: ContinuousClock.Instant) -> Duration {
  origin.duration(to: .now)
}
