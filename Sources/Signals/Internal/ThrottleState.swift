/// The state machine of `throttle`: the interval under way (its id, when it is over, its
/// timer), the latest value held back during it, and whether the input's end waits for it.
///
/// Each interval is over at its last instant whether or not its timer has run yet: a value or
/// the end arriving then closes it first, so the result does not depend on the order in which
/// the scheduler runs work due at the same instant.
struct ThrottleState<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside its owner's lock; values move in and out through
  // `Handoff`, as in the core.

  /// What the operator does after a step, with no lock held.
  struct Step {
    /// Values to deliver, in order.
    var values: [Value] = []
    /// Whether the end follows them.
    var ends = false
    /// The interval opened, whose timer the operator starts.
    var opened: Int?
    /// Timers to cancel: of an interval closed before its timer ran, or of the last one.
    var cancelled: [any Disposable] = []
  }

  /// The interval under way, or 0.
  private var window = 0
  private var lastWindow = 0
  private var windowEnd: Duration = .zero
  private var timer: (any Disposable)?
  private var held: Value?
  private var endsAfterWindow = false
  private var isFlushed = false

  init() {}

  /// Handles an input value at `now`: it goes out at once when no interval is under way (one
  /// that is over is closed first), otherwise it is held if `keepingLatest`.
  mutating func receive(
    _ value: Value, now: Duration, interval: Duration, keepingLatest: Bool
  ) -> Step {
    guard !isFlushed else { return Step() }
    var step = closeIfOver(now: now, interval: interval)
    if window == 0 {
      step.values.append(value)
      step.opened = open(now: now, interval: interval)
    } else if keepingLatest {
      held = value
    }
    return step
  }

  /// Handles the input's end at `now`: it goes out at once unless a value is held for the
  /// interval under way, which then delivers it and ends.
  mutating func end(now: Duration, interval: Duration) -> Step {
    guard !isFlushed else { return Step() }
    var step = closeIfOver(now: now, interval: interval)
    if window != 0, held != nil {
      endsAfterWindow = true
      return step
    }
    if let timer = flush() { step.cancelled.append(timer) }
    step.ends = true
    step.opened = nil
    return step
  }

  /// Handles the timer of interval `id`: the held value goes out and opens the next interval,
  /// or ends the signal if the input has ended; with nothing held, no interval is under way.
  mutating func closeWindow(_ id: Int, now: Duration, interval: Duration) -> Step {
    guard !isFlushed, id == window else { return Step() }
    timer = nil
    var step = Step()
    finishWindow(into: &step, now: now, interval: interval)
    return step
  }

  /// Keeps the timer of interval `id`; returns it for cancelling if that interval is already
  /// over or the state was flushed.
  mutating func setTimer(_ newTimer: any Disposable, for id: Int) -> (any Disposable)? {
    guard !isFlushed, id == window else { return newTimer }
    timer = newTimer
    return nil
  }

  /// Ends everything at the input's end, failure or disposal; returns the timer to cancel.
  mutating func flush() -> (any Disposable)? {
    isFlushed = true
    held = nil
    window = 0
    defer { timer = nil }
    return timer
  }

  /// Closes the interval under way if it is over at `now`, as its timer would.
  private mutating func closeIfOver(now: Duration, interval: Duration) -> Step {
    guard window != 0, now >= windowEnd else { return Step() }
    var step = Step()
    if let timer { step.cancelled.append(timer) }
    timer = nil
    finishWindow(into: &step, now: now, interval: interval)
    return step
  }

  /// Ends the interval under way: the held value goes out and opens the next interval, or ends
  /// the signal if the input has ended.
  private mutating func finishWindow(into step: inout Step, now: Duration, interval: Duration) {
    window = 0
    guard let value = held else { return }
    held = nil
    step.values.append(value)
    if endsAfterWindow {
      isFlushed = true
      step.ends = true
    } else {
      step.opened = open(now: now, interval: interval)
    }
  }

  /// Opens an interval from `now`; returns its id.
  private mutating func open(now: Duration, interval: Duration) -> Int {
    lastWindow += 1
    window = lastWindow
    windowEnd = now + interval
    return window
  }
}
