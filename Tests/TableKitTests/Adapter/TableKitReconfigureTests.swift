import TableKitTesting
import Testing

@testable import TableKit

/// Kept rows whose content changed are reconfigured in place, inside the update's batch, at
/// their before-update paths while the data source still answers the old shape — so a cell never
/// shows another row's model, even with inserts and deletes above it.
@MainActor @Suite(.keepsWindows) struct TableKitReconfigureTests {
  @Test func rowsChangedBelowAnInsertShowTheirOwnNewContent() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    let cellOfTwo = kit.view.cellForRow(at: IndexPath(row: 1, section: 0))
    kit.table.value = Table(rows: [Message(0), Message(1), Message(2, "two"), Message(3, "three")])
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 two", "0-3 three"])
    #expect(kit.view.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfTwo)
  }

  @Test func rowsChangedBelowADeleteShowTheirOwnNewContent() {
    let kit = TableKit(table: messages([1, 2, 3, 4]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [Message(2), Message(3, "three"), Message(4, "four")])
    #expect(renderedRows(kit.view) == ["0-0 m2", "0-1 three", "0-2 four"])
  }

  @Test func aRowWhoseCellTypeDependsOnContentIsReloadedBelowAnInsert() {
    typealias Row = Either<Message, Banner>
    let kit = TableKit(
      table: Table(rows: [Row.left(Message(1)), .left(Message(2)), .left(Message(3))]),
      view: windowedTableView(),
      rowIdentity: { row -> Int in
        switch row {
        case .left(let message): message.id
        case .right(let banner): Int(banner.id) ?? -1
        }
      }, rowsEqual: { $0 == $1 }, sectionIdentity: { _ in 0 }, sectionsEqual: { _, _ in true })
    kit.view.layoutIfNeeded()
    // Row 2 keeps its identity but now needs a banner; row 3's text changes in place.
    kit.table.value = Table(rows: [
      .left(Message(0)), .left(Message(1)), .right(Banner(id: "2")), .left(Message(3, "three")),
    ])
    #expect(renderedRows(kit.view) == ["0-0 m0", "0-1 m1", "0-2 [2]", "0-3 three"])
  }

  @Test func registeredCellsChangedBelowMovesShowTheirOwnContent() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.register(UITableViewCell.self, for: Message.self) { cell, message, _ in
      cell.textLabel?.text = "cell " + message.text
    }
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [Message(3, "x"), Message(1), Message(2, "y")])
    #expect(renderedRows(kit.view) == ["0-0 cell x", "0-1 cell m1", "0-2 cell y"])
  }
}
