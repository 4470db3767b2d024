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
  private let configureFunction: (Any, RowLifetimes) -> Void

  /// Creates a reusable view from a view and the function that configures it for a value.
  ///
  /// - Parameters:
  ///   - view: The view that shows values.
  ///   - configure: Shows a value in `view` and returns what ends the configuration; the kit
  ///     disposes it when the view shows another value, when its cell is let go, or when the kit
  ///     goes away.
  public init<Value>(view: UIView, configure: @escaping (Value) -> Disposable) {
    self.init(view: view) { (value: Value, lifetimes: RowLifetimes) in
      SharedViewCheck.keep(configure(value), in: lifetimes.configuration)
    }
  }

  /// Creates a reusable view whose configuration attaches work to the kit's lifetimes: per
  /// configuration, per display and per row.
  ///
  /// Implement ``ReusableValue/makeReusableView()`` with it when a ``Reusable`` type's cell needs
  /// the display or row lifetime:
  ///
  /// ```swift
  /// func makeReusableView() -> ReusableView {
  ///   let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
  ///   return ReusableView(view: cell) { (clock: Clock, lifetimes: RowLifetimes) in
  ///     lifetimes.display += clock.ticks.onValue { cell.textLabel?.text = $0 }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view that shows values.
  ///   - configure: Shows a value in `view`, attaching its work to the lifetimes.
  public init<Value>(view: UIView, configure: @escaping (Value, RowLifetimes) -> Void) {
    self.view = view
    self.configureFunction = { value, lifetimes in
      guard let value = value as? Value else { return }
      configure(value, lifetimes)
    }
  }

  /// Configures the view for a value, attaching the configuration's work to `lifetimes`.
  ///
  /// - Parameters:
  ///   - value: The value to show; a value of another type leaves the view unchanged.
  ///   - lifetimes: The bags the configuration's work is added to.
  public func configure(with value: Any, in lifetimes: RowLifetimes) {
    configureFunction(value, lifetimes)
  }

  /// Returns the same view, configured from values of another type through `transform`.
  func pulledBack<Outer>(_ transform: @escaping (Outer) -> Any?) -> ReusableView {
    let configureFunction = self.configureFunction
    return ReusableView(view: view) { (outer: Outer, lifetimes: RowLifetimes) in
      guard let inner = transform(outer) else { return }
      configureFunction(inner, lifetimes)
    }
  }
}
