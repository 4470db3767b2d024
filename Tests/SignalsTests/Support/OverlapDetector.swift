import Synchronization

/// Counts the calls a subscriber receives and how many began while another was still running,
/// to prove that a signal delivers one event at a time.
final class OverlapDetector: Sendable {
  private let isInside = Mutex(false)
  private let callCount = Counter()
  private let overlapCount = Counter()

  init() {}

  /// Records one call; call it from the subscriber's callback.
  func call() {
    let wasInside = isInside.withLock { isInside in
      defer { isInside = true }
      return isInside
    }
    if wasInside { overlapCount.increment() }
    callCount.increment()
    isInside.withLock { $0 = false }
  }

  /// How many calls were recorded.
  var calls: Int { callCount.value }

  /// How many calls began while another was running.
  var overlaps: Int { overlapCount.value }
}
