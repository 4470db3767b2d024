extension UICollectionView {
  /// Registers a supplementary view class for a kind and configures each view dequeued with it.
  ///
  /// Mirrors `UICollectionView.SupplementaryRegistration<Supplementary>` (iOS 14, Swift-only API).
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// Configures a dequeued view for its element kind and index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    /// The configuration closure.
    let handler: Handler
    /// The nib to register instead of the class, if any.
    let nib: UINib?
    /// The element kind the registration provides views for.
    let elementKind: String
    /// The identifier the class is registered under, unique to this registration.
    let reuseIdentifier = "UICollectionViewSupplementaryRegistration-\(UUID().uuidString)"

    /// Creates a registration of `Supplementary` for a kind, with a configuration handler.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = nil
    }

    /// Creates a registration of a nib for a kind; headless a nib cannot be loaded, so using the
    /// registration stops the process.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = supplementaryNib
    }
  }

  /// Dequeues a supplementary view of a registration's class and kind, registering it on first
  /// use, and runs the registration's handler.
  ///
  /// Call it from `collectionView(_:viewForSupplementaryElementOfKind:at:)`; the rules of
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` apply (Rules.md R-reuse-*).
  @MainActor @preconcurrency public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let kind = registration.elementKind
    if supplementaryPools[kind]?.isRegistered(registration.reuseIdentifier) != true {
      if let nib = registration.nib {
        register(
          nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
      } else {
        register(
          Supplementary.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: registration.reuseIdentifier)
      }
    }
    let view = failingLater(fallback: Supplementary(registeredWithReuseIdentifier: nil)) {
      () throws(UIKitException) -> Supplementary in
      // Only `Supplementary` is registered under the registration's unique identifier.
      try dequeueSupplementary(kind, registration.reuseIdentifier, for: indexPath)
        as! Supplementary
    }
    registration.handler(view, kind, indexPath)
    return view
  }
}
