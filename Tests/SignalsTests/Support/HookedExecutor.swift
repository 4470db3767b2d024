import Synchronization

/// A serial executor whose isolation check runs a hook once, then answers "isolated": debug
/// builds of Signals check a subscriber's actor just before calling it, so the hook runs between
/// the choice of a subscriber and the call.
final class HookedExecutor: SerialExecutor, @unchecked Sendable {
  // Unchecked: `onFirstCheck` is set before the first check and read once, by the thread that
  // checks; the counter is atomic.
  var onFirstCheck: (@Sendable () -> Void)?
  private let checkCount = Atomic(0)

  init() {}

  /// How many times the isolation check ran.
  var checks: Int { checkCount.load(ordering: .acquiring) }

  func enqueue(_ job: consuming ExecutorJob) {
    job.runSynchronously(on: asUnownedSerialExecutor())
  }

  func checkIsolated() {
    if checkCount.add(1, ordering: .acquiringAndReleasing).oldValue == 0 { onFirstCheck?() }
  }
}
