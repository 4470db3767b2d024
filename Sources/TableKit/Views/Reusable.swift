/// A model type that makes the view that shows it and configures that view for each value.
///
/// ```swift
/// extension Message: Reusable {
///   static func makeAndConfigure() -> (make: UITableViewCell, configure: (Message) -> Disposable) {
///     let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
///     return (cell, { message in
///       cell.textLabel?.text = message.sender
///       cell.detailTextLabel?.text = message.text
///       return NilDisposer()
///     })
///   }
/// }
/// ```
///
/// A `UITableViewCell` is used as the row's cell; any other view is placed in a cell's content
/// view. Views are reused between rows of the same type: the reuse identifier comes from the type.
///
/// - Note: The disposable that `configure` returns is disposed when the view is configured for
///   another value, when the table or collection view lets the view's cell go, and when the kit
///   goes away (see <doc:Lifetimes>), so per-cell
///   subscriptions never leak into the next row. Only what `configure` returns is ended: a
///   subscription it drops keeps running. `makeAndConfigure()` must make a new view on each
///   call, and `configure` must not return one `DisposeBag` to several cells; the kit stops
///   with a message naming the fix when either happens.
public protocol Reusable: ReusableValue {
  /// The type of view that shows values of this type.
  associatedtype ReuseType: UIView

  /// Makes a view and returns it with the function that configures it for a value.
  @MainActor static func makeAndConfigure() -> (make: ReuseType, configure: (Self) -> Disposable)
}

extension Reusable {
  /// The identifier under which views for this type are reused: the type's full name.
  @MainActor public var reuseIdentifier: String { Self.reuseIdentifier }

  /// The identifier under which views for this type are reused: the type's full name.
  @MainActor public static var reuseIdentifier: String { String(reflecting: Self.self) }

  /// Makes a new view through ``makeAndConfigure()``.
  @MainActor public func makeReusableView() -> ReusableView {
    let (view, configure) = Self.makeAndConfigure()
    return ReusableView(view: view, configure: configure)
  }
}
