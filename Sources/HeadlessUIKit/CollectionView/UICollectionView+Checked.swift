extension UICollectionView {
  /// The throwing form of the collection view's checks: each throws ``UIKitException`` with
  /// UIKit's reason where the collection view itself would stop the process.
  ///
  /// ```swift
  /// #expect(throws: UIKitException.self) {
  ///   try collectionView.checked.performBatchUpdates { collectionView.deleteItems(at: [path]) }
  /// }
  /// ```
  public var checked: Checked<UICollectionView> { Checked(self) }
}

extension Checked where Base: UICollectionView {
  /// Runs a batch update as `performBatchUpdates(_:completion:)` does, throwing instead of
  /// stopping when the batch is invalid; the view is then as it was before the batch.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
    throws(UIKitException)
  {
    try base.checking { () throws(UIKitException) in
      try base.performBatch(updates, completion: completion)
    }
  }

  /// Runs a layout pass, throwing instead of stopping when the data source breaks a dequeue
  /// rule; views displayed before the failing one stay displayed.
  public func layoutIfNeeded() throws(UIKitException) {
    try base.checking { () throws(UIKitException) in try base.layOutElements() }
  }

  /// Scrolls to an item as `scrollToItem(at:at:animated:)` does, throwing for an item that does
  /// not exist.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) throws(UIKitException) {
    try base.checking { () throws(UIKitException) in
      try base.scrollToItemChecked(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Dequeues a cell as `dequeueReusableCell(withReuseIdentifier:for:)` does, throwing for an
  /// unregistered identifier or a dequeue outside a data-source request.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(UIKitException) -> UICollectionViewCell
  {
    try base.dequeueCell(identifier, for: indexPath)
  }

  /// Dequeues a supplementary view as `dequeueReusableSupplementaryView(ofKind:…)` does,
  /// throwing for an identifier not registered for the kind.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws(UIKitException) -> UICollectionReusableView {
    try base.dequeueSupplementary(elementKind, identifier, for: indexPath)
  }
}

extension UICollectionView {
  /// Runs a throwing form; failures inside data-source calls it makes are thrown, not raised,
  /// and so is a failure kept by a nested call that could not throw (such as a layout pass).
  func checking<Result>(_ body: () throws(UIKitException) -> Result) throws(UIKitException)
    -> Result
  {
    checkingDepth += 1
    defer { checkingDepth -= 1 }
    let result = try body()
    try throwDeferredFailure()
    return result
  }

  /// Runs a check from an API that must return a value to its caller (a data source that
  /// dequeues): a failure stops the process, or, while a throwing form runs, is kept and the
  /// fallback returned so that the data source returns and the failure can be thrown.
  ///
  /// The fallback never reaches the screen: ``throwDeferredFailure()`` throws first.
  func failingLater<Result>(
    fallback: @autoclosure () -> Result, _ check: () throws(UIKitException) -> Result
  ) -> Result {
    do {
      return try check()
    } catch {
      guard checkingDepth > 0 else { error.raise() }
      if deferredFailure == nil { deferredFailure = error }
      return fallback()
    }
  }

  /// Throws the failure kept during the data-source call that just returned, if any.
  func throwDeferredFailure() throws(UIKitException) {
    guard let failure = deferredFailure else { return }
    deferredFailure = nil
    throw failure
  }
}
