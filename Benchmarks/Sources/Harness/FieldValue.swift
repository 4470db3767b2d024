/// A number reported in an extra JSON field of a result, such as `moves`.
public enum FieldValue: Equatable, Sendable {
  /// A whole number.
  case integer(Int)
  /// A fractional number.
  case number(Double)
  /// No value: the figure is not available on this platform.
  case null
}

extension FieldValue: CustomStringConvertible {
  /// The value as JSON: digits, or `null`.
  public var description: String {
    switch self {
    case .integer(let value): return String(value)
    case .number(let value): return JSONNumber.format(value)
    case .null: return "null"
    }
  }
}
