import Foundation

/// The position of a row in a ``Table``: a section and a row within it.
///
/// Converts to and from `IndexPath`, so adapters can pass positions straight to UIKit:
///
/// ```swift
/// tableView.deleteRows(at: batch.rowDeletes.map(IndexPath.init), with: .fade)
/// ```
public struct TableIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's position in the table.
  public var section: Int
  /// The row's position in its section.
  public var row: Int

  /// Creates a position from a row and the section holding it.
  @inlinable
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// Creates a position from a two-element index path (section, then row or item).
  ///
  /// - Precondition: `indexPath` has exactly two elements.
  public init(_ indexPath: IndexPath) {
    precondition(
      indexPath.count == 2,
      "A table position needs an index path of [section, row]; got \(indexPath.count) elements")
    self.init(row: indexPath[1], section: indexPath[0])
  }

  /// Returns the index path `[section, row]`, as UIKit's table and collection views expect.
  public var indexPath: IndexPath { IndexPath(index: section).appending(row) }

  /// Returns whether `lhs` comes before `rhs` in table order (by section, then row).
  @inlinable
  public static func < (lhs: TableIndex, rhs: TableIndex) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// Returns the position as `section-row`, the way UIKit prints index paths (`0 - 3`).
  public var description: String { "\(section)-\(row)" }
}

extension IndexPath {
  /// Creates the index path `[section, row]` for a table position.
  public init(_ index: TableIndex) {
    self = index.indexPath
  }
}
