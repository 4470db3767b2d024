/// One cell's place in a laid-out group: its frame relative to the group's origin, and which
/// of its dimensions are estimates its cell refines.
struct LayoutLeaf: Equatable {
  var frame: CGRect
  var estimatedAxes: LayoutAxes
}

/// A group laid out once: its size and the frames of its cells in item order.
///
/// Rules, with their sources (Rules.md R-comp-*):
/// - A dimension resolves against the container: an item's is its group, a top-level group's
///   is the section's content area (`NSCollectionLayoutDimension` docs: "fractionalWidth …
///   relative to the width of the container").
/// - A horizontal group places subitems leading to trailing, a vertical one top to bottom, at
///   the group's cross-axis start; a listed subitem array repeats while the next subitem fits
///   (Apple's "Implementing Modern Collection Views" grid: one item of `fractionalWidth(0.2)`
///   in a full-width group gives five per row); a `count` group holds exactly `count` copies
///   that share the group's length less the spacing (`horizontal(layoutSize:repeatingSubitem:count:)`).
/// - Fixed spacing is exact; flexible spacing is a minimum, grown to spread the subitems over
///   the group ("i.e. >=", UICollectionViewCompositionalLayout.h).
/// - An estimated group dimension grows to fit its subitems (inferred from self-sizing groups).
/// - `contentInsets` shrink an element's cell within its room, except along an estimated
///   dimension (UIKit logs that such insets are ignored; inferred).
struct ResolvedGroup: Equatable {
  var size: CGSize
  var leaves: [LayoutLeaf]

  /// Lays out a group in a container, with the sizes measured for some of its cells (keyed
  /// by the cell's position in the group).
  @MainActor init(_ group: NSCollectionLayoutGroup, in container: CGSize, measured: [Int: CGSize]) {
    var leaves: [LayoutLeaf] = []
    size = Self.layOut(
      group, at: .zero, in: container, forcedLength: nil, measured: measured, into: &leaves)
    self.leaves = leaves
  }
}

extension ResolvedGroup {
  /// Lays out an item (or a group) at an origin in a container, appending its cells' frames;
  /// returns the room it takes. `forcedLength` replaces its length along an axis (a count
  /// group's share); `measured` holds preferred sizes by cell position.
  @MainActor static func layOut(
    _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize,
    forcedLength: (axis: LayoutAxis, length: CGFloat)?, measured: [Int: CGSize],
    into leaves: inout [LayoutLeaf]
  ) -> CGSize {
    var size = item.layoutSize.resolved(in: container)
    if let forcedLength {
      size = CGSize(
        along: forcedLength.axis, forcedLength.length,
        across: size.length(along: forcedLength.axis.crossing))
    }
    if let group = item as? NSCollectionLayoutGroup {
      return layOutGroup(group, at: origin, size: size, measured: measured, into: &leaves)
    }
    let estimated = item.layoutSize.estimatedAxes
    if let preferred = measured[leaves.count] {
      if estimated.contains(.horizontal) { size.width = preferred.width }
      if estimated.contains(.vertical) { size.height = preferred.height }
    }
    var frame = CGRect(origin: origin, size: size)
    let insets = item.contentInsets
    if !estimated.contains(.horizontal) {
      frame.origin.x += insets.leading
      frame.size.width -= insets.leading + insets.trailing
    }
    if !estimated.contains(.vertical) {
      frame.origin.y += insets.top
      frame.size.height -= insets.top + insets.bottom
    }
    leaves.append(LayoutLeaf(frame: frame, estimatedAxes: estimated))
    return size
  }

  /// Lays out a group's subitems along its axis inside its insets; returns the group's size,
  /// grown along estimated dimensions to fit the subitems.
  @MainActor private static func layOutGroup(
    _ group: NSCollectionLayoutGroup, at origin: CGPoint, size proposed: CGSize,
    measured: [Int: CGSize], into leaves: inout [LayoutLeaf]
  ) -> CGSize {
    let axis = group.axis
    let insets = group.contentInsets
    let inner = CGSize(
      width: proposed.width - insets.leading - insets.trailing,
      height: proposed.height - insets.top - insets.bottom)
    let start = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
    let spacing = group.interItemSpacing?.spacing ?? 0
    let available = inner.length(along: axis)
    let estimated = group.layoutSize.estimatedAxes
    let axisEstimated = estimated.contains(axis == .horizontal ? .horizontal : .vertical)
    var forced: (axis: LayoutAxis, length: CGFloat)?
    var copies = group.subitems.count
    if let count = group.repeatCount {
      copies = count
      forced = (axis, (available - spacing * CGFloat(count - 1)) / CGFloat(count))
    }
    var cursor: CGFloat = 0
    var crossExtent: CGFloat = 0
    var childStarts: [Int] = []
    var index = 0
    // Listed subitems repeat while the next one fits (a safety bound stops a zero-length item
    // from repeating forever).
    while index < copies || (group.repeatCount == nil && !axisEstimated && index < 10_000) {
      let child = group.subitems[index % group.subitems.count]
      let firstLeaf = leaves.count
      let childSize = layOut(
        child, at: CGPoint(along: axis, cursor, across: 0).offset(by: start), in: inner,
        forcedLength: forced, measured: measured, into: &leaves)
      let length = childSize.length(along: axis)
      if index >= copies && (length <= 0 || cursor + length > available + 0.001) {
        leaves.removeSubrange(firstLeaf...)
        break
      }
      childStarts.append(firstLeaf)
      cursor += length + spacing
      crossExtent = max(crossExtent, childSize.length(along: axis.crossing))
      index += 1
    }
    let used = max(0, cursor - spacing)
    if group.interItemSpacing?.isFlexibleSpacing == true, childStarts.count > 1, used < available {
      // Flexible spacing spreads the leftover room equally between the subitems.
      let extra = (available - used) / CGFloat(childStarts.count - 1)
      for (position, first) in childStarts.enumerated() {
        let end = position + 1 < childStarts.count ? childStarts[position + 1] : leaves.count
        for leaf in first..<end {
          leaves[leaf].frame = leaves[leaf].frame.moved(by: extra * CGFloat(position), along: axis)
        }
      }
    }
    var size = proposed
    if axisEstimated {
      size = CGSize(
        along: axis, used + insets.start(along: axis) + insets.end(along: axis),
        across: size.length(along: axis.crossing))
    }
    if estimated.contains(axis == .horizontal ? .vertical : .horizontal) {
      size = CGSize(
        along: axis, size.length(along: axis),
        across: crossExtent + insets.start(along: axis.crossing)
          + insets.end(along: axis.crossing))
    }
    return size
  }
}

extension CGPoint {
  /// The point moved by another point's coordinates.
  func offset(by other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
}

extension NSDirectionalEdgeInsets {
  /// The inset at the start of an axis: leading across, top down.
  func start(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? leading : top }
  /// The inset at the end of an axis: trailing across, bottom down.
  func end(along axis: LayoutAxis) -> CGFloat { axis == .horizontal ? trailing : bottom }
}
