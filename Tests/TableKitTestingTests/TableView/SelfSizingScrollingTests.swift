import Testing

@testable import TableKitTesting

/// Rows that size themselves: 40 rows estimated at 44 points whose cells measure 88 (two lines
/// of text), so the content grows as the scripts display them. Each script ends where its docs
/// say, not where the estimate put the target before the move.
@MainActor @Suite struct SelfSizingScrollingTests {
  /// A laid-out 320 × 220 table over self-sizing two-line rows, and its source.
  func selfSizingTable() -> (UITableView, TwoLineSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let source = TwoLineSource()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.estimatedRowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }

  /// The offset at which the content rests at its bottom.
  func bottom(of table: UITableView) -> CGFloat {
    max(0, table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
  }

  @Test func scrollToBottomEndsAtTheBottomOfRowsThatSizeThemselves() {
    let (table, source) = selfSizingTable()
    table.scrollToBottom()
    #expect(table.contentOffset.y == bottom(of: table))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 39, section: 0))
    _ = source
  }

  @Test func scrollToARowShowsItWhenRowsSizeThemselves() {
    let (table, source) = selfSizingTable()
    let target = IndexPath(row: 30, section: 0)
    table.scroll(toRowAt: target)
    let rect = table.rectForRow(at: target)
    #expect(rect.maxY == table.contentOffset.y + table.bounds.height)
    #expect(table.indexPathsForVisibleRows?.last == target)
    _ = source
  }

  @Test func aFlingEndsAtTheBottomOfRowsThatSizeThemselves() {
    let (table, source) = selfSizingTable()
    table.fling()
    #expect(table.contentOffset.y == bottom(of: table))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 39, section: 0))
    _ = source
  }
}

/// Forty rows of two lines each.
@MainActor final class TwoLineSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = "Row \(indexPath.row)\nsecond line"
    return cell
  }
}
