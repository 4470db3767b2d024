import Testing

@testable import TableKitTesting

/// A hand-written UIKit outline: "Folder" (a parent, which a tap toggles unless `tapToggles` is
/// false) with one child "File", then "Readme" (a leaf). Each cell says its level and state.
@MainActor final class HandOutlineSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var isExpanded = false
  var tapToggles = true

  private var rows: [(text: String, level: Int, status: UIAccessibility.ExpandedStatus)] {
    [("Folder", 0, isExpanded ? .expanded : .collapsed)]
      + (isExpanded ? [("File", 1, .unsupported)] : []) + [("Readme", 0, .unsupported)]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let row = rows[indexPath.row]
    cell.textLabel?.text = row.text
    cell.indentationLevel = row.level
    cell.accessibilityExpandedStatus = row.status
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    guard tapToggles, indexPath.row == 0 else { return }
    isExpanded.toggle()
    tableView.cellForRow(at: indexPath)?.accessibilityExpandedStatus =
      isExpanded ? .expanded : .collapsed
    let child = [IndexPath(row: 1, section: 0)]
    if isExpanded {
      tableView.insertRows(at: child, with: .automatic)
    } else {
      tableView.deleteRows(at: child, with: .automatic)
    }
  }
}

/// Expanding and collapsing an outline's rows by the user's tap, and reading them.
@MainActor @Suite struct OutlineScriptingTests {
  func makeTable() -> (UITableView, HandOutlineSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let source = HandOutlineSource()
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test func renderedTextIndentsByLevelAndMarksParents() {
    let (table, source) = makeTable()
    #expect(table.renderedText() == "  ▷ Folder\n  Readme")
    table.expand(rowAt: IndexPath(row: 0, section: 0))
    table.finishAnimations()
    #expect(table.renderedText() == "  ▽ Folder\n    File\n  Readme")
    table.collapse(rowAt: IndexPath(row: 0, section: 0))
    table.finishAnimations()
    #expect(table.renderedText() == "  ▷ Folder\n  Readme")
    _ = source
  }

  @Test func expandingALeafOrAnExpandedParentIsMisuse() throws {
    let (table, source) = makeTable()
    #expect(throws: InteractionError.self) {
      try table.throwing.expand(rowAt: IndexPath(row: 1, section: 0))
    }
    #expect(throws: InteractionError.self) {
      try table.throwing.collapse(rowAt: IndexPath(row: 0, section: 0))
    }
    try table.throwing.expand(rowAt: IndexPath(row: 0, section: 0))
    #expect(throws: InteractionError("Cannot expand row 0-0: it is already expanded.")) {
      try table.throwing.expand(rowAt: IndexPath(row: 0, section: 0))
    }
    _ = source
  }

  @Test func aTapThatDoesNotExpandIsReported() {
    let (table, source) = makeTable()
    source.tapToggles = false
    #expect {
      try table.throwing.expand(rowAt: IndexPath(row: 0, section: 0))
    } throws: { error in
      (error as? InteractionError)?.message.hasPrefix("Tapping row 0-0 did not expand it") == true
    }
  }
}
