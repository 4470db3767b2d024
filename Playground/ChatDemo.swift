import Foundation
import TableKit
import TableKitTesting

/// A chat line: who said what.
struct ChatLine: Identifiable, Hashable {
  let id: Int
  let author: String
  let text: String
}

extension ChatLine: Reusable {
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (ChatLine) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { line in
        cell.textLabel?.text = "\(line.author): \(line.text)"
        return NilDisposer()
      }
    )
  }
}

/// A scripted session with a chat screen: a table anchored at the bottom, the keyboard and a
/// rotation, new messages while the user reads history, older messages loaded at the top, and the
/// reading position saved and restored on a new screen.
@MainActor final class ChatDemo {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 176))
  private let kit: TableKit<EmptySection, ChatLine>
  private let bag = DisposeBag()
  private var stepNumber = 0
  /// The oldest message the server has sent so far.
  private var oldest = 41
  /// What the "new messages" pill says; nil while it is hidden.
  private var pill: String?

  private init() {
    kit = TableKit(view: ChatDemo.makeView(in: window))
  }

  private static func makeView(in window: UIWindow) -> UITableView {
    let view = UITableView(frame: window.bounds, style: .plain)
    view.rowHeight = 44
    view.estimatedRowHeight = 0
    window.addSubview(view)
    return view
  }

  /// Runs the session and prints it.
  static func run() {
    let demo = ChatDemo()
    demo.script()
    demo.bag.dispose()
  }

  private static let people = ["Ada", "Grace", "Alan"]

  private static func line(_ id: Int) -> ChatLine {
    ChatLine(id: id, author: people[id % people.count], text: "message \(id)")
  }

  private func script() {
    bag += kit.rowsArrivedBelow.onValue { [unowned self] count in
      pill = count == 0 ? nil : "↓ \(count) new message\(count == 1 ? "" : "s")"
    }
    bag += kit.nearStart.onValue { [unowned self] in
      Transcript.logLine("nearStart", "the first messages are on screen: load older ones")
      kit.olderPaging.value = .loading
      let older = (max(1, oldest - 10)..<oldest).map(Self.line)
      oldest = max(1, oldest - 10)
      kit.addPage(older, at: .start)
      kit.olderPaging.value = oldest == 1 ? .exhausted : .idle
    }

    step("A chat anchored at the bottom starts at the newest message") {
      Transcript.action("kit.anchoring = .bottom; kit.table.value = Table(rows: messages 41…60)")
      kit.anchoring = .bottom
      kit.setTable(Table(rows: (41...60).map(Self.line)), animated: false)
    }
    step("A message arrives while the user is at the bottom: it scrolls into view") {
      Transcript.action("kit.addPage([message 61], at: .end)")
      kit.addPage([Self.line(61)], at: .end)
    }
    step("The keyboard shows, then hides: the newest message stays in sight") {
      Transcript.action("kit.view.contentInset.bottom = 88, then 0")
      kit.view.contentInset.bottom = 88
      let last = kit.view.rectForRow(at: IndexPath(row: kit.table.value.count - 1, section: 0))
      let keyboardTop = kit.view.contentOffset.y + kit.view.bounds.height - 88
      Transcript.logLine(
        "keyboard up",
        "the newest message ends at \(last.maxY), the keyboard starts at \(keyboardTop)")
      kit.view.contentInset.bottom = 0
    }
    step("Back to portrait: the view grows and the chat stays at its newest message") {
      Transcript.action("kit.view.frame.size.height = 264")
      kit.view.frame.size.height = 264
      kit.view.layoutIfNeeded()
    }
    step("The user scrolls up to read; two messages arrive: the screen stays still") {
      Transcript.action("kit.view.scroll(by: -200); kit.addPage([message 62, 63], at: .end)")
      kit.view.scroll(by: -200)
      kit.addPage([Self.line(62), Self.line(63)], at: .end)
    }
    step("Up to the top: older messages load above, and the screen does not move") {
      Transcript.action("kit.view.scrollToTop()")
      kit.view.scrollToTop()
    }
    let saved = try? JSONEncoder().encode(kit.readingPosition)
    step("The reading position, saved as data") {
      Transcript.action("JSONEncoder().encode(kit.readingPosition)")
      Transcript.logLine("saved", saved.flatMap { String(data: $0, encoding: .utf8) } ?? "nothing")
    }
    step("Tap the pill: back to the newest message") {
      Transcript.action("kit.scrollToBottom(animated: true)")
      kit.scrollToBottom(animated: true)
    }
    relaunch(restoring: saved)
  }

  /// Opens the chat again on a new screen, as after a relaunch, and restores the saved reading
  /// position although a message arrived above it meanwhile.
  private func relaunch(restoring saved: Data?) {
    let window = UIWindow(frame: self.window.frame)
    let newKit = TableKit<EmptySection, ChatLine>(view: ChatDemo.makeView(in: window))
    Transcript.heading("\(stepNumber + 1). After a relaunch, a new screen restores the position")
    Transcript.action("newKit.restore(position); newKit.table.value = messages 30…63")
    if let saved,
      let position = try? JSONDecoder().decode(ScrollPosition<Int>.self, from: saved)
    {
      newKit.restore(position)
    }
    newKit.setTable(Table(rows: (30...63).map(Self.line)), animated: false)
    Transcript.rendered(newKit.view, caption: "the same messages at the top as when saved")
    newKit.dispose()
  }

  /// Prints a numbered step: its heading, what `perform` does, and the chat with its pill.
  private func step(_ title: String, perform: () -> Void) {
    stepNumber += 1
    Transcript.heading("\(stepNumber). \(title)")
    perform()
    kit.view.finishAnimations()
    let count = kit.table.value.count
    Transcript.rendered(
      kit.view, caption: "\(count) messages" + (pill.map { " · pill: \($0)" } ?? ""))
  }
}
