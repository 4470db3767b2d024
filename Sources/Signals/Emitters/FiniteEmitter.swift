/// The sending end of a ``FiniteSignal``: values, then one ``finish()`` or ``fail(_:)``.
///
/// ```swift
/// let upload = FiniteEmitter<Double>()
/// bag += upload.signal.onEvent { print($0) }
/// upload.send(0.5)  // prints "value(0.5)"
/// upload.finish()   // prints "end"
/// ```
///
/// - Note: After the terminal event nothing more is sent, and subscribing delivers the terminal
///   event at once. Delivery follows the same rules as ``Emitter``.
public final class FiniteEmitter<Value>: Sendable {
  @usableFromInline let core: Multicast<Value>

  /// The signal of the events sent.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  public let signal: FiniteSignal<Value>

  /// Creates an emitter that has not ended.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  @inlinable
  public init(fileID: StaticString = #fileID, line: UInt = #line) {
    let core = Multicast<Value>(
      current: nil, isReadable: false, site: SourceSite(fileID: fileID, line: line))
    self.core = core
    self.signal = FiniteSignal(subscribe: { core.subscribe($0) })
  }

  /// Sends `value` to every subscriber, unless the emitter has ended.
  @inlinable
  public func send(_ value: Value) {
    core.send(.value(value))
  }

  /// Sends `event`; a terminal event ends the emitter.
  @inlinable
  public func send(_ event: Event<Value>) {
    core.send(event)
  }

  /// Ends the signal normally.
  public func finish() {
    core.send(.end)
  }

  /// Ends the signal with `error`.
  ///
  /// - Parameter error: The failure delivered to subscribers.
  public func fail(_ error: any Error) {
    core.send(.failure(error))
  }

  /// Releases every subscriber's callback: nothing can be sent any more.
  deinit {
    core.close()
  }

  /// Whether anyone is subscribed to ``signal``.
  public var hasSubscribers: Bool {
    core.hasSubscribers
  }
}
