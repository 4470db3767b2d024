import Foundation

/// Numbers index paths so that two paths get the same key exactly when they are equal, without
/// hashing the usual ones, so that a batch's checks can sort and search plain integers.
///
/// A two-index path of non-negative indices is its section and element packed in one integer,
/// and such keys order as their paths do; any other path (another length, a negative or huge
/// index) gets a negative key of its own from a small table.
struct PathKeys {
  /// How far a section is shifted in a packed key.
  private static let shift = Int.bitWidth / 2
  /// The element bits of a packed key.
  private static let elementMask = (1 << shift) - 1
  /// The largest section a packed key holds.
  private static let maxSection = Int.max >> shift

  /// The keys of the paths that are not packed.
  private var otherKeys: [IndexPath: Int] = [:]
  /// The paths that are not packed, by `-key - 1`.
  private var others: [IndexPath] = []

  /// Returns the key of a path.
  ///
  /// - Complexity: O(1); amortised for a path that is not packed.
  mutating func key(_ path: IndexPath) -> Int {
    path.count == 2 ? key(path, section: path[0], element: path[1]) : other(path)
  }

  /// Returns the key of a path whose first two indices are known.
  mutating func key(_ path: IndexPath, section: Int, element: Int) -> Int {
    guard section >= 0, section <= Self.maxSection, element >= 0, element <= Self.elementMask,
      path.count == 2
    else { return other(path) }
    return section << Self.shift | element
  }

  private mutating func other(_ path: IndexPath) -> Int {
    if let key = otherKeys[path] { return key }
    others.append(path)
    otherKeys[path] = -others.count
    return -others.count
  }

  /// Returns the path of a key this numbering gave.
  func path(_ key: Int) -> IndexPath {
    guard key >= 0 else { return others[-key - 1] }
    return IndexPath(element: key & Self.elementMask, inSection: key >> Self.shift)
  }
}
