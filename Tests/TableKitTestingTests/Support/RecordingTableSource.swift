import TableKitTesting

/// A hand-written data source, delegate and prefetcher over titled rows that records every call
/// a table makes to it (except heights), as short strings such as "didSelect 0-1".
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  /// The rows' titles, by section.
  var sections: [[String]]
  /// Section header titles, by section; nil for none.
  var headers: [String?] = []
  /// Section footer titles, by section; nil for none.
  var footers: [String?] = []
  /// The calls so far.
  private(set) var calls: [String] = []

  /// Rows whose `shouldHighlightRowAt` answers false.
  var unhighlightable: Set<IndexPath> = []
  /// `willSelectRowAt` answers: a path redirects, nil stops; absent rows select themselves.
  var selectionRedirects: [IndexPath: IndexPath?] = [:]
  /// `targetIndexPathForMoveFromRowAt` answers for proposed paths; others are accepted.
  var moveRetargets: [IndexPath: IndexPath] = [:]
  /// Rows whose `canMoveRowAt` answers false.
  var immovable: Set<IndexPath> = []
  /// Editing styles by row; others are `.delete`.
  var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  /// Accessory types by row; others have none.
  var accessories: [IndexPath: UITableViewCell.AccessoryType] = [:]
  /// Detail texts by row; others have none.
  var details: [IndexPath: String] = [:]
  /// Leading swipe actions by row title.
  var leadingActions: [String: [UIContextualAction]] = [:]
  /// Trailing swipe actions by row title; a row without an entry gets UIKit's default.
  var trailingActions: [String: [UIContextualAction]] = [:]
  /// The resting offset `scrollViewWillEndDragging` sets, if any.
  var restingOffset: CGPoint?

  init(sections: [[String]]) { self.sections = sections }

  /// Records a call.
  func record(_ call: String) { calls.append(call) }

  /// Forgets the calls so far.
  func clear() { calls = [] }

  /// The calls whose text starts with one of the prefixes.
  func calls(startingWith prefixes: String...) -> [String] {
    calls.filter { call in prefixes.contains { call.hasPrefix($0) } }
  }

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    record("cellForRow \(indexPath.text)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.detailTextLabel?.text = details[indexPath]
    cell.accessoryType = accessories[indexPath] ?? .none
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < headers.count ? headers[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footers.count ? footers[section] : nil
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    record("canMove \(indexPath.text)")
    return !immovable.contains(indexPath)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    record("commit \(editingStyle == .insert ? "insert" : "delete") \(indexPath.text)")
    if editingStyle == .delete {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    } else {
      sections[indexPath.section].insert("new", at: indexPath.row + 1)
      tableView.insertRows(
        at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
    }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    record("moveRow \(sourceIndexPath.text) → \(destinationIndexPath.text)")
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
  }

  // MARK: Prefetching

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    record("prefetch \(indexPaths.text)")
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    record("cancelPrefetch \(indexPaths.text)")
  }
}
