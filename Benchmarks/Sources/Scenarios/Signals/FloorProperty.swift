/// The floor of a read-write signal: a stored value whose setter calls the closures of a
/// ``FloorMulticast``.
public final class FloorProperty<Value> {
  /// The subscribers, called on every set.
  public let multicast = FloorMulticast<Value>()

  /// The current value; setting it calls every subscriber with the new value.
  public var value: Value {
    didSet { multicast.send(value) }
  }

  /// Creates a property holding `value`.
  public init(_ value: Value) {
    self.value = value
  }
}
