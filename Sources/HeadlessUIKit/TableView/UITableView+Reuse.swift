import BatchRules

extension UITableView {
  func headlessRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedRegister(cellClass, forCellReuseIdentifier: identifier)
    }
  }

  func checkedRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    throws(UIKitException)
  {
    guard cellPool.register(cellClass, forIdentifier: identifier) else {
      throw UIKitException(
        .invalidArgumentException, reason: "must pass a class of kind UITableViewCell")
    }
  }

  func headlessRegister(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellPool.register(nib, forIdentifier: identifier)
  }

  func headlessRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
  {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
  }

  func checkedRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    throws(UIKitException)
  {
    guard headerFooterPool.register(aClass, forIdentifier: identifier) else {
      throw UIKitException(
        .invalidArgumentException, reason: "must pass a class of kind UITableViewHeaderFooterView")
    }
  }

  func headlessRegister(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterPool.register(nib, forIdentifier: identifier)
  }

  func headlessDequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeueCell(identifier)
  }

  func headlessDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedDequeueCell(identifier, for: indexPath)
    }
  }

  func headlessDequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard
      let (view, source) = headerFooterPool.dequeue(
        identifier, make: { type, id in type.init(registeredWithReuseIdentifier: id) })
    else { return nil }
    if source == .recycled { view.prepareForReuse() }
    return view
  }

  /// The throwing core of `dequeueReusableCell(withIdentifier:for:)`.
  func checkedDequeueCell(_ identifier: String, for indexPath: IndexPath) throws(UIKitException)
    -> UITableViewCell
  {
    guard cellPool.isRegistered(identifier) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    if let request = cellRequest, let existing = request.reconfiguring {
      // While reconfiguring, the dequeue hands back the row's own cell; asking for another
      // identifier or row is an assertion in UIKit (iOS 18.2 UITableView.m; Rules article).
      guard request.indexPath == indexPath else {
        throw UIKitException(
          .internalInconsistencyException,
          reason: "Attempted to dequeue a cell for a different index path than the index path "
            + "being reconfigured. Index path being reconfigured: "
            + request.indexPath.exceptionDescription + "; requested index path: "
            + indexPath.exceptionDescription)
      }
      // UIKit's wording as the decompile quotes it (UITableView.m:10090); whatever it appends
      // after it is not known (Rules.md R-time-1).
      guard existing.reuseIdentifier == identifier else {
        throw UIKitException(
          .internalInconsistencyException,
          reason: "Attempted to dequeue a cell for a different reuse identifier than the existing "
            + "cell when reconfiguring a row, which is not allowed.")
      }
      return existing
    }
    if var request = cellRequest, request.indexPath == indexPath {
      guard !request.hasDequeued else {
        throw UIKitException(
          .internalInconsistencyException,
          reason: "Attempted to dequeue multiple cells for the same index path, which is not "
            + "allowed. If you really need to dequeue more cells than the table view is "
            + "requesting, use the -dequeueReusableCellWithIdentifier: method (without an index "
            + "path). Cell identifier: \(identifier), index path: "
            + indexPath.exceptionDescription)
      }
      request.hasDequeued = true
      cellRequest = request
    }
    // Registered, so the pool always yields a cell.
    let cell = dequeueCell(identifier)!
    // "guarantees a cell is returned and resized properly" (Rules.md R-reuse-1).
    cell.frame.size.width = bounds.width
    return cell
  }

  private func dequeueCell(_ identifier: String) -> UITableViewCell? {
    guard
      let (cell, source) = cellPool.dequeue(
        identifier, make: { type, id in type.init(registeredWithReuseIdentifier: id) })
    else { return nil }
    // prepareForReuse only for recycled cells (Rules.md R-reuse-9).
    if source == .recycled { cell.prepareForReuse() }
    return cell
  }

  /// Puts a cell that left the screen back in its pool; cells without an identifier are dropped.
  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    cell.setHighlighted(false, animated: false)
    cell.isShowingDeleteConfirmation = false
    guard let identifier = cell.reuseIdentifier else { return }
    cellPool.enqueue(cell, identifier: identifier)
  }

  /// Puts a header or footer view back in its pool when it is a reusable one.
  func recycleSupplementary(_ view: UIView) {
    view.removeFromSuperview()
    guard let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    else { return }
    headerFooterPool.enqueue(reusable, identifier: identifier)
  }

  /// Recycles the header and footer views obtained for measuring and never shown.
  func recyclePreparedSupplementaries() {
    for view in preparedSupplementaries.values { recycleSupplementary(view) }
    preparedSupplementaries = [:]
  }
}
