import Signals
import Synchronization
import Testing

/// Subscribes to `signal`, runs `scheduler` until it is idle, and records an issue unless the
/// signal delivered exactly the events of the marble diagram `marbles`, in its frames.
///
/// ```swift
/// @Test func emitsLastValueAfterQuietPeriod() {
///   let scheduler = TestScheduler()
///   let input = scheduler.signal(from: "ab-c----")
///   expectMarbles(input.debounce(.seconds(2), on: scheduler), "-----c", scheduler: scheduler)
/// }
/// ```
///
/// Frame zero is the scheduler's time when this is called. The subscription starts at `^`
/// (frame zero if the diagram has none) and is disposed at `!`, or else once the scheduler is
/// idle. Within a frame, the events of input signals come first, then `^` or `!`, then timers
/// the signal started while the scheduler ran.
/// `#` matches any failure.
///
/// - Parameters:
///   - signal: The signal to check, of any kind (a readable one's changes are checked; use
///     `atOnce()` to check its current value too).
///   - marbles: The expected diagram (see <doc:MarbleDiagrams>).
///   - values: The value each letter stands for.
///   - scheduler: The virtual clock the signal's timing runs on; it is run until idle.
///   - sourceLocation: Where to report a mismatch; filled in by the compiler.
/// - Returns: The comparison, whose ``MarbleComparison/matches`` says whether the issue was
///   avoided; on a mismatch the issue shows the expected and actual diagrams one above the
///   other.
@discardableResult
public func expectMarbles<Kind: SignalKind, Value: Equatable>(
  _ signal: CoreSignal<Kind, Value>,
  _ marbles: String,
  values: [Character: Value],
  scheduler: TestScheduler,
  sourceLocation: SourceLocation = #_sourceLocation
) -> MarbleComparison {
  expectMarbles(
    signal, marbles, legend: MarbleLegend(values), scheduler: scheduler,
    sourceLocation: sourceLocation)
}

/// Checks a signal of strings against a marble diagram whose letters stand for themselves;
/// see ``expectMarbles(_:_:values:scheduler:sourceLocation:)``.
///
/// ```swift
/// let input = scheduler.signal(from: "-a-b")
/// expectMarbles(input.delay(by: .seconds(1), on: scheduler), "--a-b", scheduler: scheduler)
/// ```
///
/// - Parameters:
///   - signal: The signal to check.
///   - marbles: The expected diagram.
///   - scheduler: The virtual clock the signal's timing runs on.
///   - sourceLocation: Where to report a mismatch; filled in by the compiler.
/// - Returns: The comparison; a delivered string longer than one character shows as `?`.
@discardableResult
public func expectMarbles<Kind: SignalKind>(
  _ signal: CoreSignal<Kind, String>,
  _ marbles: String,
  scheduler: TestScheduler,
  sourceLocation: SourceLocation = #_sourceLocation
) -> MarbleComparison {
  expectMarbles(
    signal, marbles, legend: .selfNamed, scheduler: scheduler, sourceLocation: sourceLocation)
}

private func expectMarbles<Kind: SignalKind, Value>(
  _ signal: CoreSignal<Kind, Value>,
  _ marbles: String,
  legend: MarbleLegend<Value>,
  scheduler: TestScheduler,
  sourceLocation: SourceLocation
) -> MarbleComparison {
  let expected: MarbleDiagram
  do {
    expected = try MarbleDiagram(parsing: marbles)
  } catch {
    let comparison = MarbleComparison(
      expected: marbles, actual: "", notes: ["\(error)"], matches: false)
    Issue.record("Malformed marble diagram \(error)", sourceLocation: sourceLocation)
    return comparison
  }
  let origin = scheduler.now
  let frame = scheduler.frameDuration
  let recorder = Recorder<Value>()
  // The scheduled work runs these; boxed because it may not capture generic types.
  let start = UncheckedBox(value: { recorder.start(signal, scheduler: scheduler) })
  let stop = UncheckedBox(value: { recorder.stop() })
  let startFrame = expected.subscriptionFrame ?? 0
  if startFrame == 0 {
    start.value()
  } else {
    _ = scheduler.perform(after: frame * startFrame) { start.value() }
  }
  if let stopFrame = expected.disposalFrame {
    _ = scheduler.perform(after: frame * stopFrame) { stop.value() }
  }
  scheduler.run()
  recorder.stop()
  let comparison = MarbleComparison(
    recorded: recorder.recorded, expected: expected, written: marbles, origin: origin,
    frameDuration: frame, legend: legend)
  if !comparison.matches {
    Issue.record("Marble diagrams differ\n\(comparison)", sourceLocation: sourceLocation)
  }
  return comparison
}

/// The subscription `expectMarbles` starts and stops from scheduled work.
private final class Recorder<Value>: Sendable {
  /// Guards the recorder, made when the subscription starts.
  private let recorder = Lock<SignalRecorder<Value>?>(nil)

  func start<Kind: SignalKind>(_ signal: CoreSignal<Kind, Value>, scheduler: TestScheduler) {
    let started = SignalRecorder(signal, scheduler: scheduler)
    recorder.withLock { $0 = started }
  }

  func stop() {
    recorder.withLock { $0 }?.dispose()
  }

  var recorded: [RecordedEvent<Value>] {
    recorder.withLock { $0 }?.recorded ?? []
  }
}
