import Foundation

extension IndexPath {
  /// Formats the path as an `NSIndexPath` prints inside a UIKit exception reason.
  ///
  /// UIKit prints `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}` (Rules.md R-exc-2).
  /// A headless index path is a value with no address, so the address is printed as `0x0`.
  package var exceptionDescription: String {
    "<NSIndexPath: 0x0> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// Formats the path as `(section - row)`, the form UIKit uses in an update list.
  package var updateListDescription: String { "(\(map(String.init).joined(separator: " - ")))" }
}

// UIKit's overlay (and HeadlessUIKit where UIKit is absent) gives IndexPath `section` and `row`;
// these rules must compile beside either, so they use names of their own.
extension IndexPath {
  /// The section of a two-index path.
  var sectionIndex: Int { self[0] }

  /// Creates a two-index path from an element (row or item) and its section.
  init(element: Int, inSection section: Int) {
    self.init(index: section)
    append(element)
  }
}
