/// Decides when a face's `nearEnd` fires: once per table value, when a row within the distance
/// of the last row is about to be displayed and no page is loading.
struct NearEndTracker {
  /// The row count of the table for which `nearEnd` last fired.
  private var reportedCount: Int?

  /// Forgets the last report: a new table may fire again.
  mutating func reset() { reportedCount = nil }

  /// Returns whether displaying the row at `indexPath` should fire `nearEnd`, and notes it.
  mutating func shouldFire<Section, Row>(
    displaying indexPath: IndexPath, in table: Table<Section, Row>, distance: Int,
    isLoading: Bool
  ) -> Bool {
    let count = table.count
    guard count > 0, !isLoading, reportedCount != count else { return false }
    guard table.offset(of: TableIndex(indexPath)) >= count - 1 - distance else { return false }
    reportedCount = count
    return true
  }
}
