/// How many rows of the shown table have each identity, kept across the user's edits, so that
/// ending the work of a deleted row looks up one identity instead of every row of the table (a
/// burst of deletes stays linear).
struct IdentityCounts {
  private var counts: [AnyHashable: Int] = [:]
  /// The number of rows counted.
  private(set) var total = 0

  /// Counts the rows of a table.
  ///
  /// - Complexity: O(*n*) in the rows of `table`.
  init<Section, Row>(_ table: Table<Section, Row>, identity: (Row) -> AnyHashable) {
    counts.reserveCapacity(table.count)
    for row in table { counts[identity(row), default: 0] += 1 }
    total = table.count
  }

  /// Returns how many rows have an identity.
  func count(of rowID: AnyHashable) -> Int { counts[rowID] ?? 0 }

  /// Counts a row that left the table.
  mutating func remove(_ rowID: AnyHashable) {
    guard let count = counts[rowID] else { return }
    counts[rowID] = count > 1 ? count - 1 : nil
    total -= 1
  }

  /// Counts a row that joined the table.
  mutating func insert(_ rowID: AnyHashable) {
    counts[rowID, default: 0] += 1
    total += 1
  }
}

// `@unchecked Sendable`: `AnyHashable` is not `Sendable`. Counts cross actors only from an
// off-main diff's task to the main actor (`KnownChanges`): made there by the kit's identity
// function (documented to run off the main actor for large tables, as `OffMainDiff` says) from
// immutable table values, handed over once the task is done, and never touched by it again.
extension IdentityCounts: @unchecked Sendable {}
