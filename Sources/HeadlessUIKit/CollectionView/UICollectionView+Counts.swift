// The item counts a collection view caches: "before" counts of a batch update are these, and
// the data source is asked again only after a reload or an update (Rules.md R-batch-3).

extension UICollectionView {
  /// Raises UIKit's error for a section that does not exist: "request for number of items in
  /// section %ld when there are only %ld sections in the collection view"
  /// (`-[UICollectionViewData _existingNumberOfItemsInSection:]`).
  func itemCount(inSection section: Int) -> Int {
    let counts = counts
    guard counts.indices.contains(section) else {
      UIKitException(
        .internalInconsistencyException,
        reason: "request for number of items in section \(section) when there are only "
          + "\(counts.count) sections in the collection view"
      ).raise()
    }
    return counts[section]
  }

  /// The cached counts, loaded from the data source when there are none.
  var counts: [Int] {
    if let cachedCounts { return cachedCounts }
    let loaded = countsFromDataSource()
    cachedCounts = loaded
    return loaded
  }

  /// Asks the data source for the number of sections and of items in each.
  func countsFromDataSource() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// Forgets the cached counts so the next read asks the data source again.
  func invalidateCounts() {
    cachedCounts = nil
    collectionViewLayout.invalidateLayout()
  }

  /// Describes the view as UIKit's messages print it after "Collection view:".
  var messageDescription: String {
    let frame = self.frame
    let source = dataSource.map { "<\(type(of: $0)): 0x0>" } ?? "(null)"
    return "<UICollectionView: 0x0; frame = (\(frame.minX) \(frame.minY); \(frame.width) "
      + "\(frame.height)); layout: <\(type(of: collectionViewLayout)): 0x0>; dataSource: \(source)>"
  }
}
