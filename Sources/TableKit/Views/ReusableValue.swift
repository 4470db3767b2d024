/// A value that knows how to make and configure the view that shows it, in the erased form that
/// rows of mixed types share.
///
/// You rarely conform to this protocol directly: conform to ``Reusable``, which derives both
/// requirements from the type, and compose mixed rows with ``Either`` or ``AnyReusable``.
public protocol ReusableValue {
  /// The identifier under which views made for this value are reused; derived from the type.
  @MainActor var reuseIdentifier: String { get }

  /// Makes a new view able to show every value with this value's reuse identifier.
  @MainActor func makeReusableView() -> ReusableView
}

/// A view made for a ``ReusableValue``, with the function that configures it for a value.
@MainActor public struct ReusableView {
  /// The view that shows the value.
  public let view: UIView
  private let configureFunction: (Any) -> Disposable

  /// Creates a reusable view from a view and the function that configures it for a value.
  ///
  /// - Parameters:
  ///   - view: The view that shows values.
  ///   - configure: Shows a value in `view` and returns what ends the configuration; the kit
  ///     disposes it when the view shows another value, stops being displayed or the kit goes away.
  public init<Value>(view: UIView, configure: @escaping (Value) -> Disposable) {
    self.view = view
    self.configureFunction = { value in
      guard let value = value as? Value else { return NilDisposer() }
      return configure(value)
    }
  }

  /// Configures the view for a value and returns what ends the configuration.
  ///
  /// - Parameter value: The value to show; a value of another type leaves the view unchanged.
  /// - Returns: The disposable that ends this configuration.
  public func configure(with value: Any) -> Disposable {
    configureFunction(value)
  }

  /// Returns the same view, configured from values of another type through `transform`.
  func pulledBack<Outer>(_ transform: @escaping (Outer) -> Any?) -> ReusableView {
    let configureFunction = self.configureFunction
    return ReusableView(view: view) { (outer: Outer) in
      guard let inner = transform(outer) else { return NilDisposer() }
      return configureFunction(inner)
    }
  }
}
