import HeadlessUIKit
import Testing

/// A data source that breaks UIKit's rules answers as UIKit does: with UIKit's exception.
@MainActor @Suite struct DataSourceMisuseTests {
  @Test func dequeueingAnUnregisteredIdentifierThrowsUIKitsMessage() {
    let fixture = TableFixture(rows: [3])
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.dequeueReusableCell(
        withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    }
    #expect(error?.name == .internalInconsistencyException)
    #expect(
      error?.reason.hasPrefix(
        "unable to dequeue a cell with identifier missing - must register a nib or a class")
        == true)
  }

  @Test func aBatchWithWrongCountsThrowsUIKitsMessageAndLeavesTheTable() {
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.performBatchUpdates {
        fixture.dataSource.sections[0].append("0-3")  // added to the model, not announced
      }
    }
    #expect(error?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
  }

  @Test func insertingARowPastTheEndThrowsUIKitsMessage() {
    let fixture = TableFixture(rows: [3])
    fixture.table.layoutIfNeeded()
    let error = #expect(throws: UIKitException.self) {
      try fixture.table.checked.performBatchUpdates {
        fixture.dataSource.sections[0].append("0-3")
        fixture.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
      }
    }
    #expect(error?.reason.hasPrefix("attempt to insert row 5 into section 0") == true)
  }

  @Test func registeringAClassThatIsNotACellThrowsAnInvalidArgument() {
    let table = UITableView(frame: .zero, style: .plain)
    let error = #expect(throws: UIKitException.self) {
      try table.checked.register(UIView.self, forCellReuseIdentifier: "view")
    }
    #expect(error?.name == .invalidArgumentException)
  }

  @Test func aBatchWithWrongCountsStopsWithUIKitsLine() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [3])
        fixture.table.layoutIfNeeded()
        fixture.table.performBatchUpdates { fixture.dataSource.sections[0].removeLast() }
      }
    }
    #expect(
      standardError(result).contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Invalid batch updates detected: the number of sections and/or rows "
          + "returned by the data source before and/or after performing the batch updates are "
          + "inconsistent with the updates."))
  }
}
