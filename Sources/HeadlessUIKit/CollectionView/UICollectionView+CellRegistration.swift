extension UICollectionView {
  /// Registers a cell class with a collection view and configures each cell dequeued with it.
  ///
  /// Mirrors `UICollectionView.CellRegistration<Cell, Item>` (iOS 14, Swift-only API). Create it
  /// once, up front, and pass it to `dequeueConfiguredReusableCell(using:for:item:)`; the class
  /// is registered under the registration's own identifier the first time it is used.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
  ///   cell.title = photo.title
  /// }
  /// ```
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a dequeued cell for an index path and an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// The configuration closure.
    let handler: Handler
    /// The nib to register instead of the class, if any.
    let nib: UINib?
    /// The identifier the class is registered under, unique to this registration.
    let reuseIdentifier = "UICollectionViewCellRegistration-\(UUID().uuidString)"

    /// Creates a registration of `Cell` with a configuration handler.
    public init(handler: @escaping Handler) {
      self.handler = handler
      nib = nil
    }

    /// Creates a registration of a nib with a configuration handler; headless a nib cannot be
    /// loaded, so using the registration stops the process.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      nib = cellNib
    }
  }

  /// Dequeues a cell of a registration's class, registering it on first use, and runs the
  /// registration's handler with the item.
  ///
  /// Call it from `collectionView(_:cellForItemAt:)` (or a diffable cell provider) like
  /// `dequeueReusableCell(withReuseIdentifier:for:)`, whose rules apply (Rules.md R-reuse-*). The handler runs
  /// only when `item` is not nil.
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    if !cellPool.isRegistered(registration.reuseIdentifier) {
      if let nib = registration.nib {
        register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
      }
    }
    let cell = failingLater(fallback: Cell(registeredWithReuseIdentifier: nil)) {
      () throws(UIKitException) -> Cell in
      // Only `Cell` is registered under the registration's unique identifier.
      try dequeueCell(registration.reuseIdentifier, for: indexPath) as! Cell
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
