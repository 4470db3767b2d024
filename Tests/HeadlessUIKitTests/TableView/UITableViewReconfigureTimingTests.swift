import BatchRules
import Testing

@testable import HeadlessUIKit

/// Rules article, reconfigure timing: inside a batch, UIKit resolves `reconfigureRows(at:)` at
/// the call, at the before-update path, while the data source still answers the old shape
/// (code-payments/code-ios-app pull request #483; Apple's diffable updater in the iOS 18.2
/// decompile reconfigures first, with before-update paths).
@MainActor @Suite struct UITableViewReconfigureTimingTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func aReconfigureInsideABatchAsksForTheCellAtTheCall() throws {
    let fixture = TableFixture(rows: [3])
    let table = fixture.table
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: path(0, 1)))
    fixture.log.clear()
    var askedInsideTheBlock: [String] = []
    table.performBatchUpdates {
      fixture.dataSource.sections[0][1] = "changed"
      table.reconfigureRows(at: [path(0, 1)])
      askedInsideTheBlock = fixture.log.calls(startingWith: "cellForRow")
      fixture.dataSource.sections[0].insert("new", at: 0)
      table.insertRows(at: [path(0, 0)], with: .automatic)
    }
    #expect(askedInsideTheBlock == ["cellForRow 0-1"])
    // The reconfigured cell moved down with its row; nothing asked for it again.
    #expect(table.cellForRow(at: path(0, 2)) === cell)
    #expect(cell.textLabel?.text == "changed")
    #expect(!fixture.log.calls.contains("cellForRow 0-2"))
  }

  @Test func aReconfigureOfARowWithoutACellDoesNothing() {
    let fixture = TableFixture(rows: [40])
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    fixture.table.reconfigureRows(at: [path(0, 35)])
    #expect(fixture.log.calls(startingWith: "cellForRow").isEmpty)
  }

  @Test func dequeuingAnotherIdentifierWhileReconfiguringStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [3])
        fixture.table.register(UITableViewCell.self, forCellReuseIdentifier: "other")
        fixture.table.layoutIfNeeded()
        fixture.dataSource.identifier = "other"
        fixture.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Attempted to dequeue a cell for a different reuse identifier than the existing cell "
          + "when reconfiguring a row"))
  }
}
