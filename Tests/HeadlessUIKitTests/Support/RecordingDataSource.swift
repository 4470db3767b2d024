import HeadlessUIKit

/// A data source over a model of titled rows that records every call in a ``CallLog``.
///
/// Cells are dequeued with `identifier` (registered by ``makeTable(rows:log:height:)``) and show
/// their row's title, so a test can read which model row a cell shows.
@MainActor final class RecordingDataSource: NSObject, UITableViewDataSource {
  /// The model: each section's row titles.
  var sections: [[String]]
  /// The header title of each section, if any.
  var headerTitles: [Int: String] = [:]
  /// The identifier cells are dequeued with.
  var identifier = "cell"
  /// Whether rows can be edited (answer of `canEditRowAt`).
  var canEdit = true
  let log: CallLog

  init(sections: [[String]], log: CallLog) {
    self.sections = sections
    self.log = log
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.record("numberOfSections")
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.record("numberOfRows \(section)")
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.record("cellForRow \(indexPath.logText)")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    log.record("titleForHeader \(section)")
    return headerTitles[section]
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    log.record("canEdit \(indexPath.logText)")
    return canEdit
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.record("commit \(editingStyle.rawValue) \(indexPath.logText)")
    if editingStyle == .delete {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.record("moveRow \(sourceIndexPath.logText) \(destinationIndexPath.logText)")
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
  }
}

/// A cell that counts `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
  var reuseCount = 0
  /// Set by the overridden designated initializer, to prove the table calls it.
  var madeThroughOverride = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeThroughOverride = true
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}
