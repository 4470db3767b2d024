/// A value of one of two types: how rows (or sections) of two different types share one table.
///
/// ```swift
/// typealias Row = Either<Message, LoadingRow>
/// let table = Table(rows: messages.map(Row.left) + [.right(LoadingRow())])
/// ```
///
/// Nest it for more types (`Either<A, Either<B, C>>`), or use ``AnyReusable``.
public enum Either<Left, Right> {
  /// A value of the first type.
  case left(Left)
  /// A value of the second type.
  case right(Right)

  /// The value of the first type, or nil.
  public var left: Left? {
    if case .left(let value) = self { value } else { nil }
  }

  /// The value of the second type, or nil.
  public var right: Right? {
    if case .right(let value) = self { value } else { nil }
  }
}

extension Either: Equatable where Left: Equatable, Right: Equatable {}
extension Either: Hashable where Left: Hashable, Right: Hashable {}
extension Either: Sendable where Left: Sendable, Right: Sendable {}

extension Either: Identifiable where Left: Identifiable, Right: Identifiable {
  /// The identity of the wrapped value, tagged with its side so the two types never collide.
  public var id: Either<Left.ID, Right.ID> {
    switch self {
    case .left(let value): .left(value.id)
    case .right(let value): .right(value.id)
    }
  }
}

extension Either: ReusableValue where Left: ReusableValue, Right: ReusableValue {
  /// The reuse identifier of the wrapped value's view.
  @MainActor public var reuseIdentifier: String {
    switch self {
    case .left(let value): value.reuseIdentifier
    case .right(let value): value.reuseIdentifier
    }
  }

  /// Makes the wrapped value's view, configured from values of this side.
  @MainActor public func makeReusableView() -> ReusableView {
    switch self {
    case .left(let value): value.makeReusableView().pulledBack { (either: Self) in either.left }
    case .right(let value): value.makeReusableView().pulledBack { (either: Self) in either.right }
    }
  }
}

extension Either: RowUnwrapping {
  /// Returns the wrapped value if it is (or wraps) a `T`.
  public func unwrapped<T>(as type: T.Type) -> T? {
    switch self {
    case .left(let value): unwrap(value, as: type)
    case .right(let value): unwrap(value, as: type)
    }
  }
}
