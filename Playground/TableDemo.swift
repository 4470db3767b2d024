import TableKit
import TableKitTesting

/// A scripted session with a TableKit inbox on a headless table view: taps, scrolls, paging
/// and diffed updates of a live list, each step printing the events the kit's signals carried
/// and the rows on screen.
@MainActor final class TableDemo {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
  private let kit: TableKit<String, InboxRow>
  private let messages = ReadWriteSignal(Inbox.firstPage)
  private let log = EventLog()
  private let bag = DisposeBag()
  private var stepNumber = 0
  /// The page the server sends once the kit nears the end; nil once it arrived.
  private var pendingPage: [Message]? = Inbox.secondPage

  private init() {
    let view = UITableView(frame: window.bounds, style: .plain)
    view.rowHeight = 44
    view.estimatedRowHeight = 0
    view.sectionHeaderHeight = 28
    view.sectionFooterHeight = 0
    window.addSubview(view)
    kit = TableKit(view: view)
  }

  /// Runs the session and prints it.
  static func run() {
    let demo = TableDemo()
    demo.script()
    demo.bag.dispose()
  }

  private func script() {
    log.listen(to: kit, in: bag)
    bag += kit.didSelect(Message.self).onValue { [unowned self] message in
      markRead(message.id)
    }
    bag += kit.nearEnd.onValue { [unowned self] in
      let more = pendingPage != nil
      log.record(
        "(handler)",
        more
          ? "requests page 2: kit.isLoadingNextPage = true"
          : "no more pages: kit.paging.value = .exhausted")
      kit.paging.value = more ? .loading : .exhausted
    }

    step("A live list bound to a table: mixed rows, a section per day") {
      Transcript.action("bag += messages.atOnce().map(Inbox.table).bindTo(kit.table)")
      bag += messages.atOnce().map(Inbox.table(of:)).bindTo(kit.table)
    }
    step("Tap Grace's message: a didSelect handler marks it read") {
      tap(IndexPath(row: 2, section: 0))
    }
    step("Tap the banner's ⓘ button") {
      Transcript.action("kit.view.tapAccessoryButton(rowAt: [0, 0])")
      kit.view.tapAccessoryButton(rowAt: IndexPath(row: 0, section: 0))
    }
    step("Scroll down one screen: rows ahead are prefetched, nearEnd fires") {
      Transcript.action("kit.view.scroll(by: 220)")
      kit.view.scroll(by: 220)
    }
    step("Scroll back up a little: the prefetches ahead are cancelled") {
      Transcript.action("kit.view.scroll(by: -100)")
      kit.view.scroll(by: -100)
    }
    step("Scroll to the bottom: nearEnd stays quiet while the page loads") {
      Transcript.action("kit.view.scrollToBottom()")
      kit.view.scrollToBottom()
    }
    update("Page 2 arrives: appended, and loading ends") { [unowned self] messages in
      messages += pendingPage ?? []
      pendingPage = nil
    }
    step("Keep scrolling: the new section comes into view") {
      Transcript.action("kit.view.scrollToBottom()")
      kit.view.scrollToBottom()
    }
    step("Back to the top: every row on the way is displayed, then ends") {
      Transcript.action("kit.view.scrollToTop()")
      kit.view.scrollToTop()
    }
    update("New mail: two messages inserted at the top") { messages in
      messages.insert(
        contentsOf: [
          Message(id: 13, sender: "Katherine", text: "Trajectories attached", day: "Today"),
          Message(id: 14, sender: "Tim", text: "A proposal: hypertext", day: "Today"),
        ], at: 0)
    }
    update("Tim's message deleted, Margaret's thread bumped to Today") { messages in
      messages.removeAll { $0.sender == "Tim" }
      if let index = messages.firstIndex(where: { $0.sender == "Margaret" }) {
        var margaret = messages.remove(at: index)
        (margaret.day, margaret.text, margaret.isUnread) = ("Today", "Re: Launch checklist", true)
        messages.insert(margaret, at: 0)
      }
    }
    update("Grace edits her message: reconfigured in place, still selected") { messages in
      if let index = messages.firstIndex(where: { $0.sender == "Grace" }) {
        messages[index].text = "Moth taped into the log book"
      }
    }
    step("Select from code: the selection is a two-way binding") {
      let ada = messages.value.first { $0.sender == "Ada" }.map(InboxRow.right)
      Transcript.action("kit.selection.value = [Ada]")
      kit.selection.value = ada.map { [$0] } ?? []
    }
    update("A bad update: two rows share an id, and the kit says so") { messages in
      messages.append(Message(id: 1, sender: "Ada (copy)", text: "Same id as Ada", day: "Older"))
    }
    let shown = kit.table.value.count
    print(
      "\nSession over: \(CellCount.made) cells made for \(shown) rows, "
        + "\(log.total) events logged.")
  }

  /// Prints a numbered step: its heading, what `perform` does, the events and the table.
  private func step(_ title: String, perform: () -> Void) {
    stepNumber += 1
    Transcript.heading("\(stepNumber). \(title)")
    perform()
    // The session never yields the main actor, so end the update animations here, as the run
    // loop does on a device before the next frame is looked at.
    kit.view.finishAnimations()
    log.flush()
    let visible = kit.view.visibleRows.map { kit.table.value.offset(of: TableIndex($0)) + 1 }
    let range = visible.first.map { "rows \($0)–\(visible.last ?? $0) of " } ?? "no rows of "
    let loading = kit.isLoadingNextPage ? " · loading view below the last row" : ""
    Transcript.rendered(
      kit.view,
      caption: range + "\(kit.table.value.count) · cells made: \(CellCount.made)" + loading)
  }

  /// A step that changes the live list: prints the diff, then sets the new messages.
  private func update(_ title: String, change: @escaping (inout [Message]) -> Void) {
    step(title) {
      var new = messages.value
      change(&new)
      let summary = ChangeSummary(old: kit.table.value, new: Inbox.table(of: new))
      Transcript.action("messages.value = …  (\(summary.parts.joined(separator: "; ")))")
      messages.value = new
      if pendingPage == nil, kit.isLoadingNextPage {
        Transcript.action("kit.isLoadingNextPage = false")
        kit.isLoadingNextPage = false
      }
    }
  }

  private func tap(_ indexPath: IndexPath) {
    Transcript.action("kit.view.tap(rowAt: [\(indexPath.section), \(indexPath.row)])")
    kit.view.tap(rowAt: indexPath)
  }

  private func markRead(_ id: Message.ID) {
    guard let index = messages.value.firstIndex(where: { $0.id == id }),
      messages.value[index].isUnread
    else { return }
    var new = messages.value
    new[index].isUnread = false
    let summary = ChangeSummary(old: kit.table.value, new: Inbox.table(of: new))
    log.record("(handler)", "marks it read: " + summary.parts.joined(separator: "; "))
    messages.value = new
  }
}
