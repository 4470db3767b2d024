import TableKit
import Testing

/// The two faces of ``ListKit``, for the tests of what both promise: each contract test runs
/// once for a ``TableKit`` and once for a ``CollectionKit``.
enum KitKind: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  case table = "TableKit"
  case collection = "CollectionKit"

  var testDescription: String { rawValue }

  /// Makes a kit of this kind showing `table` in a view of 320×`height` points in a window,
  /// with 44-point rows: a table view's rows, or a grid of one column of 320×44-point items,
  /// so both show the same rows at the same places.
  @MainActor func make<Section: Hashable, Row: Identifiable & Hashable>(
    _ table: Table<Section, Row> = Table(), height: CGFloat = 220
  ) -> KitDriver<Section, Row> {
    switch self {
    case .table:
      let view = inWindow(UpdateRecordingTableView(frame: .zero, style: .plain), height: height)
      return KitDriver(kit: TableKit(table: table, view: view), tableView: view)
    case .collection:
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 44)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      let view = inWindow(
        UpdateRecordingCollectionView(frame: .zero, collectionViewLayout: layout), height: height)
      return KitDriver(kit: CollectionKit(table: table, view: view), collectionView: view)
    }
  }
}

/// A collection view that counts its batch updates.
final class UpdateRecordingCollectionView: UICollectionView {
  private(set) var batchCount = 0

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batchCount += 1
    super.performBatchUpdates(updates, completion: completion)
  }
}
