import TableKit

/// A row of the adapter scenarios: an identity, a version that an update bumps, and a cell that
/// shows both; every cell its `makeAndConfigure()` makes is counted.
struct ListRow: Identifiable, Hashable, Sendable {
  /// The row's identity, kept across tables.
  var id: Int
  /// The row's content; two rows with one identity and different versions are an update.
  var version: Int
}

extension ListRow: Reusable {
  /// The number of cells made for list rows since the count was last reset.
  @MainActor static var cellsMade = 0

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (ListRow) -> Disposable) {
    cellsMade += 1
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.textLabel?.text = "Row \(row.id)"
        cell.detailTextLabel?.text = "v\(row.version)"
        return NilDisposer()
      }
    )
  }
}
