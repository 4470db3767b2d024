// Runs against HeadlessUIKit only: TableKitTesting scripts context menus, keys, pans and
// VoiceOver there (ContextMenu, press(_:), twoFingerPan and VoiceOverRecorder are headless-only).
#if !canImport(UIKit)
  import TableKitTesting
  import Testing

  @testable import TableKit

  // The snippets of Sources/TableKit/TableKit.docc/RowActionsMenusAndDragAndDrop.md, compiled and
  // run with a small stand-in for the app's mailbox; change both together.

  struct Letter: Identifiable, Hashable, Reusable {
    var id: Int
    var subject: String
    var isPinned = false

    static func makeAndConfigure() -> (make: UITableViewCell, configure: (Letter) -> Disposable) {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      return (
        cell,
        { mail in
          cell.textLabel?.text = mail.subject
          return NilDisposer()
        }
      )
    }
  }

  /// The app's mailbox: it pins, deletes after asking, and opens mail.
  @MainActor final class Mailbox {
    var mails: [Letter]
    var opened: [Letter] = []
    /// The confirmations waiting for the user's answer.
    var confirmations: [(Bool) -> Void] = []

    init(_ mails: [Letter]) { self.mails = mails }

    var table: Table<EmptySection, Letter> { Table(rows: mails) }

    func togglePin(_ mail: Letter) {
      guard let index = mails.firstIndex(where: { $0.id == mail.id }) else { return }
      mails[index].isPinned.toggle()
    }

    func delete(_ mail: Letter) { mails.removeAll { $0.id == mail.id } }

    func confirmDelete(_ mail: Letter, then answer: @escaping (Bool) -> Void) {
      confirmations.append(answer)
    }

    func open(_ mail: Letter) { opened.append(mail) }
  }

  /// A controller that previews a mail.
  final class LetterPreviewController: UIViewController {
    let mail: Letter

    init(_ mail: Letter) {
      self.mail = mail
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
  }

  @MainActor @Suite(.keepsWindows) struct RowActionsArticleTests {
    /// The article's first snippets: one declaration, one handler.
    private func inbox(_ mailbox: Mailbox, bag: DisposeBag) -> TableKit<EmptySection, Letter> {
      let kit = TableKit(table: mailbox.table, view: windowedTableView())
      kit.rowActions = { mail in
        [
          RowAction(id: "pin", title: mail.isPinned ? "Unpin" : "Pin")
            .swipe(.leading, primary: true)
            .keyboardShortcut("p", modifiers: .command),
          RowAction(id: "delete", title: "Delete", attributes: .destructive, completion: .deferred)
            .swipe(.trailing, primary: true),
        ]
      }
      bag += kit.didInvokeAction.onValue { [weak mailbox, weak kit] invocation in
        guard let mailbox, let kit else { return }
        switch invocation.action.id {
        case "pin":
          mailbox.togglePin(invocation.row)
          kit.table.value = mailbox.table
        default:
          mailbox.confirmDelete(invocation.row) { confirmed in
            if confirmed {
              mailbox.delete(invocation.row)
              kit.table.value = mailbox.table
            }
            invocation.complete(confirmed)
          }
        }
      }
      kit.contextMenuPreview = { mail in LetterPreviewController(mail) }
      bag += kit.didCommitPreview.onValue { [weak mailbox] mail in mailbox?.open(mail) }
      kit.view.layoutIfNeeded()
      return kit
    }

    @Test func oneDeclarationReachesSwipesMenusVoiceOverAndKeys() async {
      let bag = DisposeBag()
      let mailbox = Mailbox([Letter(id: 1, subject: "Lunch"), Letter(id: 2, subject: "Invoice")])
      let kit = inbox(mailbox, bag: bag)
      let first = IndexPath(row: 0, section: 0)

      // The article's testing snippet.
      kit.view.swipe(rowAt: first, edge: .leading).tapAction(titled: "Pin")
      await waitForDeferredUpdates()
      #expect(kit.view.longPress(rowAt: first).titles == ["Unpin", "Delete"])
      #expect(kit.view.accessibilityActionNames(rowAt: first) == ["Unpin", "Delete"])
      kit.view.press(.down)
      kit.performKeyboardShortcut(RowAction.KeyboardShortcut(input: "p", modifiers: .command))
      await waitForDeferredUpdates()
      #expect(kit.table.value[first].isPinned == false)

      let swiped = kit.view.swipe(rowAt: IndexPath(row: 1, section: 0))
      swiped.tapAction(titled: "Delete")
      #expect(swiped.completion == nil)  // waiting for the confirmation
      mailbox.confirmations.removeFirst()(true)
      await waitForDeferredUpdates()
      #expect(swiped.completion == true)
      #expect(kit.view.renderedText() == "  Lunch")

      let menu = kit.view.longPress(rowAt: first)
      #expect((menu.previewViewController as? LetterPreviewController)?.mail.id == 1)
      menu.commitPreview()
      #expect(mailbox.opened.map(\.id) == [1])
    }

    @Test func focusAnnouncementsAndSpokenText() {
      let kit = TableKit(
        table: Table(rows: [Letter(id: 1, subject: "Lunch")]), view: windowedTableView())
      kit.rowActions = { _ in [RowAction(title: "Archive")] }
      kit.insertionAnnouncement = { mail in "New mail: \(mail.subject)" }
      let voiceOver = VoiceOverRecorder()
      kit.table.value = Table(rows: [
        Letter(id: 2, subject: "Tickets"), Letter(id: 1, subject: "Lunch"),
      ])
      #expect(voiceOver.announcements == ["New mail: Tickets"])
      #expect(kit.view.spokenText() == "Tickets, Actions available\nLunch, Actions available")
      kit.focusedRow.value = Letter(id: 1, subject: "Lunch")
      #expect(kit.view.focusedRow == IndexPath(row: 1, section: 0))
    }
  }
#endif
