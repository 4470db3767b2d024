import Testing

@testable import TableKit

/// A row whose cell counts live configurations, displays and row lifetimes.
struct Tracked: Identifiable, Hashable {
  var id: Int
  var text = ""
}

@MainActor final class LifetimeLog {
  var configurations = 0
  var endedConfigurations = 0
  var endedDisplays = 0
  var endedRows: [Int] = []
}

@MainActor @Suite(.keepsWindows) struct TableKitLifetimeTests {
  private func makeKit(_ log: LifetimeLog, rows: [Int], height: CGFloat = 220)
    -> TableKit<EmptySection, Tracked>
  {
    let kit = TableKit(
      table: Table(rows: rows.map { Tracked(id: $0) }), view: windowedTableView(height: height))
    kit.register(UITableViewCell.self, for: Tracked.self) { cell, row, lifetimes in
      cell.textLabel?.text = "t\(row.id)"
      log.configurations += 1
      lifetimes.configuration += Disposer {
        MainActor.assumeIsolated { log.endedConfigurations += 1 }
      }
      lifetimes.display += Disposer { MainActor.assumeIsolated { log.endedDisplays += 1 } }
      if lifetimes.row.isEmpty {
        lifetimes.row += Disposer { MainActor.assumeIsolated { log.endedRows.append(row.id) } }
      }
    }
    return kit
  }

  @Test func configurationAndDisplayBagsEndWhenACellScrollsAway() {
    let log = LifetimeLog()
    let kit = makeKit(log, rows: Array(0..<20))
    kit.view.layoutIfNeeded()
    #expect(log.configurations == 5)
    scroll(kit.view, toY: 88)
    #expect(log.endedConfigurations == 2)
    #expect(log.endedDisplays == 2)
    #expect(log.endedRows.isEmpty)
  }

  @Test func aReusedCellEndsItsPreviousConfiguration() {
    let log = LifetimeLog()
    let kit = makeKit(log, rows: Array(0..<20))
    kit.view.layoutIfNeeded()
    kit.table.value = Table(
      rows: [Tracked(id: 0, text: "changed")] + (1..<20).map { Tracked(id: $0) })
    #expect(log.configurations == 6)
    #expect(log.endedConfigurations == 1)
    #expect(log.endedDisplays == 0)
  }

  @Test func rowBagsEndWhenTheRowLeavesTheTableEvenOffScreen() {
    let log = LifetimeLog()
    let kit = makeKit(log, rows: Array(0..<20))
    kit.view.layoutIfNeeded()
    scroll(kit.view, toY: 88)
    kit.table.value = Table(rows: (1..<20).map { Tracked(id: $0) })
    #expect(log.endedRows == [0])
  }

