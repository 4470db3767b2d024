import Foundation

/// The frames a flow layout gives to one section: an optional header, the items, an optional
/// footer.
struct FlowSectionFrames: Equatable {
  var header: CGRect?
  var items: [CGRect]
  var footer: CGRect?
  /// The lines of items, in order; searched by position when ``linesAreOrdered``.
  var lines: [FlowLine] = []
  /// Whether every line starts and ends no earlier along the scroll direction than the one
  /// before it and holds its items inside its extent (no negative spacing or sizes), so lines
  /// can be found by binary search.
  var linesAreOrdered = false
}

/// One line of a section's items: its first item, and its extent along the scroll direction.
struct FlowLine: Equatable {
  var firstItem: Int
  var low: CGFloat
  var high: CGFloat
}

/// What a flow layout needs to know about one section, in the layout's own terms.
struct FlowSectionMetrics: Equatable {
  var itemSizes: [CGSize]
  var top: CGFloat = 0
  var left: CGFloat = 0
  var bottom: CGFloat = 0
  var right: CGFloat = 0
  var lineSpacing: CGFloat = 10
  var interitemSpacing: CGFloat = 10
  var headerSize: CGSize = .zero
  var footerSize: CGSize = .zero
}

/// The pure geometry of `UICollectionViewFlowLayout`: sections in, frames and content size out.
///
/// Rules, with their sources (developer.apple.com/documentation/uikit/uicollectionviewflowlayout…):
/// - Items fill lines across the scroll direction; an item starts a new line when it does not fit
///   in the width left after the section insets and the minimum interitem spacing
///   (`…/minimuminteritemspacing`: "used to compute how many items can fit in a single line").
/// - Once a line's items are known, "the actual spacing may possibly be adjusted upward": the line
///   is justified across the available width ("spreads the cells out across the line with equal
///   padding", Collection View Programming Guide, "Using the Flow Layout"), and a line holding a
///   single item is centred (observed of the AppKit twin; inferred for UIKit); items shorter than the
///   line are centred in it (inferred).
/// - Lines are `minimumLineSpacing` apart; that spacing "is not applied to the space between the
///   header view and the first line or between the last line and the footer view" (AppKit's twin,
///   `nscollectionviewflowlayout/minimumlinespacing`).
/// - Headers and footers take only the size along the scroll direction and span the collection
///   view across it; "if the size in the appropriate scrolling dimension is 0, no header is added"
///   (`…/headerreferencesize`, `…/footerreferencesize`).
/// - Section insets surround the items, between header and footer; an empty section keeps its
///   insets (inferred).
struct FlowLayoutGeometry: Equatable {
  /// The frames of every section, in section order.
  var sections: [FlowSectionFrames]
  /// The size of all content: the collection view's width by the end of the last footer.
  var contentSize: CGSize
  /// Whether lines run along the x axis (a horizontal layout) rather than the y axis.
  var isHorizontal = false

  /// Lays out sections that scroll vertically in a collection view `width` points wide.
  /// - Complexity: O(n) in the number of items.
  static func vertical(_ sections: [FlowSectionMetrics], width: CGFloat) -> FlowLayoutGeometry {
    var y: CGFloat = 0
    var frames: [FlowSectionFrames] = []
    frames.reserveCapacity(sections.count)
    for section in sections {
      var result = FlowSectionFrames(header: nil, items: [], footer: nil)
      if section.headerSize.height > 0 {
        result.header = CGRect(x: 0, y: y, width: width, height: section.headerSize.height)
        y += section.headerSize.height
      }
      y += section.top
      (result.items, result.lines) = layOutLines(section, width: width, y: &y)
      result.linesAreOrdered =
        section.lineSpacing >= 0
        && !section.itemSizes.contains { $0.width < 0 || $0.height < 0 }
      y += section.bottom
      if section.footerSize.height > 0 {
        result.footer = CGRect(x: 0, y: y, width: width, height: section.footerSize.height)
        y += section.footerSize.height
      }
      frames.append(result)
    }
    return FlowLayoutGeometry(sections: frames, contentSize: CGSize(width: width, height: y))
  }

  /// Lays out sections that scroll horizontally in a collection view `height` points tall, by
  /// laying out the transposed sections vertically and transposing the result back.
  /// - Complexity: O(n) in the number of items.
  static func horizontal(_ sections: [FlowSectionMetrics], height: CGFloat) -> FlowLayoutGeometry {
    let transposed = vertical(sections.map { $0.transposed }, width: height)
    return FlowLayoutGeometry(
      sections: transposed.sections.map {
        FlowSectionFrames(
          header: $0.header?.transposed, items: $0.items.map(\.transposed),
          footer: $0.footer?.transposed, lines: $0.lines, linesAreOrdered: $0.linesAreOrdered)
      },
      contentSize: transposed.contentSize.transposed, isHorizontal: true)
  }

