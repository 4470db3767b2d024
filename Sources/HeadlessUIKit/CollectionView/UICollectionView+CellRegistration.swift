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
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    /// The configuration closure.
    let handler: Handler
    /// The nib to register instead of the class, if any.
    let nib: UINib?
    /// The identifier the class is registered under, unique to this registration.
    let reuseIdentifier = "UICollectionViewCellRegistration-\(UUID().uuidString)"
    /// The cell request under way on the main thread when the registration was made, if any.
    let madeDuringRequest = CellRequestSerial.current

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
  /// only when `item` is not nil. A registration made inside the cell request that uses it
  /// raises UIKit's exception (iOS 15 and later): registrations are made up front and reused.
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
      if let made = registration.madeDuringRequest, made == CellRequestSerial.current {
        throw Self.registrationMadeInCellRequest()
      }
      // Only `Cell` is registered under the registration's unique identifier.
      return try dequeueCell(registration.reuseIdentifier, for: indexPath) as! Cell
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

extension UICollectionView {
  /// "Attempted to dequeue a cell using a registration that was created inside
  /// -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell
  /// provider. …": UIKit's exception since iOS 15, quoted from crash reports (Rules.md, Cell
  /// registrations).
  static func registrationMadeInCellRequest() -> UIKitException {
    UIKitException(
      .internalInconsistencyException,
      reason: "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
        + "cell provider. Creating a new registration each time a cell is requested will prevent "
        + "reuse and cause created cells to remain inaccessible in memory for the lifetime of the "
        + "collection view. Registrations should be created up front and reused. Registration: "
        + "<UICollectionViewCellRegistration: 0x0>")
  }
}

/// Numbers the cell requests collection views make of their data sources, so a registration
/// can tell whether it was made inside the request that uses it.
///
/// A registration's initialiser is not main-actor isolated (as in UIKit), so the number of the
/// request under way is kept behind a lock rather than on the main actor.
enum CellRequestSerial {
  /// Protects ``underWay`` and ``last``.
  private static let lock = NSLock()
  // Guarded by `lock`.
  nonisolated(unsafe) private static var underWay: Int?
  // Guarded by `lock`.
  nonisolated(unsafe) private static var last = 0

  /// The number of the cell request under way, or nil between requests.
  static var current: Int? {
    lock.lock()
    defer { lock.unlock() }
    return underWay
  }

  /// Runs a cell request under a new number, restoring the outer request's afterwards.
  @MainActor static func run<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    let outer = underWay
    last += 1
    underWay = last
    lock.unlock()
    defer {
      lock.lock()
      underWay = outer
      lock.unlock()
    }
    return body()
  }
}