  @Test func rowsWhoseCodeNeverAsksForTheRowLifetimeKeepNoRowBag() {
    let kit = TableKit(table: messages(Array(0..<20)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.table.value = messages(Array(1..<21))
    #expect(kit.rowWork.isEmpty)
  }

  @Test func rowBagsOfADeletedSectionEndUnlessTheRowMovedOut() {
    let log = LifetimeLog()
    let sections = { (pairs: [(String, [Int])]) in
      Table(sections: pairs.map { ($0.0, $0.1.map { Tracked(id: $0) }) })
    }
    let kit = TableKit(
      table: sections([("a", [0, 1]), ("b", [2, 3])]), view: windowedTableView(),
      rowIdentity: \.id, rowsEqual: ==, sectionIdentity: { $0 }, sectionsEqual: ==)
    kit.register(UITableViewCell.self, for: Tracked.self) { _, row, lifetimes in
      guard lifetimes.row.isEmpty else { return }
      lifetimes.row += Disposer { MainActor.assumeIsolated { log.endedRows.append(row.id) } }
    }
    kit.view.layoutIfNeeded()
    kit.table.value = sections([("b", [2, 3, 1])])
    #expect(log.endedRows == [0])
  }

  @Test func rowBagsOfARepeatedIdentityEndWhenItsLastRowLeaves() {
    let log = LifetimeLog()
    let kit = makeKit(log, rows: [0, 1, 1, 2])
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [0, 1, 2].map { Tracked(id: $0) })
    kit.view.finishAnimations()
    #expect(log.endedRows.isEmpty)
    kit.table.value = Table(rows: [0, 2].map { Tracked(id: $0) })
    kit.view.finishAnimations()
    #expect(log.endedRows == [1])
  }

  @Test func theKitAndItsCellsAreFreedAndEveryBagEnds() {
    let log = LifetimeLog()
    weak var weakKit: TableKit<EmptySection, Tracked>?
    weak var weakCell: UITableViewCell?
    do {
      let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
      view.rowHeight = 44
      let kit = TableKit(table: Table(rows: (0..<3).map { Tracked(id: $0) }), view: view)
      kit.register(UITableViewCell.self, for: Tracked.self) { _, row, lifetimes in
        lifetimes.configuration += Disposer {
          MainActor.assumeIsolated { log.endedConfigurations += 1 }
        }
        lifetimes.row += Disposer { MainActor.assumeIsolated { log.endedRows.append(row.id) } }
      }
      view.layoutIfNeeded()
      weakKit = kit
      weakCell = view.visibleCells.first
      #expect(weakCell != nil)
    }
    #expect(weakKit == nil)
    #expect(weakCell == nil)
    #expect(log.endedConfigurations == 3)
    #expect(log.endedRows.sorted() == [0, 1, 2])
  }

  @Test func reusableConfigurationsEndOnReuse() {
    let ended = Cancellations()
    struct Counted: Reusable, Hashable {
      var id: Int
      nonisolated(unsafe) static var onEnd: (@Sendable (Int) -> Void)?
      // Unsafe: set once by the test on the main actor before any cell is made.
      static func makeAndConfigure() -> (make: UITableViewCell, configure: (Counted) -> Disposable)
      {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        return (
          cell,
          { row in
            cell.textLabel?.text = "c\(row.id)"
            let end = onEnd
            return Disposer { end?(row.id) }
          }
        )
      }
    }
    Counted.onEnd = { ended.add($0) }
    let kit = TableKit(
      table: Table(rows: (0..<20).map { Counted(id: $0) }), view: windowedTableView())
    kit.view.layoutIfNeeded()
    scroll(kit.view, toY: 88)
    #expect(ended.ids == [0, 1])
    #expect(renderedRows(kit.view).first == "0-2 c2")
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitSubscriptionLifetimeTests {
  @Test func subscriptionsToTheKitsSignalsDoNotKeepItAlive() {
    let bag = DisposeBag()
    weak var weakKit: TableKit<EmptySection, Message>?
    weak var weakView: UITableView?
    do {
      let kit = TableKit(table: messages([1, 2]))
      kit.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
      bag += kit.didSelect.onValue { _ in }
      bag += kit.table.onValue { _ in }
      bag += kit.selection.onValue { _ in }
      bag += kit.diagnostics.onValue { _ in }
      kit.view.layoutIfNeeded()
      weakKit = kit
      weakView = kit.view
    }
    #expect(weakKit == nil)
    #expect(weakView == nil)
    bag.dispose()
  }

  @Test func aViewThatOutlivesItsKitNoLongerShowsRows() {
    let view = windowedTableView()
    do {
      let kit = TableKit(table: messages([1, 2]), view: view)
      view.layoutIfNeeded()
      #expect(kit.view.numberOfRows(inSection: 0) == 2)
    }
    view.reloadData()
    #expect(view.numberOfSections == 0)
  }
}

/// A row whose view attaches work to the display and row lifetimes.
struct Ticking: Hashable, Identifiable, Reusable {
  var id: Int
  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Ticking) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (cell, { _ in NilDisposer() })
  }
  nonisolated(unsafe) static var ended: [String] = []
  // Unsafe: touched only by the main-actor tests of TableKitDisposeTests, one at a time.

  func makeReusableView() -> ReusableView {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return ReusableView(view: cell) { (row: Ticking, lifetimes: RowLifetimes) in
      cell.textLabel?.text = "tick \(row.id)"
      lifetimes.display += { Ticking.ended.append("display \(row.id)") }
      if lifetimes.row.isEmpty { lifetimes.row += { Ticking.ended.append("row \(row.id)") } }
    }
  }
}

@MainActor @Suite(.serialized, .keepsWindows) struct TableKitDisposeTests {
  @Test func reusableViewsCanAttachWorkToTheDisplayAndRowLifetimes() {
    Ticking.ended = []
    let kit = TableKit(table: Table(rows: (0..<20).map(Ticking.init)), view: windowedTableView())
    #expect(renderedRows(kit.view).first == "0-0 tick 0")
    scroll(kit.view, toY: 44)
    #expect(Ticking.ended == ["display 0"])
    kit.table.value = Table(rows: (1..<20).map(Ticking.init))
    // Row 0 left the table while off screen; the rows that stay keep their row bags.
    #expect(Ticking.ended.filter { $0.hasPrefix("row") } == ["row 0"])
  }

  @Test func disposingTheKitDetachesTheViewAndEndsEveryBag() {
    Ticking.ended = []
    let kit = TableKit(table: Table(rows: (0..<2).map(Ticking.init)), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.dispose()
    #expect(Set(Ticking.ended) == ["display 0", "display 1", "row 0", "row 1"])
    #expect(kit.view.dataSource == nil)
    #expect(kit.view.numberOfSections == 0)
  }
}
