import Signals

/// An event a ``SignalRecorder`` received, with the virtual time it arrived at.
public struct RecordedEvent<Value> {
  /// The virtual time of the recorder's scheduler when the event arrived, or `nil` when the
  /// recorder has no scheduler.
  public var time: Duration?
  /// The event.
  public var event: Event<Value>

  /// Creates a recorded event.
  ///
  /// - Parameters:
  ///   - time: The virtual time the event arrived at, if known.
  ///   - event: The event.
  public init(time: Duration?, event: Event<Value>) {
    self.time = time
    self.event = event
  }
}

extension RecordedEvent: Sendable where Value: Sendable {}

extension RecordedEvent: Equatable where Value: Equatable {}

extension RecordedEvent: CustomStringConvertible {
  /// The event, with its time when known: `value(1) at 2 seconds`.
  public var description: String {
    guard let time else { return event.description }
    return "\(event) at \(time)"
  }
}
