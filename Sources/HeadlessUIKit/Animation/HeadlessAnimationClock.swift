/// UIKit's animation time, headless: the animations that views started and whose completions
/// have not run yet.
///
/// On a device `performBatchUpdates(_:completion:)` returns while its animation runs, and the
/// completion comes later, from the animation's completion (Rules.md R-time-2); so do the end of
/// an animated scroll (Rules.md R-time-6) and of a cell's editing transition (Rules.md R-time-7).
/// Headless nothing moves, so a view queues what the end of its animation does here instead, and
/// it runs:
///
/// - on its own at the end of the current main-actor turn: the first animation queued schedules
///   a main-actor task, so code that awaits sees the completions, as on a device;
/// - or sooner, when a test finishes the animations (``finishAll(in:)``) or steps through them
///   in the order they started (``finishNext(in:)``).
///
/// ```swift
/// table.performBatchUpdates({ table.deleteRows(at: [path], with: .fade) }) { _ in done = true }
/// // done == false: the animation is in flight
/// HeadlessAnimationClock.shared.finishAll(in: table)
/// // done == true
/// ```
///
/// - Note: Main actor only, like UIKit. The clock holds each animating view strongly until its
///   animation ends, as Core Animation does.
@MainActor package final class HeadlessAnimationClock {
  /// The clock every headless view animates on.
  package static let shared = HeadlessAnimationClock()

  private struct Animation {
    let id: Int
    let view: AnyObject
    let end: () -> Void
  }

  private var pending: [Animation] = []
  private var nextID = 0
  private var isTurnEndScheduled = false

  private init() {}

  /// Queues an animation that `view` started; `end` runs when it finishes, after the call that
  /// started it has returned.
  package func start(in view: AnyObject, end: @escaping () -> Void) {
    pending.append(Animation(id: nextID, view: view, end: end))
    nextID += 1
    scheduleTurnEnd()
  }

  /// The number of animations in flight: of `view`, or of every view when it is nil.
  package func pendingCount(in view: AnyObject? = nil) -> Int {
    guard let view else { return pending.count }
    return pending.count { $0.view === view }
  }

  /// Finishes the oldest animation in flight (of `view`, or of any view when nil).
  ///
  /// - Returns: Whether there was one to finish.
  @discardableResult
  package func finishNext(in view: AnyObject? = nil) -> Bool {
    guard let index = pending.firstIndex(where: { view == nil || $0.view === view }) else {
      return false
    }
    pending.remove(at: index).end()
    return true
  }

  /// Finishes the animations in flight, oldest first, and those their completions start, until
  /// none is left (of `view`, or of every view when nil).
  package func finishAll(in view: AnyObject? = nil) {
    while finishNext(in: view) {}
  }

  /// Ends, at the end of the current main-actor turn, the animations queued until then; those
  /// their completions start end a turn later.
  private func scheduleTurnEnd() {
    guard !isTurnEndScheduled else { return }
    isTurnEndScheduled = true
    Task { @MainActor in
      self.isTurnEndScheduled = false
      let last = self.nextID
      while let first = self.pending.first, first.id < last {
        self.pending.removeFirst()
        first.end()
      }
    }
  }
}
