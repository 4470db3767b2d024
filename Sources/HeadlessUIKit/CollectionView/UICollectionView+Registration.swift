import BatchRules

extension UICollectionView {
  /// Registers a cell class; another class than a cell stops the process ("must pass a class of
  /// kind UICollectionViewCell", the wording of UITableView's twin assertion, inferred: Rules.md R-reuse-11).
  func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
    guard cellPool.register(cellClass, forIdentifier: identifier) else {
      UIKitException(
        .internalInconsistencyException, reason: "must pass a class of kind UICollectionViewCell"
      ).raise()
    }
  }

  /// Registers a cell nib: nil unregisters; headless a nib cannot be loaded.
  func registerCell(_ nib: UINib?, _ identifier: String) {
    cellPool.register(nib, forIdentifier: identifier)
  }

  /// Registers a supplementary view class for a kind; nil unregisters it.
  func registerSupplementary(_ viewClass: AnyClass?, _ elementKind: String, _ identifier: String) {
    guard
      supplementaryPools[elementKind, default: ReusePool()].register(
        viewClass, forIdentifier: identifier)
    else {
      UIKitException(
        .internalInconsistencyException,
        reason: "must pass a class of kind UICollectionReusableView"
      ).raise()
    }
  }

  /// Registers a supplementary view nib: nil unregisters; headless a nib cannot be loaded.
  func registerSupplementary(_ nib: UINib?, _ kind: String, _ identifier: String) {
    supplementaryPools[kind, default: ReusePool()].register(nib, forIdentifier: identifier)
  }

  /// Dequeues a cell: registration first (not the pool, Rules.md R-reuse-2), then the reconfigured cell, the
  /// newest waiting cell, or a new instance.
  func dequeueCell(_ identifier: String, for indexPath: IndexPath) throws(UIKitException)
    -> UICollectionViewCell
  {
    guard cellPool.isRegistered(identifier) else {
      throw Self.unregistered(kind: Self.elementKindCell, identifier: identifier)
    }
    if let existing = try reconfiguredCell(identifier) { return existing }
    guard let dequeued = cellPool.dequeue(identifier, make: Self.makeRegistered) else {
      throw Self.unregistered(kind: Self.elementKindCell, identifier: identifier)
    }
    return try handOut(dequeued.view, source: dequeued.source, identifier, Self.elementKindCell)
  }

  /// Dequeues a supplementary view of a kind, checking the registration for that kind.
  func dequeueSupplementary(_ kind: String, _ identifier: String, for indexPath: IndexPath)
    throws(UIKitException) -> UICollectionReusableView
  {
    guard supplementaryPools[kind]?.isRegistered(identifier) == true,
      let dequeued = supplementaryPools[kind]?.dequeue(identifier, make: Self.makeRegistered)
    else { throw Self.unregistered(kind: kind, identifier: identifier) }
    return try handOut(dequeued.view, source: dequeued.source, identifier, kind)
  }

  /// Makes an instance of a registered class (see
  /// `UICollectionReusableView.init(registeredWithReuseIdentifier:)`).
  private static func makeRegistered<View: UICollectionReusableView>(
    _ type: View.Type, _ identifier: String
  ) -> View {
    type.init(registeredWithReuseIdentifier: identifier)
  }

  /// Hands back the cell a reconfigure asks about, without `prepareForReuse()` ("must return
  /// the same existing cell",
  /// developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:); Rules.md
  /// R-reuse-10); another identifier stops with UIKit's message (Rules.md R-time-1).
  private func reconfiguredCell(_ identifier: String) throws(UIKitException)
    -> UICollectionViewCell?
  {
    guard let existing = request?.reconfiguring else { return nil }
    guard existing.reuseIdentifier == identifier else {
      throw Self.reconfiguredWithAnotherIdentifier(identifier, existing: existing)
    }
    request?.reconfiguring = nil
    request?.dequeued.append(existing)
    return existing
  }

  /// Readies a dequeued view: names it, resets a recycled one, and records it on the request.
  private func handOut<View: UICollectionReusableView>(
    _ view: View, source: ReusePool<View>.Source, _ identifier: String, _ kind: String
  ) throws(UIKitException) -> View {
    guard request != nil else { throw Self.notReturned(view, in: self) }
    view.reuseIdentifier = identifier
    view.elementKind = kind
    // prepareForReuse only on a recycled view, just before dequeue returns it (Rules.md R-reuse-9).
    if source == .recycled { view.prepareForReuse() }
    request?.dequeued.append(view)
    return view
  }

  /// Puts a retired view back in the pool for its kind and identifier.
  func retire(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier, let kind = view.elementKind else { return }
    if kind == Self.elementKindCell, let cell = view as? UICollectionViewCell {
      cellPool.enqueue(cell, identifier: identifier)
    } else {
      supplementaryPools[kind, default: ReusePool()].enqueue(view, identifier: identifier)
    }
  }

  // MARK: UIKit's messages (Rules.md R-reuse-*)

  /// "could not dequeue a view of kind: … with identifier … - must register a nib or a class for
  /// the identifier or connect a prototype cell in a storyboard" (Rules.md R-reuse-2).
  static func unregistered(kind: String, identifier: String) -> UIKitException {
    UIKitException(
      .internalInconsistencyException,
      reason: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }

  /// "Expected dequeued view to be returned to the collection view in preparation for
  /// display. …" (Rules.md R-reuse-5).
  static func notReturned(_ view: UIView, in collectionView: UICollectionView) -> UIKitException {
    UIKitException(
      .internalInconsistencyException,
      reason: "Expected dequeued view to be returned to the collection view in preparation for "
        + "display. When the collection view's data source is asked to provide a view for a given "
        + "index path, ensure that a single view is dequeued and returned to the collection view. "
        + "Avoid dequeuing views without a request from the collection view. For retrieving an "
        + "existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] "
        + "or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: "
        + "<\(type(of: view)): 0x0>; Collection view: \(collectionView.messageDescription)")
  }

  /// "Attempted to dequeue a cell for a different registration or reuse identifier than the
  /// existing cell when reconfiguring an item. Dequeued reuse identifier: …; Original reuse
  /// identifier: …": crash reports from iOS 26 and earlier (Rules.md R-time-1; the separator
  /// between the two parts is inferred).
  static func reconfiguredWithAnotherIdentifier(
    _ identifier: String, existing: UICollectionViewCell
  ) -> UIKitException {
    UIKitException(
      .internalInconsistencyException,
      reason: "Attempted to dequeue a cell for a different registration or reuse identifier than "
        + "the existing cell when reconfiguring an item. Dequeued reuse identifier: "
        + "\(identifier); Original reuse identifier: \(existing.reuseIdentifier ?? "(null)")")
  }

  /// "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a
  /// reuseIdentifier - cells must be retrieved by calling
  /// -dequeueReusableCellWithReuseIdentifier:forIndexPath:" (Rules.md R-reuse-6).
  static let cellWithoutReuseIdentifier = UIKitException(
    .internalInconsistencyException,
    reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
      + "reuseIdentifier - cells must be retrieved by calling "
      + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")

  /// "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (kind,
  /// path) was not retrieved by calling
  /// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (view)"
  /// (UIKit-3318 `_createPreparedSupplementaryViewForElementOfKind:…`,
  /// github.com/njdehoog/NHBalancedFlowLayout/issues/36).
  static func supplementaryNotDequeued(kind: String, at indexPath: IndexPath, view: UIView?)
    -> UIKitException
  {
    UIKitException(
      .internalInconsistencyException,
      reason:
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(\(kind),\(indexPath.exceptionDescription)) was not retrieved by calling "
        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
        + "(\(view.map { "<\(type(of: $0)): 0x0>" } ?? "(null)"))")
  }
}
