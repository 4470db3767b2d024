import Signals
import Synchronization

/// A subscription that keeps every event a signal delivers, for assertions in tests.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = SignalRecorder(query.debounce(.seconds(1), on: scheduler), scheduler: scheduler)
/// scheduler.advance(by: .seconds(5))
/// #expect(recorder.values == ["swift"])
/// recorder.dispose()
/// ```
///
/// - Note: Thread-safe: the signal may deliver on any thread, while a test reads the recording.
///   The recorder subscribes when it is created, from no actor (its callback only appends
///   under a lock), and stays subscribed until ``dispose()`` or until it is deallocated. A
///   readable signal's changes are recorded; record `atOnce()` to get its current value first.
public final class SignalRecorder<Value>: Disposable {
  /// The scheduler whose clock stamps each event, if any.
  public let scheduler: TestScheduler?

  /// Guards the recording.
  private let recording = Lock(Recording<Value>())
  /// Guards the subscription, taken out exactly once by `dispose()`.
  private let subscription = Lock<(any Disposable)?>(nil)

  /// Creates a recorder subscribed to `signal`.
  ///
  /// - Parameters:
  ///   - signal: The signal to record, of any kind.
  ///   - scheduler: The scheduler whose clock stamps each event; `nil` records no times.
  public convenience init<Kind: SignalKind>(
    _ signal: CoreSignal<Kind, Value>, scheduler: TestScheduler? = nil
  ) {
    self.init(scheduler: scheduler) { record in
      signal.subscribe(Observer(isolation: nil, record))
    }
  }

  /// Creates a recorder that subscribes through `subscribe`, for sources that are not signals.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler whose clock stamps each event; `nil` records no times.
  ///   - subscribe: Subscribes the given callback to the source and returns the subscription.
  public init(
    scheduler: TestScheduler? = nil,
    subscribe: (_ record: @escaping @Sendable (Event<Value>) -> Void) -> any Disposable
  ) {
    self.scheduler = scheduler
    // Weak: the subscription holds this callback, and the recorder holds the subscription.
    let disposable = subscribe { [weak self, weak scheduler] event in
      let time = scheduler?.now
      let entry = Recording(entries: [RecordedEvent(time: time, event: event)])
      self?.recording.withLock { $0.entries += entry.entries }
    }
    subscription.withLock { $0 = disposable }
  }

  deinit {
    subscription.withLock { $0 }?.dispose()
  }

  /// Every event received so far, with its time when the recorder has a scheduler.
  public var recorded: [RecordedEvent<Value>] {
    recording.withLock { $0 }.entries
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

/// The events a ``SignalRecorder`` has received.
private struct Recording<Value>: @unchecked Sendable {
  // Unchecked: only accessed inside the recorder's mutex. Events move from the delivering
  // thread into it and copies move out to the reading test, the same hand-off the core makes
  // when one thread delivers events another sent.
  var entries: [RecordedEvent<Value>] = []
}
