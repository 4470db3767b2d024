/// Places a table's headers, rows and footers one after another down the content.
///
/// Heights are stored per element together with whether they were measured (from the delegate
/// or the cell) or only estimated; positions are prefix sums, summed in order from the top and
/// recomputed from the first element whose height changed (assigning an unchanged value does
/// nothing), so positions are exactly those of a sum over the whole table.
/// The table header view comes first and the table footer view last, as in UIKit.
struct TableGeometry {
  /// The heights of one section.
  struct Section {
    var header: CGFloat = 0
    var footer: CGFloat = 0
    var rows: [CGFloat] = []
    var measured: [Bool] = []
  }

  /// The height of the table header view.
  var top: CGFloat = 0 {
    didSet { if top != oldValue { recompute() } }
  }
  /// The height of the table footer view.
  var bottom: CGFloat = 0 {
    didSet {
      guard bottom != oldValue else { return }
      contentHeight = rowsEnd + bottom
      version.changes += 1
    }
  }
  /// The sections' heights.
  private(set) var sections: [Section] = []
  private var sectionStarts: [CGFloat] = []
  /// Where each section's footer ends.
  private var sectionEnds: [CGFloat] = []
  /// The sum of each section's row heights, added from the first row.
  private var rowTotals: [CGFloat] = []
  /// Whether some height is negative, so positions may not grow down the table; searches then
  /// look at every section.
  private var hasNegativeHeights = false
  private var rowStarts: [[CGFloat]] = []
  /// Where the last section ends (the table footer view's top).
  private var rowsEnd: CGFloat = 0
  /// The total height of the content.
  private(set) var contentHeight: CGFloat = 0
  /// Which positions and heights this is: changes whenever a height or position changes, and
  /// differs between geometries built separately, so equal versions mean equal rows and rects.
  private(set) var version = Version(origin: VersionOrigin(), changes: 0)

  /// Identifies a geometry's positions; see ``version``.
  struct Version: Equatable {
    /// The geometry built first, which copies and changes share.
    let origin: VersionOrigin
    /// How many changes were made since it was built.
    var changes: Int

    static func == (lhs: Version, rhs: Version) -> Bool {
      lhs.origin === rhs.origin && lhs.changes == rhs.changes
    }
  }

  /// An identity shared by the copies of one built geometry.
  final class VersionOrigin: Sendable {}

  /// Creates the geometry of sections.
  init(sections: [Section] = [], top: CGFloat = 0, bottom: CGFloat = 0) {
    self.sections = sections
    self.top = top
    self.bottom = bottom
    recompute()
  }

  /// Replaces one row's height and marks it measured.
  ///
  /// - Complexity: O(1) when the height is unchanged, else O(e) for the e elements after the row.
  mutating func setHeight(_ height: CGFloat, forRow path: IndexPath) {
    let (section, row) = (path.section, path.row)
    sections[section].measured[row] = true
    guard sections[section].rows[row] != height else { return }
    sections[section].rows[row] = height
    if height < 0 { hasNegativeHeights = true }
    rowTotals[section] = sections[section].rows.reduce(0, +)
    recompute(fromSection: section, row: row)
  }

  /// Whether a row's height was measured rather than estimated.
  func isMeasured(_ path: IndexPath) -> Bool { sections[path.section].measured[path.row] }

  /// Returns a row's height if the path names a row whose height was measured, else nil.
  ///
  /// - Complexity: O(1).
  func measuredHeight(ofRow path: IndexPath) -> CGFloat? {
    guard path.count == 2 else { return nil }
    let (section, row) = (path[0], path[1])
    guard sections.indices.contains(section), sections[section].rows.indices.contains(row),
      sections[section].measured[row]
    else { return nil }
    return sections[section].rows[row]
  }

