import Foundation

/// An index path as a set or dictionary key: the usual two-index path hashes as two integers,
/// without going through `IndexPath`'s own storage; any other path keeps the whole path.
///
/// Two keys are equal exactly when their paths are.
package struct ElementKey: Hashable {
  private let section: Int
  private let element: Int
  /// The path when it does not have exactly two indices, else nil.
  private let other: IndexPath?

  /// Creates the key of a path.
  package init(_ path: IndexPath) {
    if path.count == 2 {
      (section, element, other) = (path[0], path[1], nil)
    } else {
      (section, element, other) = (0, 0, path)
    }
  }
}
