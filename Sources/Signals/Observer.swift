import Dispatch

/// The receiving end of one subscription: a callback for events, the actor it was subscribed
/// from, and whether it asked for the current value first.
///
/// Listening methods such as ``CoreSignal/onValue(isolation:fileID:line:_:)`` make an observer; operators
/// wrap the downstream observer into one for their upstream:
///
/// ```swift
/// extension CoreSignal {
///   func doubled() -> CoreSignal<Kind.DropWrite, Value> where Value == Int {
///     CoreSignal<Kind.DropWrite, Value>(
///       getter: getter.map { read in { read() * 2 } },
///       subscribe: { downstream in
///         self.subscribe(Observer(forwardingTo: downstream) { event in
///           downstream.receive(event.map { $0 * 2 })
///         })
///       })
///   }
/// }
/// ```
///
/// - Note: An observer is `Sendable` so that timing operators can hand it to a scheduler; its
///   callback is not required to be, because the isolation it needs is recorded beside it and
///   checked in debug builds by ``deliver(_:)``.
public struct Observer<Value>: @unchecked Sendable {
  // Unchecked: `callback` may be a non-Sendable closure bound to `isolation`. Sources and hops
  // call it through `deliver(_:)`, which checks that isolation in debug builds; operators call
  // it through `receive(_:)` only from inside an upstream callback that was already checked.

  /// The actor the subscription was made from, or `nil` when it was made from nonisolated code.
  public let isolation: (any Actor)?

  /// Whether a readable source should deliver its current value before any change.
  public let wantsCurrentValue: Bool

  @usableFromInline let callback: (Event<Value>) -> Void
  @usableFromInline let site: SourceSite
  /// Whether an operator between this observer and the subscriber has ended the subscription,
  /// for a source still inside its subscribe call; `nil` when no such operator can end it.
  @usableFromInline let endedProbe: EndedProbe?

  /// Creates an observer from a callback and the isolation it was subscribed from.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  ///   - isolation: The actor the callback expects to run on; `nil` for any thread.
  ///   - wantsCurrentValue: Whether a readable source should deliver its current value first.
  ///   - callback: The function that receives each event.
  @inlinable
  public init(
    isolation: (any Actor)?,
    wantsCurrentValue: Bool = false,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ callback: @escaping (Event<Value>) -> Void
  ) {
    self.isolation = isolation
    self.wantsCurrentValue = wantsCurrentValue
    self.callback = callback
    self.site = SourceSite(fileID: fileID, line: line)
    self.endedProbe = nil
  }

  /// Creates an upstream observer for an operator, keeping the downstream observer's isolation,
  /// subscription site and (unless overridden) its wish for the current value.
  ///
  /// - Parameters:
  ///   - downstream: The observer the operator forwards to.
  ///   - wantsCurrentValue: Overrides whether the upstream should deliver its current value.
  ///   - callback: The operator's handling of each upstream event.
  @inlinable
  public init<Downstream>(
    forwardingTo downstream: Observer<Downstream>,
    wantsCurrentValue: Bool? = nil,
    _ callback: @escaping (Event<Value>) -> Void
  ) {
    self.isolation = downstream.isolation
    self.wantsCurrentValue = wantsCurrentValue ?? downstream.wantsCurrentValue
    self.callback = callback
    self.site = downstream.site
    self.endedProbe = downstream.endedProbe
  }

  /// Creates an upstream observer for an operator whose own subscription, `subscription`, can
  /// end before the upstream's subscribe call returns (`take` satisfied by a synchronous
  /// source): the source asks after each delivery whether it, or a subscription further
  /// downstream, has ended.
  init<Downstream>(
    forwardingTo downstream: Observer<Downstream>,
    wantsCurrentValue: Bool?,
    endingWith subscription: SerialDisposable,
    _ callback: @escaping (Event<Value>) -> Void
  ) {
    self.isolation = downstream.isolation
    self.wantsCurrentValue = wantsCurrentValue ?? downstream.wantsCurrentValue
    self.callback = callback
    self.site = downstream.site
    self.endedProbe = EndedProbe(subscription, downstream: downstream.endedProbe)
  }

  /// Creates an observer that keeps `site` for debug messages.
  @usableFromInline
  init(
    isolation: (any Actor)?,
    wantsCurrentValue: Bool,
    site: SourceSite,
    _ callback: @escaping (Event<Value>) -> Void
  ) {
    self.isolation = isolation
    self.wantsCurrentValue = wantsCurrentValue
    self.callback = callback
    self.site = site
    self.endedProbe = nil
  }

  /// Calls the callback with `event`, from inside an upstream callback (no isolation check).
  ///
  /// - Note: Use this in an operator that forwards synchronously from its upstream callback:
  ///   the source already checked the isolation. Use ``deliver(_:)`` from a timer, another
  ///   thread or a scheduler.
  @inlinable
  public func receive(_ event: Event<Value>) {
    callback(event)
  }

  /// Calls the callback with `event` after checking, in debug builds, that the caller runs on
  /// the actor the subscription was made from.
  ///
  /// - Note: A callback subscribed from the main actor and called from another thread stops the
  ///   process in debug builds, naming where it was subscribed; deliver across threads with
  ///   `onValue(on: .main)` or `delivered(on:)` instead.
  @inlinable
  public func deliver(_ event: Event<Value>) {
    #if DEBUG
      checkIsolation(isolation, site: site, source: nil)
    #endif
    callback(event)
  }
}

/// Stops the process when the current context is not `isolation`, naming the subscription.
@usableFromInline
func checkIsolation(_ isolation: (any Actor)?, site: SourceSite, source: SourceSite?) {
  guard let isolation else { return }
  let message = {
    """
    Signals: a callback subscribed at \(site) from \(type(of: isolation)) was called off that \
    actor\(source.map { " by the signal created at \($0)" } ?? ""). Subscribe with \
    onValue(on: .main) or hop with delivered(on:) to receive events from other threads.
    """
  }
  #if !canImport(Darwin)
    // Outside Darwin the main actor's own check fails inside libdispatch without printing the
    // message, so the main queue is checked here first, the same way (queue identity).
    if isolation is MainActor {
      if DispatchQueue.getSpecific(key: mainQueueKey) == nil { preconditionFailure(message()) }
      return
    }
  #endif
  isolation.preconditionIsolated(message())
}

#if !canImport(Darwin)
  /// A key set only on the main queue: found exactly when running on it (or a queue targeting
  /// it), which is what the main actor's isolation means here.
  private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
#endif
