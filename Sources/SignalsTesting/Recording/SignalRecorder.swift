import Signals
import Synchronization

/// A subscription that keeps every event a signal delivers, for assertions in tests.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = SignalRecorder(signal.debounce(.seconds(1), on: scheduler), scheduler: scheduler)
/// scheduler.advance(by: .seconds(5))
/// #expect(recorder.values == [3])
/// recorder.dispose()
/// ```
///
/// - Note: Thread-safe: the signal may deliver on any thread while a test reads the recording.
///   The recorder subscribes when it is created and stays subscribed until ``dispose()`` or
///   until it is deallocated.
public final class SignalRecorder<Value: Sendable>: Disposable {
  /// The scheduler whose clock stamps each event, if any.
  public let scheduler: TestScheduler?

  /// Guards the recording.
  private let recording = Mutex<[RecordedEvent<Value>]>([])
  /// Guards the subscription, taken out exactly once by `dispose()`.
  private let subscription = Mutex<(any Disposable)?>(nil)

  /// Creates a recorder that subscribes through `subscribe`, for sources that are not signals.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler whose clock stamps each event; `nil` records no times.
  ///   - subscribe: Subscribes the given callback to the source and returns the subscription.
  public init(
    scheduler: TestScheduler? = nil,
    subscribe: (@escaping @Sendable (Event<Value>) -> Void) -> any Disposable
  ) {
    self.scheduler = scheduler
    let recording = self.recording
    let disposable = subscribe { [weak scheduler] event in
      let time = scheduler?.now
      recording.withLock { $0.append(RecordedEvent(time: time, event: event)) }
    }
    subscription.withLock { $0 = disposable }
  }

  deinit {
    subscription.withLock { $0 }?.dispose()
  }

  /// Every event received so far, with its time when the recorder has a scheduler.
  public var recorded: [RecordedEvent<Value>] {
    recording.withLock { $0 }
  }

  /// Every event received so far, values and terminal events alike.
  public var events: [Event<Value>] {
    recorded.map(\.event)
  }

  /// The values received so far, in order.
  public var values: [Value] {
    recorded.compactMap(\.event.value)
  }

  /// Whether the signal has ended normally.
  public var didEnd: Bool {
    recorded.contains { if case .end = $0.event { true } else { false } }
  }

  /// The error the signal failed with, or `nil` if it has not failed.
  public var failure: (any Error)? {
    recorded.lazy.compactMap(\.event.error).first
  }

  /// Whether the signal has ended or failed.
  public var isTerminated: Bool {
    recorded.contains { $0.event.isTerminal }
  }

  /// Ends the subscription.
  ///
  /// Events that still arrive are recorded, so a test can prove that none do.
  public func dispose() {
    let taken = subscription.withLock { subscription in
      defer { subscription = nil }
      return subscription
    }
    taken?.dispose()
  }
}
