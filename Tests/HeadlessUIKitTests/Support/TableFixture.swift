import HeadlessUIKit

/// A 320 × 440 table (ten 44-point rows fit) with recording collaborators.
@MainActor struct TableFixture {
  let log = CallLog()
  let table: UITableView
  let dataSource: RecordingDataSource
  let delegate: RecordingDelegate
  let prefetcher: RecordingPrefetcher

  /// Creates a table over sections of rows titled "s-r", registered for ``CountingCell``.
  init(
    rows: [Int] = [30], style: UITableView.Style = .plain, cellClass: AnyClass = CountingCell.self
  ) {
    table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
    dataSource = RecordingDataSource(
      sections: rows.enumerated().map { section, count in
        (0..<count).map { "\(section)-\($0)" }
      }, log: log)
    delegate = RecordingDelegate(log: log)
    prefetcher = RecordingPrefetcher(log: log)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = dataSource
    table.delegate = delegate
    table.prefetchDataSource = prefetcher
  }

  /// The titles of the visible cells, in row order.
  var visibleTitles: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
}
