import TableKit

/// A collection view that takes batch updates without performing them: it counts the operations
/// the kit issues and finishes each batch at once, but neither validates nor applies them, so a
/// subject on it measures the kit's own work (diff, staging, pre-check, bookkeeping) apart from
/// the collection view's.
///
/// The view keeps showing its first layout; nothing is laid out again.
@MainActor final class BatchRecordingCollectionView: UICollectionView {
  /// The operations issued so far, to keep the work observable.
  private(set) var operations = 0

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    updates?()
    completion?(true)
  }

  override func insertItems(at indexPaths: [IndexPath]) { operations &+= indexPaths.count }

  override func deleteItems(at indexPaths: [IndexPath]) { operations &+= indexPaths.count }

  override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { operations &+= 1 }

  override func reloadItems(at indexPaths: [IndexPath]) { operations &+= indexPaths.count }

  override func reconfigureItems(at indexPaths: [IndexPath]) { operations &+= indexPaths.count }

  override func insertSections(_ sections: IndexSet) { operations &+= sections.count }

  override func deleteSections(_ sections: IndexSet) { operations &+= sections.count }

  override func moveSection(_ section: Int, toSection newSection: Int) { operations &+= 1 }

  override func reloadSections(_ sections: IndexSet) { operations &+= sections.count }
}
