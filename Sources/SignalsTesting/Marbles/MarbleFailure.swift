/// The error a signal driven by a marble diagram fails with at `#`, unless another is given.
public struct MarbleFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// `MarbleFailure`.
  public var description: String {
    "MarbleFailure"
  }
}
