// When a table or collection view lays itself out around a batch update; the two views share
// these rules.

extension UIView {
  /// Whether a batch update builds the cells of the rows or items it shows at once: only in a
  /// window. Outside one they come at the next layout (Rules.md R-display-14, unverified: iOS 18
  /// logs `UITableViewAlertForLayoutOutsideViewHierarchy` for such updates).
  var laysOutBatchUpdates: Bool { window != nil }

  /// Brings a stale layout up to date as the outermost batch begins, with the data source's
  /// answers from before the update (Rules.md R-time-4); an up-to-date layout, or a view outside
  /// a window, is left alone.
  func layOutStaleLayoutBeforeBatch() {
    if laysOutBatchUpdates, hasPendingLayout { layoutIfNeeded() }
  }
}
