/// Starts and cancels loading the data of rows the table view expects to show soon.
///
/// Mirrors `@MainActor public protocol UITableViewDataSourcePrefetching : NSObjectProtocol`
/// (Rules.md R-decl-1, R-prefetch-*). `prefetchRowsAt` is required; `cancelPrefetchingForRowsAt` is
/// `optional` in UIKit and does nothing by default here.
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts loading rows, nearest to the visible area first; never called for visible rows.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Cancels loading rows that were prefetch candidates but are no longer expected soon.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing, as UIKit does when the method is absent.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    OptionalRequirement.markDefaultReached(#function, by: self)
  }
}
