import Foundation
import Testing

@testable import HeadlessUIKit

/// A drag and drop delegate that records each call and answers as a test sets it up.
@MainActor
private final class RecordingDragDrop: NSObject, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  let log: CallLog
  var items: (IndexPath) -> [UIDragItem] = { _ in [UIDragItem(itemProvider: NSItemProvider())] }
  var allowsMove = true
  var operation = UIDropOperation.copy
  var intent = UITableViewDropProposal.Intent.insertAtDestinationIndexPath
  var canHandle = true
  var onDrop: (any UITableViewDropCoordinator) -> Void = { _ in }

  init(log: CallLog) { self.log = log }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    log.record("itemsForBeginning \(indexPath.logText) items \(session.items.count)")
    return items(indexPath)
  }
  func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  {
    log.record("dragPreviewParameters \(indexPath.logText)")
    return nil
  }
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    log.record("dragSessionWillBegin active \(tableView.hasActiveDrag)")
  }
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    log.record("dragSessionDidEnd")
  }
  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool {
    log.record("allowsMove")
    return allowsMove
  }
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    log.record("canHandle local \(session.localDragSession != nil)")
    return canHandle
  }
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    log.record("dropSessionDidEnter")
  }
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    log.record("dropSessionDidUpdate \(destinationIndexPath?.logText ?? "nil")")
    return UITableViewDropProposal(operation: operation, intent: intent)
  }
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    log.record("dropSessionDidExit")
  }
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    log.record("dropSessionDidEnd")
  }
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    log.record(
      "performDrop at \(coordinator.destinationIndexPath?.logText ?? "nil") sources "
        + coordinator.items.map { $0.sourceIndexPath?.logText ?? "nil" }.joined(separator: ","))
    onDrop(coordinator)
  }
}

/// A table's drag and drop follows UIKit's delegate sequence (Rules.md R-drag-1 to R-drag-8).
@MainActor @Suite struct TableDragAndDropTests {
  private func fixture() -> (TableFixture, RecordingDragDrop) {
    let fixture = TableFixture(rows: [3, 2])
    let delegate = RecordingDragDrop(log: fixture.log)
    fixture.table.dragDelegate = delegate
    fixture.table.dropDelegate = delegate
    fixture.table.layoutIfNeeded()
    fixture.log.clear()
    return (fixture, delegate)
  }

