// Self-sizing cells (Rules.md R-comp-3): a cell whose layout attributes estimate a dimension
// is asked, once displayed, for the attributes it prefers; when the layout agrees they change
// it, the layout takes them and the content size follows.

extension UICollectionView {
  /// Asks the newly displayed cell of an item with estimated dimensions for its preferred
  /// attributes; returns whether the layout changed.
  func selfSize(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard !attributes.selfSizingAxes.isEmpty, let cell = displayedCells[attributes.indexPath]
    else { return false }
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    guard
      collectionViewLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    collectionViewLayout.takePreferredAttributes(preferred)
    contentSize = collectionViewLayout.collectionViewContentSize
    return true
  }

  /// Measures a displayed self-sizing cell again after its item was reconfigured, since new
  /// content may need another size (Rules.md R-comp-3).
  func remeasureReconfiguredCell(at path: IndexPath) {
    guard displayedCells[path] != nil, !collectionViewLayout.isInvalid,
      let attributes = collectionViewLayout.layoutAttributesForItem(at: path)
    else { return }
    if selfSize(attributes) { setNeedsLayout() }
  }
}
