import HeadlessUIKit

/// A delegate that records display, height, header, selection and scroll calls in a ``CallLog``.
///
/// It implements `heightForRowAt` (answering ``rowHeight``), so heights come from it; header
/// methods are implemented too and answer ``headerHeight`` and, with ``headerIdentifier``, a
/// dequeued header view titled "Section n".
@MainActor final class RecordingDelegate: NSObject, UITableViewDelegate {
  let log: CallLog
  /// The height answered for every row.
  var rowHeight: CGFloat = 44
  /// The height answered for every section header.
  var headerHeight: CGFloat = 0
  /// The identifier of the header views to dequeue, or nil for no header views.
  var headerIdentifier: String?
  /// The path `willSelectRowAt` answers for a proposed path; nil entries mean "no selection".
  var selectionRedirects: [IndexPath: IndexPath?] = [:]

  init(log: CallLog) { self.log = log }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(indexPath.logText)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(indexPath.logText)")
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    log.record("height \(indexPath.logText)")
    return rowHeight
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    log.record("heightForHeader \(section)")
    return headerHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    log.record("viewForHeader \(section)")
    guard let headerIdentifier else { return nil }
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: headerIdentifier)
    header?.textLabel?.text = "Section \(section)"
    return header
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.record("willDisplayHeader \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log.record("didEndDisplayingHeader \(section)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.record("willSelect \(indexPath.logText)")
    return selectionRedirects[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.logText)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.record("willDeselect \(indexPath.logText)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.logText)")
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.record("willBeginEditing \(indexPath.logText)")
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.record("didEndEditing \(indexPath?.logText ?? "nil")")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.record(scrollView.isDragging ? "didScroll dragging" : "didScroll")
  }

  /// The resting offset `scrollViewWillEndDragging` answers, or nil to keep the proposal.
  var dragTarget: CGPoint?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.record("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.record("willEndDragging")
    if let dragTarget { targetContentOffset.pointee = dragTarget }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.record("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.record("willBeginDecelerating \(scrollView.isDecelerating)")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.record("didEndDecelerating")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.record("didEndScrollingAnimation")
  }
}

/// A prefetch data source that records its calls in a ``CallLog``.
@MainActor final class RecordingPrefetcher: NSObject, UITableViewDataSourcePrefetching {
  let log: CallLog
  /// Every path prefetched, in order.
  private(set) var prefetched: [IndexPath] = []

  init(log: CallLog) { self.log = log }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched += indexPaths
    log.record("prefetch \(indexPaths.logText)")
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    log.record("cancel \(indexPaths.logText)")
  }
}