  @Test func aDropAtAnotherRowCallsTheDelegatesInUIKitsOrder() {
    let (fixture, delegate) = fixture()
    let drag = HeadlessDrag.begin(from: fixture.table, at: IndexPath(row: 0, section: 0))
    #expect(fixture.table.hasActiveDrag)
    drag?.move(over: fixture.table, at: IndexPath(row: 2, section: 1))
    #expect(fixture.table.hasActiveDrop)
    #expect(drag?.drop() == .copy)
    #expect(!fixture.table.hasActiveDrag && !fixture.table.hasActiveDrop)
    #expect(
      fixture.log.calls(startingWith: "itemsFor", "drag", "allows", "canHandle", "drop", "perform")
        == [
          "itemsForBeginning 0-0 items 0", "allowsMove", "dragPreviewParameters 0-0",
          "dragSessionWillBegin active true", "canHandle local true", "dropSessionDidEnter",
          "dropSessionDidUpdate 1-2", "performDrop at 1-2 sources 0-0", "dropSessionDidEnd",
          "dragSessionDidEnd",
        ])
    withExtendedLifetime(delegate) {}
  }

  @Test func noItemsMeansNoDragAndNoOtherCall() {
    let (fixture, delegate) = fixture()
    delegate.items = { _ in [] }
    #expect(HeadlessDrag.begin(from: fixture.table, at: IndexPath(row: 1, section: 0)) == nil)
    #expect(fixture.log.calls == ["itemsForBeginning 0-1 items 0"])
    #expect(!fixture.table.hasActiveDrag)
  }

  @Test func aMoveProposalBecomesCancelWhenTheSessionDoesNotAllowMoving() {
    let (fixture, delegate) = fixture()
    delegate.allowsMove = false
    delegate.operation = .move
    let drag = HeadlessDrag.begin(from: fixture.table, at: IndexPath(row: 0, section: 0))
    #expect(drag?.move(over: fixture.table, at: IndexPath(row: 1, section: 1)) == .cancel)
    #expect(drag?.drop() == .cancel)
    #expect(fixture.log.calls(startingWith: "perform").isEmpty)
    #expect(fixture.log.calls.suffix(2) == ["dropSessionDidEnd", "dragSessionDidEnd"])
  }

  @Test func aViewThatCannotHandleTheSessionIsAskedNothingMore() {
    let (fixture, delegate) = fixture()
    delegate.canHandle = false
    let drag = HeadlessDrag.external([UIDragItem(itemProvider: NSItemProvider())])
    #expect(drag.move(over: fixture.table, at: IndexPath(row: 0, section: 0)) == nil)
    #expect(drag.move(over: fixture.table, at: IndexPath(row: 1, section: 0)) == nil)
    #expect(drag.drop() == .cancel)
    #expect(fixture.log.calls == ["canHandle local false"])
  }

  @Test func cancellingOverAViewExitsAndEndsBothSessions() {
    let (fixture, delegate) = fixture()
    let drag = HeadlessDrag.begin(from: fixture.table, at: IndexPath(row: 0, section: 0))
    drag?.move(over: fixture.table, at: nil)
    fixture.log.clear()
    drag?.cancel()
    #expect(fixture.log.calls == ["dropSessionDidExit", "dropSessionDidEnd", "dragSessionDidEnd"])
    withExtendedLifetime(delegate) {}
  }

  @Test func aLocalMoveThatInsertsAtTheDestinationIsUIKitsOwnReorder() {
    let (fixture, delegate) = fixture()
    delegate.operation = .move
    let drag = HeadlessDrag.begin(from: fixture.table, at: IndexPath(row: 0, section: 0))
    // Past the end of its own section: the row can go no further than the last place.
    drag?.move(over: fixture.table, at: IndexPath(row: 3, section: 0))
    fixture.log.clear()
    #expect(drag?.drop() == .move)
    #expect(fixture.dataSource.sections == [["0-1", "0-2", "0-0"], ["1-0", "1-1"]])
    #expect(fixture.log.calls(startingWith: "moveRow", "perform") == ["moveRow 0-0 0-2"])
    #expect(fixture.visibleTitles.prefix(3) == ["0-1", "0-2", "0-0"])
  }

  @Test func itemDataLoadsOnlyOnceDropped() {
    let (fixture, delegate) = fixture()
    let provider = NSItemProvider(object: "Milk" as NSString)
    nonisolated(unsafe) var before: String?
    nonisolated(unsafe) var during: String?
    delegate.onDrop = { coordinator in
      coordinator.items[0].dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
        during = text
      }
    }
    let drag = HeadlessDrag.external([UIDragItem(itemProvider: provider)])
    drag.move(over: fixture.table, at: IndexPath(row: 0, section: 0))
    provider.loadObject(ofClass: String.self) { text, error in
      before = text ?? (error as? NSError).map { "error \($0.code)" }
    }
    drag.drop()
    #expect(before == "error -1000")
    #expect(during == "Milk")
  }

  @Test func droppingToARowThatDoesNotExistStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let fixture = TableFixture(rows: [1])
        let delegate = RecordingDragDrop(log: fixture.log)
        fixture.table.dropDelegate = delegate
        delegate.onDrop = { coordinator in
          coordinator.drop(coordinator.items[0].dragItem, toRowAt: IndexPath(row: 1, section: 0))
        }
        let drag = HeadlessDrag.external([UIDragItem(itemProvider: NSItemProvider())])
        drag.move(over: fixture.table, at: IndexPath(row: 1, section: 0))
        withExtendedLifetime(delegate) { _ = drag.drop() }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("request for rect at invalid index path"))
  }
}
