/// Describes an exception that UIKit raises, with UIKit's exception name and reason text.
///
/// A headless view raises it the way UIKit does: it prints
/// `*** Terminating app due to uncaught exception '<name>', reason: '<reason>'` to standard error
/// and stops the process. The throwing forms under ``Checked`` throw it instead, so a test or a
/// caller can check a call without stopping.
///
/// ```swift
/// #expect(throws: UIKitException.self) { try tableView.checked.performBatchUpdates { … } }
/// ```
public struct UIKitException: Error, Equatable, Sendable, CustomStringConvertible {
  /// Names a kind of exception, as `NSExceptionName` does on Apple platforms.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The exception name as UIKit prints it.
    public let rawValue: String

    /// Creates a name from its printed form.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Names the exception raised by a failed assertion (`NSAssertionHandler`).
    public static let internalInconsistencyException = Name(
      rawValue: "NSInternalInconsistencyException")

    /// Names the exception raised for an index or range out of bounds.
    public static let rangeException = Name(rawValue: "NSRangeException")

    /// Names the exception raised for an argument of the wrong kind.
    public static let invalidArgumentException = Name(rawValue: "NSInvalidArgumentException")

    /// Names the exception Core Animation raises for a layer geometry that is not finite.
    public static let layerInvalidGeometry = Name(rawValue: "CALayerInvalidGeometry")
  }

  /// The exception's name, such as `NSInternalInconsistencyException`.
  public let name: Name

  /// The exception's reason, in UIKit's wording.
  public let reason: String

  /// Creates an exception with a name and a reason.
  public init(_ name: Name, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// Returns the line UIKit prints when the exception is not caught.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// Prints the exception as an uncaught UIKit exception and stops the process.
  func raise() -> Never {
    FileHandle.standardError.write(Data((description + "\n").utf8))
    fatalError("\(name.rawValue): \(reason)")
  }

  /// Runs a check and stops the process with its exception if it throws.
  static func stopping<Result>(_ check: () throws(UIKitException) -> Result) -> Result {
    do {
      return try check()
    } catch {
      error.raise()
    }
  }
}
