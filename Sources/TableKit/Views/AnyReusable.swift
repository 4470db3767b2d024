/// A type-erased reusable row: rows of any number of types in one table.
///
/// ```swift
/// let rows: [AnyReusable] = [AnyReusable(Title("Inbox")), AnyReusable(message)]
/// let kit = TableKit(table: Table(rows: rows))
/// bag += kit.didSelect(Message.self).onValue { open($0) }
/// ```
///
/// Two erased rows are the same row when their wrapped values have the same identity (the `id`
/// of an `Identifiable` value, else the value itself) and equal when the wrapped values are.
public struct AnyReusable: Identifiable, Hashable, ReusableValue, RowUnwrapping {
  /// The wrapped value.
  public let base: any ReusableValue
  /// The identity of the wrapped value.
  public let id: AnyHashable
  private let equalityKey: AnyHashable

  /// Wraps a hashable reusable value; its identity is the value itself.
  public init<Value: ReusableValue & Hashable>(_ value: Value) {
    base = value
    id = AnyHashable(value)
    equalityKey = AnyHashable(value)
  }

  /// Wraps an identifiable reusable value; its identity is its `id`.
  public init<Value: ReusableValue & Identifiable & Hashable>(_ value: Value) {
    base = value
    id = AnyHashable(value.id)
    equalityKey = AnyHashable(value)
  }

  /// Returns whether two erased rows wrap equal values.
  public static func == (lhs: AnyReusable, rhs: AnyReusable) -> Bool {
    lhs.equalityKey == rhs.equalityKey
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) { hasher.combine(equalityKey) }

  /// The reuse identifier of the wrapped value's view.
  @MainActor public var reuseIdentifier: String { base.reuseIdentifier }

  /// Makes the wrapped value's view, configured from erased rows wrapping the same type.
  @MainActor public func makeReusableView() -> ReusableView {
    base.makeReusableView().pulledBack { (erased: AnyReusable) in erased.base }
  }

  /// Returns the wrapped value if it is (or wraps) a `T`.
  public func unwrapped<T>(as type: T.Type) -> T? { unwrap(base, as: type) }
}
