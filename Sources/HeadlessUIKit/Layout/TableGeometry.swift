/// Places a table's headers, rows and footers one after another down the content.
///
/// Heights are stored per element together with whether they were measured (from the delegate
/// or the cell) or only estimated; positions are prefix sums, recomputed after every change.
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
    didSet { recompute() }
  }
  /// The height of the table footer view.
  var bottom: CGFloat = 0 {
    didSet { recompute() }
  }
  /// The sections' heights.
  private(set) var sections: [Section] = []
  private var sectionStarts: [CGFloat] = []
  private var rowStarts: [[CGFloat]] = []
  /// The total height of the content.
  private(set) var contentHeight: CGFloat = 0

  /// Creates the geometry of sections.
  init(sections: [Section] = [], top: CGFloat = 0, bottom: CGFloat = 0) {
    self.sections = sections
    self.top = top
    self.bottom = bottom
    recompute()
  }

  /// Replaces one row's height and marks it measured.
  mutating func setHeight(_ height: CGFloat, forRow path: IndexPath) {
    sections[path.section].rows[path.row] = height
    sections[path.section].measured[path.row] = true
    recompute()
  }

  /// Whether a row's height was measured rather than estimated.
  func isMeasured(_ path: IndexPath) -> Bool { sections[path.section].measured[path.row] }

  /// Whether the path names a row.
  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && sections.indices.contains(path.section)
      && sections[path.section].rows.indices.contains(path.row)
  }

  private mutating func recompute() {
    var y = top
    sectionStarts = []
    rowStarts = []
    for section in sections {
      sectionStarts.append(y)
      y += section.header
      var starts: [CGFloat] = []
      starts.reserveCapacity(section.rows.count)
      for height in section.rows {
        starts.append(y)
        y += height
      }
      rowStarts.append(starts)
      y += section.footer
    }
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
  func rectForSection(_ section: Int, width: CGFloat) -> CGRect {
    let rows = sections[section].rows.reduce(0, +)
    let height = sections[section].header + rows + sections[section].footer
    return CGRect(x: 0, y: sectionStarts[section], width: width, height: height)
  }

  /// Returns the rows with a positive height that overlap a vertical span, in order.
  ///
  /// - Complexity: O(s + log r + k) for s sections, r rows per section and k rows returned.
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, starts) in rowStarts.enumerated() {
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
