import TableKit

/// An item of the collection scenarios: an identity, a version that an update bumps, and a
/// collection view cell that shows both; every cell its `makeAndConfigure()` makes is counted.
struct GridTile: Identifiable, Hashable, Sendable {
  /// The item's identity, kept across tables.
  var id: Int
  /// The item's content; two items with one identity and different versions are an update.
  var version: Int
}

extension GridTile: Reusable {
  /// The number of cells made for grid tiles since the count was last reset.
  @MainActor static var cellsMade = 0

  static func makeAndConfigure() -> (
    make: UICollectionViewCell, configure: (GridTile) -> Disposable
  ) {
    cellsMade += 1
    let cell = UICollectionViewCell(frame: .zero)
    let label = UILabel()
    cell.contentView.addSubview(label)
    return (
      cell,
      { tile in
        label.text = "Tile \(tile.id) v\(tile.version)"
        return NilDisposer()
      }
    )
  }
}
