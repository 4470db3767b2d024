import TableKit

/// A table view that takes batch updates without performing them: it counts the operations the
/// kit issues and finishes each batch at once, but neither validates nor applies them, so a
/// subject on it measures the kit's own work (diff, staging, pre-check, bookkeeping) apart from
/// the table view's.
///
/// The view keeps showing its first layout; nothing is laid out again.
@MainActor final class BatchRecordingTableView: UITableView {
  /// The operations issued so far, to keep the work observable.
  private(set) var operations = 0

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    updates?()
    completion?(true)
  }

  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    operations &+= indexPaths.count
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    operations &+= indexPaths.count
  }

  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations &+= 1
  }

  override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    operations &+= indexPaths.count
  }

  override func reconfigureRows(at indexPaths: [IndexPath]) {
    operations &+= indexPaths.count
  }

  override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    operations &+= sections.count
  }

  override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    operations &+= sections.count
  }

  override func moveSection(_ section: Int, toSection newSection: Int) {
    operations &+= 1
  }

  override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    operations &+= sections.count
  }
}
