/// A row that wraps a value of another type, such as ``Either`` or ``AnyReusable``; lets the
/// model-typed event signals (`kit.didSelect(Message.self)`) reach the wrapped value.
public protocol RowUnwrapping {
  /// Returns the wrapped value if it is (or itself wraps) a `T`, otherwise nil.
  func unwrapped<T>(as type: T.Type) -> T?
}

/// Returns `value` as a `T`, looking through ``RowUnwrapping`` wrappers.
func unwrap<T>(_ value: Any, as type: T.Type) -> T? {
  if let value = value as? T { return value }
  return (value as? any RowUnwrapping)?.unwrapped(as: type)
}
