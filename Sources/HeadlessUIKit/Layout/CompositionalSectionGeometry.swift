/// A header or footer of a compositional section, resolved to a size.
struct BoundaryPlacement {
  let item: NSCollectionLayoutBoundarySupplementaryItem
  let size: CGSize
  /// The room the section makes for it along the scroll axis (zero unless it extends the
  /// boundary).
  let extent: CGFloat
}

/// The geometry of one section of a compositional layout, prepared in constant time whatever
/// its number of items.
///
/// The group is laid out once (the template); a group whose cells were measured is laid out
/// again on its own; positions come from a ``GroupRun``. Layout rules: Rules.md R-comp-*.
@MainActor struct CompositionalSectionGeometry {
  /// The layout's scroll axis.
  let mainAxis: LayoutAxis
  /// How the section scrolls across the main axis; `.none` stacks groups along it.
  let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  let itemCount: Int
  /// The cells of one group, which take that many items.
  let cellsPerGroup: Int
  let group: NSCollectionLayoutGroup
  /// The room the group resolves its dimensions against: the content area less the insets.
  let groupContainer: CGSize
  /// The length of the content area across the main axis, the page of an orthogonal section.
  let visibleCrossLength: CGFloat
  let template: ResolvedGroup
  let insets: NSDirectionalEdgeInsets
  let header: BoundaryPlacement?
  let footer: BoundaryPlacement?
  private(set) var run: GroupRun
  /// The preferred sizes of measured cells, by item.
  private(set) var measured: [Int: CGSize]
  /// The groups laid out again with measured cells, by group.
  private var measuredGroups: [Int: ResolvedGroup] = [:]
  /// An orthogonal section's content length along the main axis: its tallest group.
  private var orthogonalContentLength: CGFloat
  /// How far an orthogonal section is scrolled across the main axis.
  var orthogonalOffset: CGFloat = 0

  /// Whether the section's groups run across the main axis and scroll on their own.
  var isOrthogonal: Bool { behavior != .none }
  /// The axis groups follow one another along.
  var runAxis: LayoutAxis { isOrthogonal ? mainAxis.crossing : mainAxis }

  @MainActor init(
    _ section: NSCollectionLayoutSection, itemCount: Int, container: CGSize, mainAxis: LayoutAxis,
    measured: [Int: CGSize]
  ) {
    self.mainAxis = mainAxis
    behavior = section.orthogonalScrollingBehavior
    self.itemCount = itemCount
    group = section.group
    insets = section.contentInsets
    let cross = mainAxis.crossing
    groupContainer = CGSize(
      along: mainAxis,
      container.length(along: mainAxis) - insets.start(along: mainAxis)
        - insets.end(along: mainAxis),
      across: container.length(along: cross) - insets.start(along: cross)
        - insets.end(along: cross))
    visibleCrossLength = container.length(along: cross)
    template = ResolvedGroup(section.group, in: groupContainer, measured: [:])
    cellsPerGroup = max(1, template.leaves.count)
    let runAxis = behavior == .none ? mainAxis : cross
    run = GroupRun(
      count: (itemCount + cellsPerGroup - 1) / cellsPerGroup,
      templateLength: template.size.length(along: runAxis), spacing: section.interGroupSpacing)
    orthogonalContentLength = template.size.length(along: mainAxis)
    self.measured = [:]
    header = Self.boundary(section, at: .start, mainAxis: mainAxis, container: groupContainer)
    footer = Self.boundary(section, at: .end, mainAxis: mainAxis, container: groupContainer)
    for (item, size) in measured where item < itemCount {
      self.measured[item] = size
    }
    for group in Set(self.measured.keys.map { $0 / cellsPerGroup }) { relayOut(group) }
  }

  enum Edge { case start, end }

  /// The section's first boundary item aligned to an edge of the main axis.
  @MainActor private static func boundary(
    _ section: NSCollectionLayoutSection, at edge: Edge, mainAxis: LayoutAxis, container: CGSize
  ) -> BoundaryPlacement? {
    guard let item = section.boundarySupplementaryItems.first(where: { $0.edge(mainAxis) == edge })
    else { return nil }
    let size = item.layoutSize.resolved(in: container)
    return BoundaryPlacement(
      item: item, size: size, extent: item.extendsBoundary ? size.length(along: mainAxis) : 0)
  }

