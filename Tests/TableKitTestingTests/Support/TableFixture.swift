import TableKitTesting

/// A 320 × 220 plain table (five 44-point rows fit) over a ``RecordingTableSource``.
@MainActor struct TableFixture {
  let table: UITableView
  let source: RecordingTableSource

  /// Creates a table over sections of rows titled "Row s-r" in ``DetailCell``s, laid out, with the log cleared.
  ///
  /// The first layout may prefetch already (HeadlessUIKit Rules.md R-time-5); the cleared log
  /// shows only what later gestures prefetch beyond it.
  init(rows: [Int] = [20], height: CGFloat = 220) {
    table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.rowHeight = 44
    table.estimatedRowHeight = 0
    source = RecordingTableSource(
      sections: rows.enumerated().map { section, count in
        (0..<count).map { "Row \(section)-\($0)" }
      })
    table.register(DetailCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    table.prefetchDataSource = source
    table.layoutIfNeeded()
    source.clear()
  }

  /// The calls so far.
  var calls: [String] { source.calls }
}
