import Testing

@testable import TableKitTesting

/// Rules.md R-edit-2, R-edit-5: the delete and insert controls commit on the data source; a drag by the
/// reorder control asks `canMoveRowAt`, lets the delegate retarget, then moves model and view.
@MainActor @Suite struct EditingControlTests {
  /// A fixture whose table is editing, with the log cleared.
  func editingFixture(rows: [Int] = [20]) -> TableFixture {
    let fixture = TableFixture(rows: rows)
    fixture.table.setEditing(true, animated: false)
    fixture.source.clear()
    return fixture
  }

  @Test func theDeleteControlCommitsADelete() {
    let fixture = editingFixture()
    fixture.table.delete(rowAt: row(2))
    #expect(fixture.source.calls(startingWith: "commit") == ["commit delete 0-2"])
    #expect(fixture.table.numberOfRows(inSection: 0) == 19)
    #expect(fixture.table.cellForRow(at: row(2))?.textLabel?.text == "Row 0-3")
  }

  @Test func theInsertControlCommitsAnInsert() {
    let fixture = TableFixture()
    fixture.source.editingStyles = [row(1): .insert]
    fixture.table.setEditing(true, animated: false)
    fixture.source.clear()
    fixture.table.insert(rowAt: row(1))
    #expect(fixture.source.calls(startingWith: "commit") == ["commit insert 0-1"])
    #expect(fixture.table.cellForRow(at: row(2))?.textLabel?.text == "new")
    let error = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.insert(rowAt: row(3))
    }
    #expect(
      error?.message
        == "Cannot use the insert control of row 0-3: the row shows editing style .delete. "
        + "Return .insert from tableView(_:editingStyleForRowAt:) and true from "
        + "tableView(_:canEditRowAt:).")
  }

  @Test func dragAsksCanMoveThenTheTargetThenMovesModelAndView() {
    let fixture = editingFixture()
    let landed = fixture.table.drag(rowAt: row(0), to: row(3))
    #expect(landed == row(3))
    #expect(
      fixture.source.calls(startingWith: "canMove", "targetForMove", "moveRow") == [
        "canMove 0-0", "targetForMove 0-0 → 0-3", "moveRow 0-0 → 0-3",
      ])
    #expect(fixture.source.sections[0].prefix(4) == ["Row 0-1", "Row 0-2", "Row 0-3", "Row 0-0"])
    #expect(
      fixture.table.visibleRows.compactMap { fixture.table.cellForRow(at: $0)?.textLabel?.text }
        == ["Row 0-1", "Row 0-2", "Row 0-3", "Row 0-0", "Row 0-4"])
  }

  @Test func theDelegateRetargetsTheDropAcrossSections() {
    let fixture = editingFixture(rows: [3, 2])
    fixture.source.moveRetargets = [row(0, section: 1): row(2, section: 1)]
    let landed = fixture.table.drag(rowAt: row(1), to: row(0, section: 1))
    #expect(landed == row(2, section: 1))
    #expect(
      fixture.source.calls(startingWith: "canMove", "targetForMove", "moveRow") == [
        "canMove 0-1", "targetForMove 0-1 → 1-0", "moveRow 0-1 → 1-2",
      ])
    #expect(
      fixture.source.sections == [["Row 0-0", "Row 0-2"], ["Row 1-0", "Row 1-1", "Row 0-1"]])
    #expect(fixture.table.numberOfRows(inSection: 1) == 3)
  }

  @Test func aDropOnItsOwnPlaceMovesNothing() {
    let fixture = editingFixture()
    fixture.source.moveRetargets = [row(4): row(1)]
    #expect(fixture.table.drag(rowAt: row(1), to: row(4)) == row(1))
    #expect(fixture.source.calls(startingWith: "moveRow").isEmpty)
  }

  @Test func controlsNeedEditingAMovableRowAndTheDataSourceMethods() throws {
    let fixture = TableFixture()
    let notEditing = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.drag(rowAt: row(0), to: row(2))
    }
    #expect(
      notEditing?.message
        == "Cannot use the reorder control of row 0-0: the table is not editing, so it shows "
        + "no editing controls. Call setEditing(true, animated: false) first.")
    fixture.table.setEditing(true, animated: false)
    fixture.source.immovable = [row(0)]
    let immovable = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.drag(rowAt: row(0), to: row(2))
    }
    #expect(immovable?.message.contains("canMoveRowAt:) returns false") == true)
    let outOfRange = #expect(throws: InteractionError.self) {
      try fixture.table.throwing.drag(rowAt: row(1), to: row(20))
    }
    #expect(outOfRange?.message.contains("the destination is out of range") == true)

    let (bare, source) = BareTableSource.makeTable()
    bare.setEditing(true, animated: false)
    let noMove = #expect(throws: InteractionError.self) {
      try bare.throwing.drag(rowAt: row(0), to: row(2))
    }
    #expect(
      noMove?.message
        == "Cannot drag row 0-0: the data source does not implement tableView(_:moveRowAt:to:), "
        + "so rows show no reorder control. Implement it to move the item in the model (without "
        + "calling moveRow(at:to:)).")
    let noCommit = #expect(throws: InteractionError.self) {
      try bare.throwing.delete(rowAt: row(1))
    }
    #expect(noCommit?.message.contains("does not implement tableView(_:commit:forRowAt:)") == true)
    #expect(bare.numberOfRows(inSection: 0) == 3)
    withExtendedLifetime(source) {}
  }

  /// Commits a delete by archiving the row and reloading it: the row count does not change.
  final class Archiver: NSObject, UITableViewDataSource, UITableViewDelegate {
    var archived: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = archived.contains(indexPath.row) ? "Archived" : "Row"
      return cell
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      archived.append(indexPath.row)
      tableView.reloadRows(at: [indexPath], with: .fade)
    }
  }

  @Test func aCommitThatKeepsTheRowCountStillCountsAsImplemented() {
    // Rules.md R-opt-2: reloading the row reaches the delegate's display defaults, which say
    // nothing about commit.
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let archiver = Archiver()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = archiver
    table.delegate = archiver
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    #expect(throws: Never.self) { try table.throwing.delete(rowAt: row(1)) }
    #expect(archiver.archived == [1])
    #expect(table.cellForRow(at: row(1))?.textLabel?.text == "Archived")
  }
}