  /// The section's length along the main axis.
  var length: CGFloat {
    (header?.extent ?? 0) + insets.start(along: mainAxis) + contentLength
      + insets.end(along: mainAxis) + (footer?.extent ?? 0)
  }

  private var contentLength: CGFloat { isOrthogonal ? orthogonalContentLength : run.totalLength }

  /// The geometry of a group: laid out again if measured, else the template.
  func resolved(_ group: Int) -> ResolvedGroup { measuredGroups[group] ?? template }

  /// Where a group's origin is, for a section starting at `start` along the main axis.
  func origin(of group: Int, sectionStart start: CGFloat) -> CGPoint {
    let contentStart = start + (header?.extent ?? 0) + insets.start(along: mainAxis)
    let crossStart = insets.start(along: mainAxis.crossing)
    return isOrthogonal
      ? CGPoint(
        along: mainAxis, contentStart,
        across: crossStart + run.start(of: group) - orthogonalOffset)
      : CGPoint(along: mainAxis, contentStart + run.start(of: group), across: crossStart)
  }

  /// The cells whose frames overlap a rectangle, for a section starting at `start`.
  func cells(in rect: CGRect, sectionStart start: CGFloat) -> [(item: Int, leaf: LayoutLeaf)] {
    let contentStart = start + (header?.extent ?? 0) + insets.start(along: mainAxis)
    let range: Range<Int>
    if isOrthogonal {
      guard rect.maximum(along: mainAxis) > contentStart,
        rect.minimum(along: mainAxis) < contentStart + contentLength
      else { return [] }
      let crossStart = insets.start(along: mainAxis.crossing) - orthogonalOffset
      range = run.groups(
        overlapping: rect.minimum(along: runAxis) - crossStart,
        rect.maximum(along: runAxis) - crossStart)
    } else {
      range = run.groups(
        overlapping: rect.minimum(along: mainAxis) - contentStart,
        rect.maximum(along: mainAxis) - contentStart)
    }
    var found: [(item: Int, leaf: LayoutLeaf)] = []
    for group in range {
      let origin = origin(of: group, sectionStart: start)
      for (index, leaf) in resolved(group).leaves.enumerated() {
        let item = group * cellsPerGroup + index
        guard item < itemCount else { break }
        var placed = leaf
        placed.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        if placed.frame.overlaps(rect) { found.append((item, placed)) }
      }
    }
    return found
  }

  /// An item's cell, for a section starting at `start`; nil for an item the section lacks.
  func cell(_ item: Int, sectionStart start: CGFloat) -> LayoutLeaf? {
    guard (0..<itemCount).contains(item) else { return nil }
    let group = item / cellsPerGroup
    let leaves = resolved(group).leaves
    let index = item % cellsPerGroup
    guard index < leaves.count else { return nil }
    let origin = origin(of: group, sectionStart: start)
    var leaf = leaves[index]
    leaf.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
    return leaf
  }

  /// The frame of the header (`header: true`) or footer, for a section starting at `start`,
  /// before pinning.
  func boundaryFrame(header isHeader: Bool, sectionStart start: CGFloat) -> CGRect? {
    guard let placement = isHeader ? header : footer else { return nil }
    let mainLength = placement.size.length(along: mainAxis)
    let main =
      isHeader
      ? start : start + length - (footer?.extent ?? 0) - (placement.extent == 0 ? mainLength : 0)
    let crossLength = placement.size.length(along: mainAxis.crossing)
    let crossRoom = groupContainer.length(along: mainAxis.crossing)
    let cross =
      insets.start(along: mainAxis.crossing)
      + placement.item.crossPosition(mainAxis).fraction * (crossRoom - crossLength)
    let origin = CGPoint(along: mainAxis, main, across: cross)
    return CGRect(
      origin: origin.offset(by: placement.item.offset),
      size: CGSize(along: mainAxis, mainLength, across: crossLength))
  }

