import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/GettingStarted.md, compiled and run; change
// both together.

struct Contact: Identifiable, Hashable {
  var id: Int
  var name: String
  var group: String
}

extension Contact: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Contact) -> Disposable) {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    return (
      cell,
      { contact in
        cell.textLabel?.text = contact.name
        return NilDisposer()
      }
    )
  }
}

struct Notice: Hashable, Identifiable, Reusable {
  var id: String
  static func makeAndConfigure() -> (make: UILabel, configure: (Notice) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { notice in
        label.text = notice.id
        return NilDisposer()
      }
    )
  }
}

final class ContactCell: UITableViewCell {}

@MainActor @Suite(.keepsWindows) struct GettingStartedTests {
  @Test func theArticlesSnippetsRunAsDescribed() {
    let tableView = windowedTableView(height: 400)
    tableView.sectionHeaderHeight = 20

    let contacts = ReadWriteSignal([
      Contact(id: 1, name: "Ada", group: "Friends"),
      Contact(id: 2, name: "Grace", group: "Work"),
    ])
    let kit = TableKit<String, Contact>(view: tableView)
    let bag = DisposeBag()
    bag += contacts.atOnce()
      .map { Table(rows: $0, sectionedBy: \.group) }
      .bindTo(kit.table)

    var opened: [Contact] = []
    bag += kit.didSelect.onValue { contact in opened.append(contact) }
    #expect(tableView.renderedText() == "▸ Friends\n  Ada\n▸ Work\n  Grace")

    contacts.value.append(Contact(id: 3, name: "Linus", group: "Work"))
    contacts.value[0].name = "Ada L."
    tableView.finishAnimations()  // the second change waited for the first one's animation
    #expect(tableView.renderedText() == "▸ Friends\n  Ada L.\n▸ Work\n  Grace\n  Linus")

    let ada = contacts.value[0]
    typealias Row = Either<Notice, Contact>
    let mixed = TableKit(table: Table(rows: [Row.left(Notice(id: "Offline")), .right(ada)]))
    bag += mixed.didSelect(Contact.self).onValue { contact in opened.append(contact) }
    mixed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    mixed.view.tap(row: 1)
    #expect(opened == [ada])

    bag += kit.register(ContactCell.self, for: Contact.self) { cell, contact, lifetimes in
      cell.textLabel?.text = contact.name
      lifetimes.display += { print("\(contact.name) scrolled away") }
    }
    #expect(tableView.visibleCells.allSatisfy { $0 is ContactCell })

    kit.selection.value = [contacts.value[1]]
    kit.heightForRow = { contact, _ in contact.group == "Work" ? 60 : 44 }
    bag += kit.diagnostics.onValue { print($0) }
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])

    kit.selection.value = []
    let selected = SignalRecorder(kit.didSelect)
    kit.view.tap(row: 0)
    #expect(selected.values.map(\.name) == ["Ada L."])
  }
}
