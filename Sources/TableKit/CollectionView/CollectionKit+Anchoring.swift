extension CollectionKit {
  /// Answers the collection view's target content offset (Rules.md R-anchor-9): while a batch
  /// the kit issues is keeping the user's place on rows, the offset that keeps the anchored row
  /// where it was, from the rows' new frames in the prepared layout; otherwise the proposed
  /// offset.
  ///
  /// UIKit asks it inside the batch, once the new layout is prepared and before the cells are
  /// laid out for the update, and applies the answer as part of the update: the cells are laid
  /// out once, at the kept place, and on a device the move animates with them. The correction
  /// after the batch (``ListKit/restoreAnchor(_:animated:afterBatch:)``) then finds the place
  /// kept, and remains for rows measured as they come on screen. A chat pinned to its end scrolls
  /// there after the batch, animated when the update is, as before.
  func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
    guard let anchor = anchorInBatch, case .rows = anchor.place else { return proposed }
    // The layout's content size, which UIKit has asked the prepared layout for before asking
    // this; the view's own may not be updated yet.
    var viewport = anchorViewport
    viewport.contentHeight = view.collectionViewLayout.collectionViewContentSize.height
    var found: [AnyHashable: TableIndex] = [:]
    guard let y = anchoredOffset(anchor, in: viewport, found: &found) else { return proposed }
    return CGPoint(x: proposed.x, y: y)
  }
}