  /// Records a cell's preferred size; returns whether the layout changed.
  @MainActor mutating func measure(_ item: Int, preferred: CGSize) -> Bool {
    guard let current = cell(item, sectionStart: 0) else { return false }
    var size = current.frame.size
    if current.estimatedAxes.contains(.horizontal) { size.width = preferred.width }
    if current.estimatedAxes.contains(.vertical) { size.height = preferred.height }
    guard size != current.frame.size else { return false }
    measured[item] = size
    relayOut(item / cellsPerGroup)
    return true
  }

  /// Lays out a group again with its cells' measured sizes.
  @MainActor private mutating func relayOut(_ group: Int) {
    var sizes: [Int: CGSize] = [:]
    for index in 0..<cellsPerGroup {
      if let size = measured[group * cellsPerGroup + index] { sizes[index] = size }
    }
    let laidOut = ResolvedGroup(self.group, in: groupContainer, measured: sizes)
    measuredGroups[group] = laidOut == template ? nil : laidOut
    run.setLength(laidOut.size.length(along: runAxis), of: group)
    if isOrthogonal {
      orthogonalContentLength = measuredGroups.values.reduce(
        template.size.length(along: mainAxis)
      ) { max($0, $1.size.length(along: mainAxis)) }
    }
  }

  /// The farthest an orthogonal section scrolls.
  var maximumOrthogonalOffset: CGFloat {
    max(
      0,
      insets.start(along: runAxis) + run.totalLength + insets.end(along: runAxis)
        - visibleCrossLength)
  }

  /// Where an orthogonal scroll that was let go at an offset comes to rest (Rules.md R-comp-9).
  func restingOffset(for proposed: CGFloat) -> CGFloat {
    let limit = maximumOrthogonalOffset
    let clamped = min(max(proposed, 0), limit)
    guard run.count > 0 else { return 0 }
    let leading = insets.start(along: runAxis)
    switch behavior {
    case .none, .continuous:
      return clamped
    case .paging:
      let page = max(visibleCrossLength, 1)
      return min(max((clamped / page).rounded() * page, 0), limit)
    case .continuousGroupLeadingBoundary, .groupPaging:
      let nearest = nearestGroup { run.start(of: $0) - clamped }
      return min(max(run.start(of: nearest), 0), limit)
    case .groupPagingCentered:
      let centre = { (group: Int) in
        leading + self.run.start(of: group) + self.run.length(of: group) / 2
          - self.visibleCrossLength / 2
      }
      let nearest = nearestGroup { centre($0) - clamped }
      return min(max(centre(nearest), 0), limit)
    }
  }

  /// The group whose signed distance is nearest zero, among those around the visible range.
  private func nearestGroup(_ distance: (Int) -> CGFloat) -> Int {
    let around = run.groups(
      overlapping: orthogonalOffset - visibleCrossLength * 2,
      orthogonalOffset + visibleCrossLength * 3)
    let candidates = around.isEmpty ? 0..<run.count : around
    return candidates.min { abs(distance($0)) < abs(distance($1)) } ?? 0
  }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
  fileprivate enum CrossPosition {
    case leading, centre, trailing
    var fraction: CGFloat {
      switch self {
      case .leading: 0
      case .centre: 0.5
      case .trailing: 1
      }
    }
  }

  /// Which end of the main axis the alignment names: a header's or a footer's.
  fileprivate func edge(_ mainAxis: LayoutAxis) -> CompositionalSectionGeometry.Edge? {
    switch (mainAxis, alignment) {
    case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing),
      (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading):
      .start
    case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing),
      (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing):
      .end
    default: nil
    }
  }

  /// Where the alignment puts the item across the main axis.
  fileprivate func crossPosition(_ mainAxis: LayoutAxis) -> CrossPosition {
    switch (mainAxis, alignment) {
    case (.vertical, .topLeading), (.vertical, .bottomLeading), (.horizontal, .topLeading),
      (.horizontal, .topTrailing):
      .leading
    case (.vertical, .topTrailing), (.vertical, .bottomTrailing), (.horizontal, .bottomLeading),
      (.horizontal, .bottomTrailing):
      .trailing
    case (.vertical, .top), (.vertical, .bottom), (.horizontal, .leading), (.horizontal, .trailing):
      .centre
    default: .leading
    }
  }
}
