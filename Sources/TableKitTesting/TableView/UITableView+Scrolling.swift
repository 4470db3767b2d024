import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Scrolling a table as a person does: each call is a drag (or fling) with UIKit's scroll
/// delegate sequence — `scrollViewWillBeginDragging`, `scrollViewDidScroll` per movement,
/// `scrollViewWillEndDragging` (the delegate may move the resting offset),
/// `scrollViewDidEndDragging`, and when the content glides on, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` per step, `scrollViewDidEndDecelerating`. The content moves at most
/// one screen per step and the table lays out after each, so every row on the way gets
/// `cellForRowAt`/`willDisplay`/`didEndDisplaying` and prefetching runs ahead of the scroll.
extension UITableView {
  /// Drags the content by a number of points (positive scrolls down), stopping at the ends.
  ///
  /// ```swift
  /// table.scroll(by: 300)
  /// ```
  ///
  /// - Note: Stops with a message when the distance is NaN or infinite;
  ///   ``Throwing/scroll(by:)`` throws instead.
  public func scroll(by distance: CGFloat, file: StaticString = #fileID, line: UInt = #line) {
    stoppingOnMisuse(
      { () throws(InteractionError) in
        try scriptScroll(by: CGPoint(x: 0, y: distance), delegate: delegate)
      }, file: file, line: line)
  }

  /// Drags the content by the least distance that brings a row fully on screen; nothing
  /// happens when it already is.
  ///
  /// - Note: Stops with a message naming the row and the table's counts when the row does not
  ///   exist; ``Throwing/scroll(toRowAt:)`` throws instead.
  public func scroll(
    toRowAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptScroll(toRowAt: indexPath) }, file: file,
      line: line)
  }

  /// Drags the content to the bottom of the table.
  public func scrollToBottom() { scriptScroll(to: .end, horizontal: false, delegate: delegate) }

  /// Drags the content to the top of the table.
  public func scrollToTop() { scriptScroll(to: .start, horizontal: false, delegate: delegate) }

  /// Flings the table toward its bottom (or top): a short drag, a release at speed proposing
  /// the edge as the resting offset, and a glide there one screen at a time.
  ///
  /// Every row on the way is displayed and ends its display, and prefetching runs ahead, as in
  /// a real fling through the whole table.
  ///
  /// - Parameter edge: `.end` (the bottom, by default) or `.start` (the top).
  public func fling(toward edge: ContentEdge = .end) {
    scriptFling(toward: edge, horizontal: false, delegate: delegate)
  }

  /// Pulls the content past the bottom and lets go, as a person does to load more; the content
  /// bounces back to the bottom.
  ///
  /// The delegate sees `scrollViewDidScroll` with the offset beyond the content, then
  /// `scrollViewWillEndDragging` proposing the bottom, `scrollViewDidEndDragging(willDecelerate:
  /// true)` and the glide back.
  ///
  /// - Parameter distance: How far past the bottom the finger pulls; 100 points by default.
  public func pullPastEnd(by distance: CGFloat = 100) {
    scriptPullPastEnd(by: distance, horizontal: false, delegate: delegate)
  }

  /// Pulls the content down past the top and lets go, as a person does to refresh: the
  /// table's `refreshControl` starts refreshing and sends `.valueChanged` once the pull passes
  /// its threshold (60 points), then the content bounces back to the top (Rules.md
  /// R-control-9).
  ///
  /// ```swift
  /// table.refreshControl = refresher     // its .valueChanged action reloads the inbox
  /// table.pullToRefresh()
  /// #expect(refresher.isRefreshing)
  /// ```
  ///
  /// - Parameter distance: How far past the top the finger pulls; 100 points by default.
  public func pullToRefresh(by distance: CGFloat = 100) {
    scriptPullToRefresh(by: distance, delegate: delegate)
  }

  func scriptScroll(toRowAt indexPath: IndexPath) throws(InteractionError) {
    _ = try checkRow(indexPath, for: "scroll to", mustBeVisible: false)
    scriptScroll(toShow: { [unowned self] in rectForRow(at: indexPath) }, delegate: delegate)
  }
}

extension Throwing where Base == UITableView {
  /// Scrolls by a distance like
  /// ``TableKitTesting/HeadlessUIKit/UITableView/scroll(by:file:line:)``, throwing instead of
  /// stopping when the distance is NaN or infinite.
  public func scroll(by distance: CGFloat) throws(InteractionError) {
    try base.scriptScroll(by: CGPoint(x: 0, y: distance), delegate: base.delegate)
  }

  /// Scrolls to a row like
  /// ``TableKitTesting/HeadlessUIKit/UITableView/scroll(toRowAt:file:line:)``, throwing instead
  /// of stopping when the row does not exist.
  public func scroll(toRowAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptScroll(toRowAt: indexPath)
  }
}