  /// Places a section's items in lines starting at `y`, and moves `y` past the last line.
  private static func layOutLines(
    _ section: FlowSectionMetrics, width: CGFloat, y: inout CGFloat
  ) -> (frames: [CGRect], lines: [FlowLine]) {
    let available = width - section.left - section.right
    var frames: [CGRect] = []
    frames.reserveCapacity(section.itemSizes.count)
    var lines: [FlowLine] = []
    var lineStart = 0
    var isFirstLine = true
    while lineStart < section.itemSizes.count {
      var lineEnd = lineStart + 1
      var used = section.itemSizes[lineStart].width
      var itemsWidth = used
      var lineHeight = section.itemSizes[lineStart].height
      while lineEnd < section.itemSizes.count {
        let size = section.itemSizes[lineEnd]
        let next = used + section.interitemSpacing + size.width
        // A small tolerance keeps fractional sizes that exactly fill the line on one line.
        guard next <= available + 0.001 else { break }
        used = next
        itemsWidth += size.width
        lineHeight = max(lineHeight, size.height)
        lineEnd += 1
      }
      if !isFirstLine { y += section.lineSpacing }
      isFirstLine = false
      let line = section.itemSizes[lineStart..<lineEnd]
      var x: CGFloat
      let gap: CGFloat
      if line.count == 1 {
        x = section.left + (available - itemsWidth) / 2
        gap = 0
      } else {
        x = section.left
        gap = max(section.interitemSpacing, (available - itemsWidth) / CGFloat(line.count - 1))
      }
      for size in line {
        frames.append(
          CGRect(
            x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
        )
        x += size.width + gap
      }
      lines.append(FlowLine(firstItem: lineStart, low: y, high: y + lineHeight))
      y += lineHeight
      lineStart = lineEnd
    }
    return (frames, lines)
  }
}

extension FlowSectionMetrics {
  /// The same section with its axes swapped, for horizontal layout.
  fileprivate var transposed: FlowSectionMetrics {
    FlowSectionMetrics(
      itemSizes: itemSizes.map(\.transposed), top: left, left: top, bottom: right, right: bottom,
      lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
      headerSize: headerSize.transposed, footerSize: footerSize.transposed)
  }
}

extension CGSize {
  fileprivate var transposed: CGSize { CGSize(width: height, height: width) }
}

extension CGRect {
  fileprivate var transposed: CGRect {
    CGRect(x: origin.y, y: origin.x, width: size.height, height: size.width)
  }
}

/// One element a flow layout places: an item, or a section's header or footer.
enum FlowElement: Hashable {
  case item(section: Int, item: Int)
  case header(section: Int)
  case footer(section: Int)
}

extension FlowLayoutGeometry {
  /// Returns the elements whose frames intersect `rect`, in section order and, within a section,
  /// header, items, footer — the order in which the collection view displays them.
  /// - Complexity: O(s + log n + k) for s sections, n items and k items on the lines that
  ///   reach `rect` (O(n) for a section with negative spacing or sizes).
  func elements(in rect: CGRect) -> [(element: FlowElement, frame: CGRect)] {
    var found: [(element: FlowElement, frame: CGRect)] = []
    for (section, frames) in sections.enumerated() {
      if let header = frames.header, header.overlaps(rect) {
        found.append((.header(section: section), header))
      }
      for item in candidateItems(of: frames, in: rect) where frames.items[item].overlaps(rect) {
        found.append((.item(section: section, item: item), frames.items[item]))
      }
      if let footer = frames.footer, footer.overlaps(rect) {
        found.append((.footer(section: section), footer))
      }
    }
    return found
  }

  /// The items of a section on the lines whose extent along the scroll direction reaches into
  /// `rect`'s, found by binary search over the lines; every item when the lines are not ordered.
  private func candidateItems(of frames: FlowSectionFrames, in rect: CGRect) -> Range<Int> {
    let lines = frames.lines
    guard frames.linesAreOrdered, !lines.isEmpty else { return frames.items.indices }
    let (low, high) = isHorizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    var first = 0
    var last = lines.count
    while first < last {
      let mid = (first + last) / 2
      if lines[mid].high <= low { first = mid + 1 } else { last = mid }
    }
    var end = first
    while end < lines.count, lines[end].low < high { end += 1 }
    guard first < end else { return 0..<0 }
    let endItem = end < lines.count ? lines[end].firstItem : frames.items.count
    return lines[first].firstItem..<endItem
  }
}

extension CGRect {
  /// Returns whether the two rectangles share some area, as `CGRectIntersectsRect` does on Apple
  /// platforms: rectangles that only touch along an edge do not overlap. (Foundation on Linux
  /// counts touching rectangles as intersecting, which would make one row too many visible.)
  func overlaps(_ other: CGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}
