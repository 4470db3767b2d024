/// A disposable that does nothing, for subscriptions that hold no resources.
///
/// ```swift
/// let signal = Signal<Int> { callback in
///   callback(42)
///   return NilDisposer()
/// }
/// ```
public struct NilDisposer: Disposable {
  /// Creates a disposable that does nothing.
  public init() {}

  /// Does nothing.
  public func dispose() {}
}
