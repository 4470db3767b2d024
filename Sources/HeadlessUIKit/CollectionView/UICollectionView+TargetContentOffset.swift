// The offset a batch update lays out at: the layout's, then the delegate's, target content offset
// (Rules.md R-anchor-9).

extension UICollectionView {
  /// Asks the prepared layout's `targetContentOffset(forProposedContentOffset:)`, then the
  /// delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)` with the
  /// layout's answer, and moves the content there before the update lays its cells out, so the
  /// cells are laid out once, at the offset the update ends at (Rules.md R-anchor-9).
  ///
  /// The proposed offset is the current one, already pulled back within the new content
  /// (`prepareLayoutIfNeeded()`); a delegate without the method leaves the layout's answer. The
  /// answer is applied as given, as UIKit applies it: the layouts that answer it clamp it to the
  /// content themselves (inferred). On a device the move is part of the update's animation;
  /// headless it takes effect at once, with one `scrollViewDidScroll(_:)`, at the point in the
  /// update where UIKit applies it.
  func moveToTargetContentOffset() {
    let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
    var target = proposed
    if let delegate {
      let ask = {
        delegate.collectionView(self, targetContentOffsetForProposedContentOffset: proposed)
      }
      target =
        OptionalRequirement.call(
          "collectionView(_:targetContentOffsetForProposedContentOffset:)", of: delegate,
          absent: { proposed }, ask
        ).value
    }
    guard target.x.isFinite, target.y.isFinite, target != contentOffset else { return }
    contentOffset = target
  }
}
