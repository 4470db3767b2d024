// Orthogonal scrolling (Rules.md R-comp-8, R-comp-9): a section whose
// `orthogonalScrollingBehavior` is not `.none` scrolls across the layout's direction in a
// scroll view of its own, which UIKit keeps private. Headless the layout keeps each such
// section's offset; scripts scroll it through `headless`.

extension UICollectionViewCompositionalLayout {
  /// How far an orthogonally scrolling section is scrolled; 0 for any other section.
  func orthogonalOffset(ofSection section: Int) -> CGFloat {
    sections.indices.contains(section) ? sections[section].orthogonalOffset : 0
  }

  /// Scrolls an orthogonal section to an offset within its content, then lets it come to rest
  /// where its behaviour puts it; returns where it rests.
  func scrollOrthogonalSection(_ section: Int, to proposed: CGFloat, settling: Bool) -> CGFloat {
    guard sections.indices.contains(section), sections[section].isOrthogonal else { return 0 }
    let limit = sections[section].maximumOrthogonalOffset
    var offset = min(max(proposed, 0), limit)
    if settling { offset = sections[section].restingOffset(for: offset) }
    setOrthogonalOffset(offset, ofSection: section)
    return offset
  }
}

extension Headless where Base: UICollectionView {
  /// Drags an orthogonally scrolling section of a compositional layout by a distance across
  /// the layout's direction (positive toward its end) and lets go: the section comes to rest
  /// where its `orthogonalScrollingBehavior` puts it, and the cells that entered its visible
  /// part are displayed, those that left it end displaying.
  ///
  /// - Returns: The section's offset at rest; nil when the layout is not compositional or the
  ///   section does not scroll orthogonally.
  @discardableResult
  package func scrollOrthogonalSection(_ section: Int, by distance: CGFloat) -> CGFloat? {
    base.layoutIfNeeded()
    guard let layout = base.collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sections.indices.contains(section), layout.sections[section].isOrthogonal
    else { return nil }
    let offset = layout.scrollOrthogonalSection(
      section, to: layout.orthogonalOffset(ofSection: section) + distance, settling: true)
    base.setNeedsLayout()
    base.layoutIfNeeded()
    return offset
  }

  /// How far an orthogonally scrolling section is scrolled; nil when it does not scroll
  /// orthogonally.
  package func orthogonalOffset(ofSection section: Int) -> CGFloat? {
    base.layoutIfNeeded()
    guard let layout = base.collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sections.indices.contains(section), layout.sections[section].isOrthogonal
    else { return nil }
    return layout.orthogonalOffset(ofSection: section)
  }
}
