import Testing

@testable import TableKit

/// A registered cell class for the registration tests.
final class NoteCell: UITableViewCell {}

@MainActor @Suite(.keepsWindows) struct TableKitRegistrationTests {
  @Test func aRegisteredCellShowsItsModelType() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.register(NoteCell.self, for: Message.self) { cell, message, _ in
      cell.textLabel?.text = "note \(message.id)"
    }
    #expect(renderedRows(kit.view) == ["0-0 note 1", "0-1 note 2"])
    #expect(kit.view.visibleCells.allSatisfy { $0 is NoteCell })
    #expect(kit.view.visibleCells.first?.reuseIdentifier?.contains("NoteCell") == true)
  }

  @Test func aRegistrationCanBeLimitedBySectionOrPredicate() {
    let table = Table(sections: [("a", [Message(1), Message(2)]), ("b", [Message(3)])])
    let kit = TableKit(table: table, view: windowedTableView())
    kit.register(NoteCell.self, for: Message.self, inSections: [1]) { cell, message, _ in
      cell.textLabel?.text = "note \(message.id)"
    }
    kit.register(
      UITableViewCell.self, for: Message.self, where: { message, _ in message.id == 2 },
      configure: { cell, _, _ in cell.textLabel?.text = "two" })
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 two", "1-0 note 3"])
  }

  @Test func disposingARegistrationUnregistersIt() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let registration = kit.register(NoteCell.self, for: Message.self) { cell, _, _ in
      cell.textLabel?.text = "note"
    }
    #expect(renderedRows(kit.view) == ["0-0 note"])
    registration.dispose()
    kit.view.reloadData()
    #expect(renderedRows(kit.view) == ["0-0 m1"])
  }

  @Test func unregisteringByTypesRemovesTheRegistration() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    kit.register(NoteCell.self, for: Message.self) { cell, _, _ in cell.textLabel?.text = "note" }
    kit.unregister(NoteCell.self, for: Message.self)
    #expect(renderedRows(kit.view) == ["0-0 m1"])
  }
}
