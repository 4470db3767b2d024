import TableKitTesting

/// A data source with only the required methods: no `commit`, no `moveRowAt`.
@MainActor final class BareTableSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Bare \(indexPath.row)"
    return cell
  }

  /// A laid-out 320 × 220 table over a new bare source, returned with the source that the
  /// table holds weakly.
  static func makeTable() -> (UITableView, BareTableSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let source = BareTableSource()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }
}
