extension IndexPath {
  /// Formats the path as an `NSIndexPath` prints inside a UIKit exception reason.
  ///
  /// UIKit prints `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}` (Rules.md R-exc-2).
  /// A headless index path is a value with no address, so the address is printed as `0x0`.
  var exceptionDescription: String {
    "<NSIndexPath: 0x0> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// Formats the path as `(section - row)`, the form UIKit uses in an update list.
  var updateListDescription: String { "(\(map(String.init).joined(separator: " - ")))" }
}
