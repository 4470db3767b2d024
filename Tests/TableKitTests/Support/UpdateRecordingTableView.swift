import TableKit

/// A table view that records its batch updates and the rows reconfigured inside and outside
/// them.
final class UpdateRecordingTableView: UITableView {
  private(set) var batchCount = 0
  /// The paths of each `reconfigureRows(at:)` call made inside a batch update.
  private(set) var reconfiguresInBatches: [[IndexPath]] = []
  /// The number of `reconfigureRows(at:)` calls made outside any batch update.
  private(set) var loneReconfigures = 0
  private var depth = 0

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batchCount += 1
    depth += 1
    super.performBatchUpdates(updates, completion: completion)
    depth -= 1
  }

  override func reconfigureRows(at indexPaths: [IndexPath]) {
    if depth > 0 { reconfiguresInBatches.append(indexPaths) } else { loneReconfigures += 1 }
    super.reconfigureRows(at: indexPaths)
  }
}
