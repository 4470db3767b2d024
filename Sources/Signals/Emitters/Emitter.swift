/// The sending end of a plain ``Signal``: what you `send(_:)` reaches every subscriber of
/// ``signal``.
///
/// ```swift
/// final class Inbox {
///   private let arrivals = Emitter<Message>()
///   var newMessages: Signal<Message> { arrivals.signal }
///   func receive(_ message: Message) { arrivals.send(message) }
/// }
/// ```
///
/// - Note: Delivery is synchronous, on the sending thread, in subscription order. A value sent
///   from inside a callback, or from another thread while a delivery is under way, is queued
///   and delivered after it, so every subscriber sees values one at a time in send order. The
///   delivering thread delivers at most 16 other threads' values; a sender past those waits
///   for its turn. See <doc:Threading>.
public final class Emitter<Value>: Sendable {
  @usableFromInline let core: Multicast<Value>

  /// The signal of the values sent.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  public let signal: Signal<Value>

  /// Creates an emitter with no subscribers.
  ///
  /// - Parameters:
  ///   - fileID: The calling file, for debug messages; filled in by the compiler.
  ///   - line: The calling line, for debug messages; filled in by the compiler.
  @inlinable
  public init(fileID: StaticString = #fileID, line: UInt = #line) {
    let core = Multicast<Value>(
      current: nil, isReadable: false, site: SourceSite(fileID: fileID, line: line))
    self.core = core
    self.signal = Signal(subscribe: { core.subscribe($0) })
  }

  /// Sends `value` to every subscriber.
  ///
  /// - Complexity: O(*n*) in the number of subscribers, plus at most 16 values other threads
  ///   sent meanwhile; no allocation when no other delivery is under way.
  /// - Note: May wait, when another thread is delivering and 16 values from other threads are
  ///   already queued for it, until that thread hands over; never from inside a callback.
  @inlinable
  public func send(_ value: Value) {
    core.send(.value(value))
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
