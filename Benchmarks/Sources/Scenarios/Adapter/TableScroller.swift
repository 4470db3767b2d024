import TableKit

/// Scrolls a kit's table view down a screen at a time, laying out after each step, and starts
/// again at the top after the bottom.
@MainActor final class TableScroller {
  private let table: AdapterTable
  private let rowHeight: CGFloat

  /// Creates a scroller of a laid-out table whose rows are all `rowHeight` high.
  init(table: AdapterTable, rowHeight: CGFloat) {
    self.table = table
    self.rowHeight = rowHeight
  }

  private var maximumOffset: CGFloat {
    max(0, table.view.contentSize.height - table.view.bounds.height)
  }

  /// Scrolls the content by `rows` rows in steps of at most the view's height, laying out after
  /// each step; past the bottom, jumps back to the top.
  func scroll(rows: Int) {
    let screen = max(1, Int(table.view.bounds.height / rowHeight))
    var remaining = rows
    while remaining > 0 {
      let step = min(remaining, screen)
      let current = table.view.contentOffset.y
      let next =
        current >= maximumOffset ? 0 : min(maximumOffset, current + CGFloat(step) * rowHeight)
      table.view.contentOffset.y = next
      table.view.layoutIfNeeded()
      remaining -= step
    }
  }

  /// Scrolls from the top to the bottom a screen at a time and returns the most rows on screen
  /// at once.
  func scrollFullPass() -> Int {
    table.view.contentOffset = .zero
    table.view.layoutIfNeeded()
    var mostVisible = table.visibleRowCount
    let screen = table.view.bounds.height
    while table.view.contentOffset.y < maximumOffset {
      table.view.contentOffset.y = min(maximumOffset, table.view.contentOffset.y + screen)
      table.view.layoutIfNeeded()
      mostVisible = max(mostVisible, table.visibleRowCount)
    }
    return mostVisible
  }
}
