import Dispatch
import Synchronization

/// A scheduler that runs work at once when called on the main queue with none of its own work
/// waiting there, and enqueues it on the main queue otherwise, so work runs in the order it was
/// performed. Each subscription gets its own, so only its own waiting events delay it.
final class MainActorHop: Scheduler {
  /// How many work items wait in the main queue; while any does, new work queues behind it.
  private let waiting = Atomic(0)

  init() {}

  var now: Duration { MainScheduler.main.now }

  func perform(_ work: @escaping @Sendable () -> Void) {
    if Self.isOnMainQueue, waiting.load(ordering: .acquiring) == 0 {
      work()
      return
    }
    waiting.wrappingAdd(1, ordering: .acquiringAndReleasing)
    DispatchQueue.main.async {
      // Counted out before running, so an event the work emits on the main actor is not
      // queued behind work that has already started.
      self.waiting.wrappingSubtract(1, ordering: .acquiringAndReleasing)
      work()
    }
  }

  func perform(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> Disposable {
    MainScheduler.main.perform(after: delay, work)
  }

  /// Whether the caller runs on the main queue, where the main actor's work runs.
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// A key set only on the main queue: found exactly when running on it (or a queue targeting
  /// it).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
