import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitEventTests {
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
