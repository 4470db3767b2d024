// Scrolling to an item (the public API is declared in UICollectionView.swift, since members
// declared in extensions cannot be overridden).

extension UICollectionView {
  func scrollToItemChecked(
    at indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
  ) throws(UIKitException) {
    let counts = counts
    guard indexPath.count == 2, counts.indices.contains(indexPath.section) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "Attempted to scroll the collection view to an out-of-bounds section "
          + "(\(indexPath.count == 2 ? indexPath.section : -1)) when there are only "
          + "\(counts.count) sections. Collection view: \(messageDescription)")
    }
    guard (0..<counts[indexPath.section]).contains(indexPath.item) else {
      throw UIKitException(
        .internalInconsistencyException,
        reason: "Attempted to scroll the collection view to an out-of-bounds item "
          + "(\(indexPath.item)) when there are only \(counts[indexPath.section]) items in "
          + "section \(indexPath.section).")
    }
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    let x = Self.offset(
      along: frame.minX, frame.midX, frame.maxX, length: bounds.width, current: contentOffset.x,
      leading: position.contains(.left), centred: position.contains(.centeredHorizontally),
      trailing: position.contains(.right),
      limit: -inset.left...max(-inset.left, contentSize.width + inset.right - bounds.width))
    let y = Self.offset(
      along: frame.minY, frame.midY, frame.maxY, length: bounds.height, current: contentOffset.y,
      leading: position.contains(.top), centred: position.contains(.centeredVertically),
      trailing: position.contains(.bottom),
      limit: -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(CGPoint(x: x, y: y), animated: animated)
  }

  private static func offset(
    along minimum: CGFloat, _ middle: CGFloat, _ maximum: CGFloat, length: CGFloat,
    current: CGFloat, leading: Bool, centred: Bool, trailing: Bool, limit: ClosedRange<CGFloat>
  ) -> CGFloat {
    let wanted: CGFloat
    if leading {
      wanted = minimum
    } else if centred {
      wanted = middle - length / 2
    } else if trailing {
      wanted = maximum - length
    } else {
      return current
    }
    return min(max(wanted, limit.lowerBound), limit.upperBound)
  }
}
