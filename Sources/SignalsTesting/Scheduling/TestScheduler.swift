import Signals
import Synchronization

/// A scheduler with a virtual clock that moves only when a test advances it.
///
/// Work never runs on its own: ``advance(by:)``, ``advance(to:)`` and ``run(limit:)`` run the
/// work that falls due, in order of due time and, for the same instant, in the order it was
/// scheduled. The clock reads the due time of the work being run, so timing operators see
/// exactly the instants a test describes.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.perform(after: .seconds(2)) { print("two seconds") }
/// scheduler.advance(by: .seconds(1))  // nothing yet
/// scheduler.advance(by: .seconds(1))  // prints "two seconds"
/// ```
///
/// - Note: Thread-safe: work may be scheduled and cancelled from any thread, and the queue lock
///   is never held while work runs. Only one thread may run work at a time; advancing from
///   inside scheduled work, or from two threads at once, stops with a precondition failure.
public final class TestScheduler: Scheduler {
  /// The virtual time one marble-diagram frame (one character) stands for.
  public let frameDuration: Duration

  /// Guards the clock, the pending queue and whether work is being run.
  private let state = Lock(State())

  /// Creates a scheduler whose clock starts at zero.
  ///
  /// - Parameter frameDuration: The virtual time one marble-diagram frame stands for; one
  ///   second by default, so `"--a"` is a value two seconds after the start.
  public init(frameDuration: Duration = .seconds(1)) {
    precondition(
      frameDuration > .zero,
      "TestScheduler(frameDuration:) needs a positive frame duration, such as .seconds(1)")
    self.frameDuration = frameDuration
  }

  /// The virtual time elapsed since the scheduler was created.
  public var now: Duration {
    state.withLock { $0.now }
  }

  /// The number of work items scheduled and not yet run or cancelled.
  public var pendingCount: Int {
    state.withLock { $0.queue.count }
  }

  /// Whether no work is waiting to run.
  public var isIdle: Bool {
    pendingCount == 0
  }

  /// Schedules `work` at the current virtual time; it runs on the next advance or run.
  ///
  /// - Parameter work: The work to run.
  public func perform(_ work: @escaping @Sendable () -> Void) {
    _ = schedule(after: .zero, work)
  }

  /// Schedules `work` to run once the clock has advanced by `delay`.
  ///
  /// - Parameters:
  ///   - delay: How long after the current virtual time the work falls due; negative delays
  ///     count as zero.
  ///   - work: The work to run.
  /// - Returns: A disposable that removes the work from the queue if it has not run yet.
  public func perform(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  ) -> Disposable {
    let sequence = schedule(after: delay, work)
    return Cancellation(scheduler: self, sequence: sequence)
  }

  /// Moves the clock forward by `duration`, running all work that falls due on the way.
  ///
  /// Work scheduled by running work is run too if it falls due within the interval.
  ///
  /// - Parameter duration: How far to move the clock; zero runs the work due now.
  public func advance(by duration: Duration = .zero) {
    precondition(
      duration >= .zero,
      "TestScheduler.advance(by:) cannot move the clock backwards; pass a duration of zero or more"
    )
    advance(to: now + duration)
  }

  /// Moves the clock to `instant`, running all work due up to and including it.
  ///
  /// - Parameter instant: The virtual time to move to; an instant in the past runs the work due
  ///   now and leaves the clock where it is.
  public func advance(to instant: Duration) {
    beginRunning()
    while let item = takeNext(dueBy: instant) {
      item.work()
    }
    state.withLock { state in
      state.now = max(state.now, instant)
      state.isRunning = false
    }
  }

  /// Runs work until none is left, moving the clock to each item's due time.
  ///
  /// - Parameter limit: The most work items to run before deciding the work never ends.
  /// - Note: A signal that schedules work forever (a repeating timer) never lets the queue
  ///   empty; the run stops with a precondition failure after `limit` items. Use
  ///   ``advance(by:)`` for such signals.
  public func run(limit: Int = 100_000) {
    beginRunning()
    var count = 0
    while let item = takeNext(dueBy: nil) {
      count += 1
      precondition(
        count <= limit,
        """
        TestScheduler.run() ran \(limit) work items without the queue emptying; the work \
        reschedules itself forever, so use advance(by:) instead
        """)
      item.work()
    }
    state.withLock { $0.isRunning = false }
  }

  private func beginRunning() {
    let wasRunning = state.withLock { state in
      let wasRunning = state.isRunning
      state.isRunning = true
      return wasRunning
    }
    precondition(
      !wasRunning,
      """
      TestScheduler was advanced while it was already running work (from inside scheduled work \
      or from another thread); schedule the work with perform(after:) instead
      """)
  }

  private func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> UInt64 {
    state.withLock { state in
      let sequence = state.nextSequence
      state.nextSequence += 1
      let item = Item(due: state.now + max(delay, .zero), sequence: sequence, work: work)
      // Items with the same due time keep scheduling order: insert after every item due no later.
      let index = state.queue.partitioningIndex { $0.due > item.due }
      state.queue.insert(item, at: index)
      return sequence
    }
  }

  private func takeNext(dueBy limit: Duration?) -> Item? {
    state.withLock { state in
      guard let first = state.queue.first else { return nil }
      if let limit, first.due > limit { return nil }
      state.queue.removeFirst()
      state.now = max(state.now, first.due)
      return first
    }
  }

  fileprivate func cancel(_ sequence: UInt64) {
    state.withLock { state in
      state.queue.removeAll { $0.sequence == sequence }
    }
  }
}

extension TestScheduler {
  private struct Item {
    var due: Duration
    var sequence: UInt64
    var work: @Sendable () -> Void
  }

  private struct State {
    var now: Duration = .zero
    var nextSequence: UInt64 = 0
    /// Pending work, sorted by due time, then by scheduling order.
    var queue: [Item] = []
    var isRunning = false
  }

  /// Cancels one queued item; holds the scheduler weakly so that pending work that captures
  /// its own cancellation does not keep the scheduler alive.
  private struct Cancellation: Disposable {
    weak let scheduler: TestScheduler?
    let sequence: UInt64

    func dispose() {
      scheduler?.cancel(sequence)
    }
  }
}

extension Array {
  /// Returns the first index whose element satisfies `belongsInSecondPartition`, assuming the
  /// array is partitioned by it (all `false` elements before all `true` ones).
  fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if belongsInSecondPartition(self[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
