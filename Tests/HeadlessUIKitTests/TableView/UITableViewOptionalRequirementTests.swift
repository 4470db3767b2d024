import Testing

@testable import HeadlessUIKit

/// Rules.md R-opt-2: the table tells an implemented optional method from a missing one even when
/// the implemented method makes the table reach the defaults of other methods.
@MainActor @Suite struct UITableViewOptionalRequirementTests {
  /// Data source and delegate that implements `commit`, `moveRowAt` and `heightForRowAt`, each
  /// in a way that reaches defaults it leaves to HeadlessUIKit.
  final class Editor: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = ["A", "B", "C", "D"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }

    /// Deletes the row, so the table ends its display: the default `didEndDisplaying` runs.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// Moves the row in the model, then reloads and lays out: the default `willDisplay` runs.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
      tableView.reloadData()
      tableView.layoutIfNeeded()
    }

    /// Adds the indentation, from the default `indentationLevelForRowAt`, to 44 points.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      44 + 10 * CGFloat(self.tableView(tableView, indentationLevelForRowAt: indexPath))
    }
  }

  /// A delegate whose only method is an estimate built on the default `indentationLevelForRowAt`.
  final class Estimator: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      100 + CGFloat(self.tableView(tableView, indentationLevelForRowAt: indexPath))
    }
  }

  /// A data source with the required methods only.
  final class Bare: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    { tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
  }

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  /// A laid-out 320 × 440 table whose data source and delegate is `conformer`.
  func table(over conformer: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = conformer
    table.delegate = conformer
    table.layoutIfNeeded()
    return table
  }

  /// Probes `requirement` of `conformer` inside a probe of `other` of the same conformer, and
  /// returns both answers: the outer one proves that `other`'s default ran meanwhile.
  func probe(
    _ requirement: String, whileWatching other: String, of conformer: AnyObject,
    _ body: () -> Void
  ) -> (probed: Bool, watched: Bool) {
    let watched = OptionalRequirement.call(other, of: conformer) {
      OptionalRequirement.call(requirement, of: conformer, body).isImplemented
    }
    return (watched.value, watched.isImplemented)
  }

  @Test("R-opt-2: a commit that deletes rows, reaching didEndDisplaying's default, is implemented")
  func commitThatDeletesRows() {
    let editor = Editor()
    let table = table(over: editor)
    let answer = probe(
      "tableView(_:commit:forRowAt:)", whileWatching: "tableView(_:didEndDisplaying:forRowAt:)",
      of: editor
    ) {
      editor.tableView(table, commit: .delete, forRowAt: path(1))
      // Rules.md R-time-2: didEndDisplaying comes when the delete's animation ends.
      table.headless.finishAnimations()
    }
    #expect(answer.probed && !answer.watched)
    #expect(table.visibleCells.compactMap(\.textLabel?.text) == ["A", "C", "D"])
  }

  @Test("R-opt-2: a moveRowAt that reloads, reaching willDisplay's default, is implemented")
  func moveThatReloads() {
    let editor = Editor()
    let table = table(over: editor)
    let answer = probe(
      "tableView(_:moveRowAt:to:)", whileWatching: "tableView(_:willDisplay:forRowAt:)",
      of: editor
    ) { editor.tableView(table, moveRowAt: path(0), to: path(2)) }
    #expect(answer.probed && !answer.watched)
    #expect(table.visibleCells.compactMap(\.textLabel?.text) == ["B", "C", "A", "D"])
  }

  @Test("R-opt-2: a heightForRowAt built on another method's default is implemented")
  func heightBuiltOnADefault() {
    let editor = Editor()
    let table = table(over: editor)
    let answer = probe(
      "tableView(_:heightForRowAt:)", whileWatching: "tableView(_:indentationLevelForRowAt:)",
      of: editor
    ) { _ = editor.tableView(table, heightForRowAt: path(0)) }
    #expect(answer.probed && !answer.watched)
  }

  @Test("R-opt-2: an estimatedHeightForRowAt built on another default switches estimation on")
  func estimateBuiltOnADefault() {
    // Rules.md R-scroll-6: an implemented estimate turns estimation on although
    // estimatedRowHeight is 0; unshown rows then count at their estimate.
    let bare = Bare()
    let estimator = Estimator()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.estimatedRowHeight = 0
    table.dataSource = bare
    table.delegate = estimator
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 9440)  // 10 shown × 44 + 90 × 100
    table.delegate = bare
    table.reloadData()
    #expect(table.contentSize.height == 4400)  // 100 × 44: no estimation
    withExtendedLifetime((bare, estimator)) {}
  }

  @Test("R-opt-2: commit, moveRowAt and the heights of a data source that lacks them are missing")
  func missingMethodsAreMissing() {
    let bare = Bare()
    let table = table(over: bare)
    let probes = [
      OptionalRequirement.call("tableView(_:commit:forRowAt:)", of: bare) {
        bare.tableView(table, commit: .delete, forRowAt: path(1))
      }.isImplemented,
      OptionalRequirement.call("tableView(_:moveRowAt:to:)", of: bare) {
        bare.tableView(table, moveRowAt: path(0), to: path(2))
      }.isImplemented,
      OptionalRequirement.call("tableView(_:heightForRowAt:)", of: bare) {
        _ = bare.tableView(table, heightForRowAt: path(0))
      }.isImplemented,
      OptionalRequirement.call("tableView(_:estimatedHeightForRowAt:)", of: bare) {
        _ = bare.tableView(table, estimatedHeightForRowAt: path(0))
      }.isImplemented,
    ]
    #expect(probes == [false, false, false, false])
  }

  @Test("R-opt-2: a commit on one table that probes another table's data source answers for each")
  func reentrantProbeOnAnotherTable() {
    // The same requirement probed reentrantly on another view and conformer.
    let bare = Bare()
    let other = table(over: bare)
    let editor = Editor()
    let table = table(over: editor)
    var inner: Bool?
    let outer = OptionalRequirement.call("tableView(_:commit:forRowAt:)", of: editor) {
      inner =
        OptionalRequirement.call("tableView(_:commit:forRowAt:)", of: bare) {
          bare.tableView(other, commit: .delete, forRowAt: path(0))
        }.isImplemented
      editor.tableView(table, commit: .delete, forRowAt: path(0))
    }
    #expect(outer.isImplemented)
    #expect(inner == false)
  }
}