  /// Whether the path names a row.
  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && sections.indices.contains(path.section)
      && sections[path.section].rows.indices.contains(path.row)
  }

  private mutating func recompute() {
    version.changes += 1
    sectionStarts = []
    sectionEnds = []
    rowStarts = []
    rowTotals = sections.map { $0.rows.reduce(0, +) }
    hasNegativeHeights =
      top < 0
      || sections.contains { $0.header < 0 || $0.footer < 0 || $0.rows.contains { $0 < 0 } }
    sectionStarts.reserveCapacity(sections.count)
    sectionEnds.reserveCapacity(sections.count)
    rowStarts.reserveCapacity(sections.count)
    var y = top
    for section in sections.indices {
      sectionStarts.append(y)
      y += sections[section].header
      var starts: [CGFloat] = []
      starts.reserveCapacity(sections[section].rows.count)
      for height in sections[section].rows {
        starts.append(y)
        y += height
      }
      rowStarts.append(starts)
      y += sections[section].footer
      sectionEnds.append(y)
    }
    rowsEnd = y
    contentHeight = y + bottom
  }

  /// Recomputes the positions after a row whose start is unchanged, in the same order as
  /// `recompute()`, so the sums are the same.
  private mutating func recompute(fromSection first: Int, row: Int) {
    version.changes += 1
    var y = rowStarts[first][row]
    for section in first..<sections.count {
      if section != first {
        sectionStarts[section] = y
        y += sections[section].header
      }
      let heights = sections[section].rows
      let start = section == first ? row : 0
      for index in start..<heights.count {
        rowStarts[section][index] = y
        y += heights[index]
      }
      y += sections[section].footer
      sectionEnds[section] = y
    }
    rowsEnd = y
    contentHeight = y + bottom
  }

  /// Returns a row's rectangle at a width.
  func rectForRow(_ path: IndexPath, width: CGFloat) -> CGRect {
    CGRect(
      x: 0, y: rowStarts[path.section][path.row], width: width,
      height: sections[path.section].rows[path.row])
  }

  /// Returns a section header's rectangle at a width.
  func rectForHeader(_ section: Int, width: CGFloat) -> CGRect {
    CGRect(x: 0, y: sectionStarts[section], width: width, height: sections[section].header)
  }

  /// Returns a section footer's rectangle at a width.
  func rectForFooter(_ section: Int, width: CGFloat) -> CGRect {
    CGRect(
      x: 0, y: rectForSection(section, width: width).maxY - sections[section].footer,
      width: width, height: sections[section].footer)
  }

  /// Returns a section's rectangle (header, rows and footer) at a width.
  ///
  /// - Complexity: O(1).
  func rectForSection(_ section: Int, width: CGFloat) -> CGRect {
    let rows = rowTotals[section]
    let height = sections[section].header + rows + sections[section].footer
    return CGRect(x: 0, y: sectionStarts[section], width: width, height: height)
  }

  /// Returns the sections whose span, from their header's top to their footer's bottom, may
  /// overlap a vertical span: every section that overlaps it, in order.
  ///
  /// - Complexity: O(log s + k) for s sections and k sections returned.
  func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
    if hasNegativeHeights { return sections.indices }
    let first = firstSection(endingAfter: minY)
    var end = first
    while end < sectionStarts.count, sectionStarts[end] < maxY { end += 1 }
    return first..<end
  }

  /// The first section that ends below `minY`, by binary search over the section ends.
  private func firstSection(endingAfter minY: CGFloat) -> Int {
    var low = 0
    var high = sectionEnds.count
    while low < high {
      let mid = (low + high) / 2
      if sectionEnds[mid] <= minY { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Returns the rows with a positive height that overlap a vertical span, in order.
  ///
  /// - Complexity: O(log s + log r + k) for s sections, r rows per section and k rows returned
  ///   (plus the empty sections among them).
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for section in sections(from: minY, to: maxY) {
      let starts = rowStarts[section]
      guard let first = starts.first, first < maxY else { continue }
      let heights = sections[section].rows
      guard starts[starts.count - 1] + heights[heights.count - 1] > minY else { continue }
      var low = 0
      var high = starts.count
      while low < high {
        let mid = (low + high) / 2
        if starts[mid] + heights[mid] <= minY { low = mid + 1 } else { high = mid }
      }
      var row = low
      while row < starts.count, starts[row] < maxY {
        if heights[row] > 0 { result.append(IndexPath(row: row, section: section)) }
        row += 1
      }
    }
    return result
  }
}
