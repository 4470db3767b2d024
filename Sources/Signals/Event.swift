/// One thing a signal delivers: a value, or for a finite signal its end or failure.
///
/// A finite signal delivers any number of ``value(_:)`` events followed by at most one
/// ``end`` or ``failure(_:)``; nothing follows a terminal event.
public enum Event<Value> {
  /// A value.
  case value(Value)
  /// The signal completed normally; nothing follows.
  case end
  /// The signal completed with an error; nothing follows.
  case failure(any Error)
}

extension Event: Sendable where Value: Sendable {}

extension Event {
  /// Returns the carried value, or `nil` for a terminal event.
  @inlinable
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// Returns the carried error, or `nil` for a value or a normal end.
  @inlinable
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// Whether this event ends the signal (``end`` or ``failure(_:)``).
  @inlinable
  public var isTerminal: Bool {
    if case .value = self { return false }
    return true
  }

  /// Returns an event with the value transformed by `transform`, keeping terminal events.
  ///
  /// - Parameter transform: The function applied to a carried value.
  /// - Returns: The transformed event.
  @inlinable
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> Event<Other> {
    switch self {
    case .value(let value): return .value(try transform(value))
    case .end: return .end
    case .failure(let error): return .failure(error)
    }
  }
}

extension Event: Equatable where Value: Equatable {
  /// Returns whether two events are equal; failures compare equal when their errors have the
  /// same type and description.
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.value(let left), .value(let right)): return left == right
    case (.end, .end): return true
    case (.failure(let left), .failure(let right)):
      return type(of: left) == type(of: right)
        && String(describing: left) == String(describing: right)
    default: return false
    }
  }
}

extension Event: CustomStringConvertible {
  /// A short description, such as `value(1)`, `end` or `failure(Timeout())`.
  public var description: String {
    switch self {
    case .value(let value): return "value(\(value))"
    case .end: return "end"
    case .failure(let error): return "failure(\(error))"
    }
  }
}
