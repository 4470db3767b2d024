// UIKit's Swift overlay adds these members to `IndexPath`; Foundation on Linux does not have them.
// Source: Apple's overlay `UIKit_FoundationExtensions.swift` (Rules.md R-decl-4); the
// precondition texts are UIKit's.

private let tableIndexPathMessage =
  "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
private let collectionIndexPathMessage =
  "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."

extension IndexPath {
  /// Creates an index path for a table row.
  ///
  /// ```swift
  /// let path = IndexPath(row: 3, section: 0)
  /// ```
  ///
  /// - Complexity: O(1), without allocating.
  public init(row: Int, section: Int) { self.init(pair: section, row) }

  /// Creates an index path for a collection view item.
  public init(item: Int, section: Int) { self.init(pair: section, item) }

  /// Creates a two-index path by appending to a one-index path, which stays in the path's inline
  /// storage; building it from an array literal allocates the array first.
  private init(pair first: Int, _ second: Int) {
    self.init(index: first)
    append(second)
  }

  /// The section of a table or collection view index path.
  ///
  /// - Note: Stops the process unless the path has exactly two indices, as UIKit does.
  public var section: Int {
    get {
      precondition(count == 2, tableIndexPathMessage)
      return self[0]
    }
    set {
      precondition(count == 2, tableIndexPathMessage)
      self[0] = newValue
    }
  }

  /// The row of a table view index path.
  ///
  /// - Note: Stops the process unless the path has exactly two indices, as UIKit does.
  public var row: Int {
    get {
      precondition(count == 2, tableIndexPathMessage)
      return self[1]
    }
    set {
      precondition(count == 2, tableIndexPathMessage)
      self[1] = newValue
    }
  }

  /// The item of a collection view index path.
  ///
  /// - Note: Stops the process unless the path has exactly two indices, as UIKit does.
  public var item: Int {
    get {
      precondition(count == 2, collectionIndexPathMessage)
      return self[1]
    }
    set {
      precondition(count == 2, collectionIndexPathMessage)
      self[1] = newValue
    }
  }
}
