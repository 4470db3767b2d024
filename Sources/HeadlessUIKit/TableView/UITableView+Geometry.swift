import BatchRules

extension UITableView {
  func headlessRect(forSection section: Int) -> CGRect {
    UIKitException.stopping { () throws(UIKitException) in try checkedRect(forSection: section) }
  }

  func headlessRectForHeader(inSection section: Int) -> CGRect {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedRect(for: .header(section))
    }
  }

  func headlessRectForFooter(inSection section: Int) -> CGRect {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedRect(for: .footer(section))
    }
  }

  func headlessRectForRow(at indexPath: IndexPath) -> CGRect {
    UIKitException.stopping { () throws(UIKitException) in try checkedRectForRow(at: indexPath) }
  }

  func headlessIndexPathForRow(at point: CGPoint) -> IndexPath? {
    loadRowDataIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.rows(from: point.y, to: point.y.nextUp).first
  }

  func headlessIndexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadRowDataIfNeeded()
    return geometry.rows(from: rect.minY, to: rect.maxY)
  }

  func headlessScrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    UIKitException.stopping { () throws(UIKitException) in
      try checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  func headlessScrollToNearestSelectedRow(
    at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    guard let first = selection.min() else { return }
    scrollToRow(at: first, at: scrollPosition, animated: animated)
  }

  func checkedRect(forSection section: Int) throws(UIKitException) -> CGRect {
    let counts = loadRowDataIfNeeded()
    guard counts.indices.contains(section) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "request for rect of invalid section (\(section))")
    }
    return geometry.rectForSection(section, width: bounds.width)
  }

  func checkedRect(for kind: TableSupplementary) throws(UIKitException) -> CGRect {
    guard loadRowDataIfNeeded().indices.contains(kind.section) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "request for rect of \(kind.name) in invalid section (\(kind.section))")
    }
    switch kind {
    case .header(let section): return geometry.rectForHeader(section, width: bounds.width)
    case .footer(let section): return geometry.rectForFooter(section, width: bounds.width)
    }
  }

  func checkedRectForRow(at indexPath: IndexPath) throws(UIKitException) -> CGRect {
    loadRowDataIfNeeded()
    guard geometry.contains(indexPath) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "request for rect at invalid index path (\(indexPath.exceptionDescription))")
    }
    return geometry.rectForRow(indexPath, width: bounds.width)
  }

  /// Checks that a row exists for scrolling, with UIKit's `NSRangeException` text.
  func checkScrollTarget(_ indexPath: IndexPath) throws(UIKitException) {
    let counts = loadRowDataIfNeeded()
    guard counts.indices.contains(indexPath.section) else {
      // Inferred: the section form of UIKit's row text (Rules.md R-scroll-5).
      throw UIKitException(
        .rangeException,
        reason: "Attempted to scroll the table view to an out-of-bounds section "
          + "(\(indexPath.section)) when there are only \(counts.count) sections. "
          + "Table view: \(exceptionDescription)")
    }
    // Row `NSNotFound` names the section itself: UIKit scrolls to its header (the iOS 18.2
    // decompile's `_contentOffsetForScrollingToRowAtIndexPath:…`; Rules.md R-scroll-5).
    guard indexPath.row != NSNotFound else { return }
    guard indexPath.row >= 0, indexPath.row < counts[indexPath.section] else {
      throw UIKitException(
        .rangeException,
        reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) "
          + "when there are only \(counts[indexPath.section]) rows in section "
          + "\(indexPath.section). Table view: \(exceptionDescription)")
    }
  }

  func checkedScrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) throws(UIKitException) {
    try checkScrollTarget(indexPath)
    let rect =
      indexPath.row == NSNotFound
      ? geometry.rectForHeader(indexPath.section, width: bounds.width)
      : geometry.rectForRow(indexPath, width: bounds.width)
    let lowest = -adjustedContentInset.top
    let highest = max(
      lowest, geometry.contentHeight + adjustedContentInset.bottom - bounds.height)
    var y: CGFloat
    switch scrollPosition {
    case .top: y = rect.minY
    case .middle: y = rect.midY - bounds.height / 2
    case .bottom: y = rect.maxY - bounds.height
    case .none:
      y = contentOffset.y
      if rect.maxY > y + bounds.height { y = rect.maxY - bounds.height }
      if rect.minY < y { y = rect.minY }
    }
    y = min(max(y, lowest), highest)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
