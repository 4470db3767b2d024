import Foundation
import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/KeepingTheUsersPlace.md, compiled and run;
// change both together.

/// A history that loads older messages: the article's `history`.
@MainActor private final class History {
  var oldest = 31
  func loadOlder(_ completion: ([Message]) -> Void) {
    let older = (max(1, oldest - 10)..<oldest).map { Message($0) }
    oldest = max(1, oldest - 10)
    completion(older)
  }
}

@MainActor @Suite(.keepsWindows) struct KeepingTheUsersPlaceArticleTests {
  let tableView = windowedTableView()

  @Test func aNamedRowStaysPutWhileRowsAboveComeAndGo() {
    let kit = TableKit(table: Table(rows: (1...30).map { Message($0) }), view: tableView)
    kit.view.scroll(by: 100)
    let openedMessage = Message(6)
    let place =
      kit.view.rectForRow(at: IndexPath(row: 5, section: 0)).minY - kit.view.contentOffset.y
    let withNewerAndOlder = Table(rows: [Message(90), Message(91)] + (3...30).map { Message($0) })

    kit.anchoring = .row(openedMessage)  // keep the message the user opened in place
    kit.table.value = withNewerAndOlder  // rows above it come and go; it does not move

    let now = kit.view.rectForRow(at: IndexPath(row: 5, section: 0)).minY - kit.view.contentOffset.y
    #expect(abs(now - place) <= 0.5)
  }

  @Test func olderPagesLoadWithoutMovingTheScreen() async {
    let kit = TableKit(table: Table(rows: (31...60).map { Message($0) }), view: tableView)
    let history = History()
    let bag = DisposeBag()
    kit.view.layoutIfNeeded()
    let top = kit.view.renderedText()

    bag += kit.nearStart.onValue {
      kit.olderPaging.value = .loading
      history.loadOlder { older in
        kit.addPage(older, at: .start)  // the rows on screen do not move
        kit.olderPaging.value = older.isEmpty ? .exhausted : .idle
      }
    }

    await waitForDeferredUpdates()  // the first rows are on screen: nearStart fires
    kit.view.finishAnimations()
    #expect(kit.table.value.first == Message(21))
    #expect(kit.view.renderedText() == top)
    bag.dispose()
  }

  @Test func aFailedOlderPageShowsItsViewAboveTheRows() {
    let kit = TableKit(table: Table(rows: (1...30).map { Message($0) }), view: tableView)
    kit.view.layoutIfNeeded()
    let top = kit.view.renderedText()
    let retryButton = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

    kit.olderFailedView = retryButton  // its action calls kit.retryOlderPaging()

    kit.olderPaging.value = .failed
    #expect(kit.view.tableHeaderView === retryButton)
    #expect(kit.view.renderedText() == top)  // above the rows, out of sight
    kit.retryOlderPaging()
    #expect(kit.view.tableHeaderView !== retryButton)
  }

  @Test func aChatCountsTheMessagesThatArriveBelow() {
    let kit = TableKit(table: Table(rows: (1...30).map { Message($0) }), view: tableView)
    let pill = UIView()
    let bag = DisposeBag()
    kit.view.layoutIfNeeded()

    kit.anchoring = .bottom
    bag += kit.rowsArrivedBelow.onValue { count in
      pill.isHidden = count == 0
    }

    kit.view.scroll(by: -200)
    kit.table.value = Table(rows: (1...31).map { Message($0) })
    #expect(!pill.isHidden)
    kit.scrollToBottom(animated: false)
    #expect(pill.isHidden)
    bag.dispose()
  }

  @Test func aPinnedChatKeepsItsNewestRowAboveTheKeyboard() {
    let kit = TableKit(table: Table(rows: (1...30).map { Message($0) }), view: tableView)
    kit.anchoring = .bottom
    kit.view.layoutIfNeeded()
    let tableView = kit.view
    let end = kit.view.contentSize.height - kit.view.bounds.height

    for keyboardHeight: CGFloat in [260, 0] {
      // The keyboard shows or hides: a pinned chat keeps its newest row just above it.
      tableView.contentInset.bottom = keyboardHeight

      #expect(kit.view.contentOffset.y == end + keyboardHeight)
    }
  }

  @Test func theReadingPositionSurvivesARelaunch() throws {
    let kit = TableKit(table: Table(rows: (1...30).map { Message($0) }), view: tableView)
    kit.view.scroll(by: 130)
    let newKit = TableKit(
      table: Table(rows: [Message(0)] + (1...30).map { Message($0) }), view: windowedTableView())

    let saved = try JSONEncoder().encode(kit.readingPosition)
    // After a relaunch, on a new kit:
    let position = try JSONDecoder().decode(ScrollPosition<Message.ID>.self, from: saved)
    newKit.restore(position)

    #expect(newKit.readingPosition == kit.readingPosition)
    #expect(abs(newKit.view.contentOffset.y - (130 + 44)) < 0.01)
  }
}
