/// The table view's data source, delegate and prefetch data source: an `NSObject`, as UIKit
/// requires, forwarding every call to the kit.
///
/// The table view holds it weakly and the kit strongly; it holds the kit weakly, so neither keeps
/// the other alive.
@MainActor
final class TableViewBridge: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  weak var handler: (any TableViewHandling)?

  init(handler: any TableViewHandling) {
    self.handler = handler
  }

  #if canImport(UIKit)
    // UIKit asks `respondsToSelector:` for the methods whose presence changes its behaviour (a
    // height method beats `rowHeight`, an estimate turns estimation on): answer yes only while
    // the user has set the closure.
    // NSObject's method is nonisolated; UIKit asks on the main thread, where the handler lives.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      let gated: [Selector: OptionalDelegateMethod] = [
        #selector(UITableViewDelegate.tableView(_:heightForRowAt:)): .heightForRow,
        #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)):
          .estimatedHeightForRow,
        #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)): .heightForHeader,
        #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)): .heightForFooter,
      ]
      guard let selector, let method = gated[selector], Thread.isMainThread else {
        return super.responds(to: selector)
      }
      return MainActor.assumeIsolated { handler?.implements(method) ?? false }
    }
  #endif

  /// Returns UIKit's value for a height method the user has not set; HeadlessUIKit is told the
  /// bridge lacks the method, as `responds(to:)` tells UIKit.
  private func unsetHeight(
    _ tableView: UITableView, _ fallback: CGFloat, requirement: String = #function
  ) -> CGFloat {
    #if !canImport(UIKit)
      tableView.headless.reportNotImplemented(requirement, by: self)
    #endif
    return fallback
  }

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int {
    handler?.numberOfSections() ?? 0
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    handler?.numberOfRows(inSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    handler?.cell(for: tableView, at: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    handler?.title(forHeaderInSection: section)
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    handler?.title(forFooterInSection: section)
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    handler?.canEdit(at: indexPath) ?? false
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    handler?.commit(editingStyle, at: indexPath)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    handler?.canMove(at: indexPath) ?? false
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    handler?.move(from: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: Prefetching

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    handler?.prefetch(at: indexPaths)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    handler?.cancelPrefetching(at: indexPaths)
  }

  // MARK: Heights and supplementary views

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    handler?.height(forRowAt: indexPath)
      ?? unsetHeight(tableView, tableView.rowHeight)
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  {
    handler?.estimatedHeight(forRowAt: indexPath)
      ?? unsetHeight(tableView, tableView.estimatedRowHeight)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    handler?.height(forHeaderInSection: section)
      ?? unsetHeight(tableView, tableView.sectionHeaderHeight)
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    handler?.height(forFooterInSection: section)
      ?? unsetHeight(tableView, tableView.sectionFooterHeight)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    handler?.view(for: tableView, headerInSection: section)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    handler?.view(for: tableView, footerInSection: section)
  }

  // MARK: Display

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    handler?.willDisplay(cell, at: indexPath)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    handler?.didEndDisplaying(cell, at: indexPath)
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    handler?.sectionViewEvent(.willDisplayHeader, view: view, section: section)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    handler?.sectionViewEvent(.didEndDisplayingHeader, view: view, section: section)
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    handler?.sectionViewEvent(.willDisplayFooter, view: view, section: section)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    handler?.sectionViewEvent(.didEndDisplayingFooter, view: view, section: section)
  }

  // MARK: Highlight and selection

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    handler?.rowEvent(.highlight, at: indexPath)
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    handler?.rowEvent(.unhighlight, at: indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let handler else { return indexPath }
    return handler.willSelect(at: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    handler?.didSelect(at: indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    handler?.didDeselect(at: indexPath)
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    handler?.rowEvent(.accessoryTap, at: indexPath)
  }

  // MARK: Editing

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    handler?.editingStyle(at: indexPath) ?? .none
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    handler?.trailingSwipeActions(at: indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    handler?.leadingSwipeActions(at: indexPath)
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    handler?.didScroll(scrollView)
  }
}
