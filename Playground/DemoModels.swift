import TableKit

/// A message of the demo's inbox: a row that makes and configures its own cell.
struct Message: Identifiable, Hashable {
  let id: Int
  var sender: String
  var text: String
  var day: String
  var isUnread = true
}

extension Message: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Message) -> Disposable) {
    CellCount.made += 1
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    return (
      cell,
      { message in
        cell.textLabel?.text = (message.isUnread ? "● " : "  ") + message.sender
        cell.detailTextLabel?.text = message.text
        cell.accessoryType = .disclosureIndicator
        return NilDisposer()
      }
    )
  }
}

/// The banner row at the top of the inbox: another row type in the same table.
struct Notice: Identifiable, Hashable {
  let id = "status"
  var text: String
}

extension Notice: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Notice) -> Disposable) {
    CellCount.made += 1
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { notice in
        cell.textLabel?.text = notice.text
        cell.accessoryType = .detailButton
        return NilDisposer()
      }
    )
  }
}

/// A row of the inbox table: the status banner or a message.
typealias InboxRow = Either<Notice, Message>

extension InboxRow {
  /// The row's name in the event log.
  var name: String {
    switch self {
    case .left: "Notice"
    case .right(let message): message.sender
    }
  }
}

/// Counts the cells the rows' `makeAndConfigure()` made, to show that cells are reused.
@MainActor enum CellCount {
  static var made = 0
}

/// The demo's messages, and the table they make.
enum Inbox {
  /// The messages shown first, newest first.
  static let firstPage: [Message] = [
    Message(id: 1, sender: "Ada", text: "Notes on the engine", day: "Today"),
    Message(id: 2, sender: "Grace", text: "Found a moth in relay 70", day: "Today"),
    Message(id: 3, sender: "Linus", text: "Patch v2, smaller", day: "Today", isUnread: false),
    Message(id: 4, sender: "Margaret", text: "Launch checklist", day: "Yesterday"),
    Message(id: 5, sender: "Dennis", text: "Re: pointers", day: "Yesterday", isUnread: false),
    Message(id: 6, sender: "Barbara", text: "Abstraction, again", day: "Yesterday"),
    Message(id: 7, sender: "Ken", text: "Pipes are back", day: "Yesterday", isUnread: false),
    Message(id: 8, sender: "Edsger", text: "Goto, considered", day: "Monday", isUnread: false),
    Message(id: 9, sender: "Frances", text: "Compiler benchmarks", day: "Monday"),
  ]

  /// The page the server returns when the user nears the end.
  static let secondPage: [Message] = [
    Message(id: 10, sender: "Donald", text: "Chapter 7 proofs", day: "Last week", isUnread: false),
    Message(id: 11, sender: "John", text: "Lisp, one page", day: "Last week", isUnread: false),
    Message(id: 12, sender: "Alan", text: "On computable numbers", day: "Last week"),
  ]

  /// Returns the table of the messages: the status banner first, a section per day.
  static func table(of messages: [Message]) -> Table<String, InboxRow> {
    let unread = messages.count(where: \.isUnread)
    let notice = Notice(text: unread == 0 ? "All caught up" : "\(unread) unread")
    let rows = [InboxRow.left(notice)] + messages.map(InboxRow.right)
    return Table(rows: rows, sectionedBy: { $0.right?.day ?? "Today" })
  }
}
