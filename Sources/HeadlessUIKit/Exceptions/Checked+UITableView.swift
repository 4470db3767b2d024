extension UITableView {
  /// The throwing forms of the table's checks (HeadlessUIKit only).
  ///
  /// ```swift
  /// #expect(throws: UIKitException.self) {
  ///   try table.checked.performBatchUpdates { table.deleteRows(at: [path], with: .none) }
  /// }
  /// ```
  public var checked: Checked<UITableView> { Checked(self) }
}

extension Checked where Base: UITableView {
  /// Runs a batch like `performBatchUpdates(_:completion:)`, throwing UIKit's exception instead
  /// of stopping; on a throw the table keeps its state from before the batch.
  ///
  /// Wrap a lone `insertRows`, `deleteRows`, `moveRow`… call in the block to check it. Inside an
  /// open outer batch the operations join it and nothing is checked until the outer end.
  public func performBatchUpdates(_ updates: () -> Void) throws(UIKitException) {
    base.beginUpdates()
    updates()
    do {
      try base.checkedEndUpdates()
    } catch {
      base.pendingCompletions = []
      throw error
    }
  }

  /// Dequeues a cell like `dequeueReusableCell(withIdentifier:for:)`, throwing UIKit's exception
  /// for an unregistered identifier or a second dequeue for the requested row.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws(UIKitException) -> UITableViewCell
  {
    try base.checkedDequeueCell(identifier, for: indexPath)
  }

  /// Returns a row's rectangle like `rectForRow(at:)`, throwing for a row out of range.
  public func rectForRow(at indexPath: IndexPath) throws(UIKitException) -> CGRect {
    try base.checkedRectForRow(at: indexPath)
  }

  /// Returns a header's rectangle like `rectForHeader(inSection:)`, throwing when out of range.
  public func rectForHeader(inSection section: Int) throws(UIKitException) -> CGRect {
    try base.checkedRect(for: .header(section))
  }

  /// Returns a footer's rectangle like `rectForFooter(inSection:)`, throwing when out of range.
  public func rectForFooter(inSection section: Int) throws(UIKitException) -> CGRect {
    try base.checkedRect(for: .footer(section))
  }

  /// Returns a section's rectangle like `rect(forSection:)`, throwing when out of range.
  public func rect(forSection section: Int) throws(UIKitException) -> CGRect {
    try base.checkedRect(forSection: section)
  }

  /// Scrolls like `scrollToRow(at:at:animated:)`, throwing for a row out of range.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) throws(UIKitException) {
    try base.checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Selects like `selectRow(at:animated:scrollPosition:)`, throwing for a row out of range
  /// when a scroll position is given.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) throws(UIKitException) {
    try base.checkedSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Registers a cell class like `register(_:forCellReuseIdentifier:)`, throwing UIKit's
  /// exception for a class that is not a `UITableViewCell`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    throws(UIKitException)
  {
    try base.checkedRegister(cellClass, forCellReuseIdentifier: identifier)
  }

  /// Registers a header/footer class like `register(_:forHeaderFooterViewReuseIdentifier:)`,
  /// throwing for a class that is not a `UITableViewHeaderFooterView`.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    throws(UIKitException)
  {
    try base.checkedRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Sets `estimatedRowHeight`, throwing UIKit's exception for a negative value other than
  /// `automaticDimension`.
  public func setEstimatedRowHeight(_ height: CGFloat) throws(UIKitException) {
    base.estimates.row = try UITableView.validatedEstimate(height, name: "row height")
  }

  /// Sets `estimatedSectionHeaderHeight`, throwing for an invalid value.
  public func setEstimatedSectionHeaderHeight(_ height: CGFloat) throws(UIKitException) {
    base.estimates.header = try UITableView.validatedEstimate(
      height, name: "section header height")
  }

  /// Sets `estimatedSectionFooterHeight`, throwing for an invalid value.
  public func setEstimatedSectionFooterHeight(_ height: CGFloat) throws(UIKitException) {
    base.estimates.footer = try UITableView.validatedEstimate(
      height, name: "section footer height")
  }
}
