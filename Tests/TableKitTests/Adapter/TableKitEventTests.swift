import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitEventTests {
  @Test func tappingARowSelectsItsModel() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    let selected = Recorder(kit.didSelect)
    let events = Recorder(kit.rowEvents)
    kit.view.tap(row: 1)
    #expect(selected.values == [Message(2)])
    #expect(
      events.values.filter { $0.kind != .willDisplay }
        == [
          RowEvent(kind: .highlight, row: Message(2), indexPath: IndexPath(row: 1, section: 0)),
          RowEvent(kind: .unhighlight, row: Message(2), indexPath: IndexPath(row: 1, section: 0)),
          RowEvent(kind: .select, row: Message(2), indexPath: IndexPath(row: 1, section: 0)),
        ])
  }

  @Test func tappingAnotherRowDeselectsThePreviousOne() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let deselected = Recorder(kit.didDeselect)
    kit.view.tap(row: 0)
    kit.view.tap(row: 1)
    #expect(deselected.values == [Message(1)])
  }

  @Test func canSelectRefusesRowsWithoutSelecting() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.canSelect = { message, _ in message.id != 2 }
    let selected = Recorder(kit.didSelect)
    kit.view.tap(row: 1)
    kit.view.tap(row: 0)
    #expect(selected.values == [Message(1)])
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
  }

  @Test func didSelectOfAModelTypeReachesIntoEitherRows() {
    typealias Row = Either<Message, Banner>
    let table = Table(rows: [Row.right(Banner(id: "b")), .left(Message(1))])
    let kit = TableKit(table: table, view: windowedTableView())
    let messagesSelected = Recorder(kit.didSelect(Message.self))
    let bannersSelected = Recorder(kit.didSelect(Banner.self))
    kit.view.tap(row: 0)
    kit.view.tap(row: 1)
    #expect(messagesSelected.values == [Message(1)])
    #expect(bannersSelected.values == [Banner(id: "b")])
  }

  @Test func didSelectOfAModelTypeReachesIntoTypeErasedRows() {
    let table = Table(rows: [AnyReusable(Banner(id: "b")), AnyReusable(Message(1))])
    let kit = TableKit(table: table, view: windowedTableView())
    let messagesSelected = Recorder(kit.didSelect(Message.self))
    kit.view.tap(row: 0)
    kit.view.tap(row: 1)
    #expect(messagesSelected.values == [Message(1)])
  }

  @Test func didSelectByIdentifierFiltersOneRow() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let second = Recorder(kit.didSelect(id: 2))
    kit.view.tap(row: 0)
    kit.view.tap(row: 1)
    #expect(second.values == [Message(2)])
  }

  @Test func scrollingReportsDisplayAndOffset() {
    let kit = TableKit(table: messages(Array(0..<20)), view: windowedTableView(height: 220))
    kit.view.layoutIfNeeded()
    let shown = Recorder(kit.willDisplay)
    let hidden = Recorder(kit.didEndDisplaying)
    let offsets = Recorder(kit.didScroll)
    scroll(kit.view, toY: 88)
    #expect(shown.values.map(\.id) == [5, 6])
    #expect(hidden.values.map(\.id) == [0, 1])
    #expect(offsets.values == [CGPoint(x: 0, y: 88)])
  }

  @Test func prefetchCarriesModelsAndItsWorkIsCancelled() {
    let kit = TableKit(table: messages(Array(0..<40)), view: windowedTableView(height: 220))
    kit.view.isPrefetchingEnabled = false  // only the scroll's prefetching (Rules.md R-time-5)
    var started: [Int] = []
    let cancelled = Cancellations()
    kit.prefetchWorker = { message in
      started.append(message.id)
      return Disposer { cancelled.add(message.id) }
    }
    let prefetched = Recorder(kit.prefetch)
    kit.view.layoutIfNeeded()
    kit.view.isPrefetchingEnabled = true
    scroll(kit.view, toY: 44)
    #expect(!prefetched.values.isEmpty)
    let ahead = prefetched.values.flatMap { $0 }.map(\.id)
    #expect(ahead.allSatisfy { $0 >= 6 })
    #expect(started == ahead)
    kit.table.value = messages(Array(0..<6))
    #expect(Set(cancelled.ids) == Set(ahead))
  }

  @Test func nearEndFiresOnceWhenTheLastRowsAreDisplayed() {
    let kit = TableKit(table: messages(Array(0..<10)), view: windowedTableView(height: 220))
    kit.nearEndDistance = 2
    let nearEnd = Recorder(kit.nearEnd)
    kit.view.layoutIfNeeded()
    #expect(nearEnd.values.isEmpty)
    scroll(kit.view, toY: 150)
    scroll(kit.view, toY: 220)
    #expect(nearEnd.values.count == 1)
    kit.table.value = messages(Array(0..<20))
    scroll(kit.view, toY: 20 * 44 - 220)
    #expect(nearEnd.values.count == 2)
  }

  @Test func headersReportTheirDisplay() {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(table: Table(sections: [("A", [Message(1)])]), view: view)
    let events = Recorder(kit.sectionEvents)
    kit.view.layoutIfNeeded()
    #expect(events.values == [SectionEvent(kind: .willDisplayHeader, section: "A", index: 0)])
  }
}

/// Collects disposals from `@Sendable` closures; the tests run on the main actor only.
final class Cancellations: @unchecked Sendable {
  // Unchecked: written and read on the main actor only (the tests are @MainActor and the kit
  // disposes prefetch work on the main actor).
  private(set) var ids: [Int] = []
  func add(_ id: Int) { ids.append(id) }
}
