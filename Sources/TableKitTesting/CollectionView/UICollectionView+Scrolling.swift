import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Scrolling a collection view as a person does, along its layout's scroll direction (a flow
/// layout's `scrollDirection` or a compositional layout's configuration's, else vertical), with the scroll delegate sequence described on
/// the table view's scrolling: every item on the way is displayed, and prefetching runs ahead.
extension UICollectionView {
  /// Whether the content scrolls horizontally: a flow layout's or a compositional layout's
  /// scroll direction says so.
  var scrollsHorizontally: Bool {
    if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
      return compositional.configuration.scrollDirection == .horizontal
    }
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
  }

  /// Drags the content by a number of points along the scroll axis (positive toward the end),
  /// stopping at the ends.
  ///
  /// - Note: Stops with a message when the distance is NaN or infinite.
  public func scroll(by distance: CGFloat, file: StaticString = #fileID, line: UInt = #line) {
    let horizontal = scrollsHorizontally
    stoppingOnMisuse(
      { () throws(InteractionError) in
        try scriptScroll(
          by: CGPoint(x: horizontal ? distance : 0, y: horizontal ? 0 : distance),
          delegate: delegate)
      }, file: file, line: line)
  }

  /// Drags the content by the least distance that brings an item fully on screen.
  ///
  /// - Note: Stops with the view's counts when the item does not exist;
  ///   ``Throwing/scroll(toItemAt:)`` throws instead.
  public func scroll(
    toItemAt indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line
  ) {
    stoppingOnMisuse(
      { () throws(InteractionError) in try scriptScroll(toItemAt: indexPath) }, file: file,
      line: line)
  }

  /// Drags the content to the end of the scroll axis.
  public func scrollToEnd() {
    scriptScroll(to: .end, horizontal: scrollsHorizontally, delegate: delegate)
  }

  /// Drags the content to the start of the scroll axis.
  public func scrollToStart() {
    scriptScroll(to: .start, horizontal: scrollsHorizontally, delegate: delegate)
  }

  /// Flings the content toward an end and glides there one screen at a time.
  public func fling(toward edge: ContentEdge = .end) {
    scriptFling(toward: edge, horizontal: scrollsHorizontally, delegate: delegate)
  }

  /// Pulls the content past its end by `distance` points and lets go; it bounces back.
  public func pullPastEnd(by distance: CGFloat = 100) {
    scriptPullPastEnd(by: distance, horizontal: scrollsHorizontally, delegate: delegate)
  }

  /// Pulls the content down past the top and lets go, as a person does to refresh; see the
  /// table view's `pullToRefresh(by:)`. The pull is vertical whatever the scroll direction.
  public func pullToRefresh(by distance: CGFloat = 100) {
    scriptPullToRefresh(by: distance, delegate: delegate)
  }

  func scriptScroll(toItemAt indexPath: IndexPath) throws(InteractionError) {
    try checkItem(indexPath, for: "scroll to", mustBeVisible: false)
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    scriptScroll(
      toShow: { [unowned self] in layoutAttributesForItem(at: indexPath)?.frame ?? frame },
      delegate: delegate)
  }
}

extension Throwing where Base == UICollectionView {
  /// Scrolls to an item like
  /// ``TableKitTesting/HeadlessUIKit/UICollectionView/scroll(toItemAt:file:line:)``, throwing
  /// instead of stopping when the item does not exist.
  public func scroll(toItemAt indexPath: IndexPath) throws(InteractionError) {
    try base.scriptScroll(toItemAt: indexPath)
  }
}
