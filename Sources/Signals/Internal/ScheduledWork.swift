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
  func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> Disposable {
    let scheduled = ScheduledWork(work)
    asyncAfter(deadline: .now() + delay.dispatchInterval) { scheduled.run() }
    return scheduled
  }
}

extension Duration {
  /// This duration as a dispatch interval in nanoseconds; negative durations count as zero.
  var dispatchInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    guard seconds >= 0, attoseconds >= 0 else { return .nanoseconds(0) }
    let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !nanoseconds.overflow, nanoseconds.partialValue <= Int64(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds.partialValue + attoseconds / 1_000_000_000))
  }
}

/// Time elapsed on the continuous clock since `origin`.
func elapsed(since origin: ContinuousClock.Instant) -> Duration {
  origin.duration(to: .now)
}
