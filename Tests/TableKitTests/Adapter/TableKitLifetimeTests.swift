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

  @Test func aReusedCellEndsItsPreviousConfiguration() {
    let log = LifetimeLog()
    let kit = makeKit(log, rows: Array(0..<20))
    kit.view.layoutIfNeeded()
    kit.table.value = Table(
      rows: [Tracked(id: 0, text: "changed")] + (1..<20).map { Tracked(id: $0) })
    #expect(log.configurations == 6)
    #expect(log.endedConfigurations == 1)
    // The display work belongs to the configuration that attached it; the new one attaches its own.
    #expect(log.endedDisplays == 1)
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
    // Row 0's cell, which the table let go, now shows another row; row 1's cell is kept next to
    // the visible rows (Rules.md R-display-16), so its configuration lives on.
    #expect(ended.ids == [0])
    #expect(renderedRows(kit.view).first == "0-2 c2")
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
}
