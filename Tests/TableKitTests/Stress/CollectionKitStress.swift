import TableKitTesting

@testable import TableKit

/// A seeded session of an app and a user on a ``CollectionKit``: each step is one thing either
/// does, and the run checks the kit after every step (see ``CollectionKitStressTests``).
@MainActor final class CollectionKitStress {
  /// The kit callbacks a table can be set from, once the run arms one.
  enum Site: CaseIterable {
    case configure, willDisplay, didEndDisplaying, didSelect, didMove, tableObserver
    case selectionObserver
  }

  let options: StressOptions
  var tables: StressTables
  var kit: CollectionKit<Group, Item>
  private(set) var window: UIWindow
  /// The latest table the app set, with the user's moves applied.
  var expected: TestTable
  var step = 0
  var action = "start"
  private var trail: [String] = []
  private(set) var failure: String?
  var ledger = StressLedger()
  var bag = DisposeBag()
  /// The callback that sets the next table, once it runs.
  var armed: Site?
  /// The events of the current step.
  var events: [RowEvent<Item>] = []
  /// How many cells display each row, by row identifier, from the display events.
  var displayed: [String: Int] = [:]
  var counts = StressCounts()

  init(options: StressOptions) {
    self.options = options
    tables = StressTables(random: SplitMix64(seed: options.seed))
    expected = tables.fresh()
    window = UIWindow(frame: .zero)
    kit = CollectionKit(table: TestTable())
    makeKit()
  }

  var random: SplitMix64 {
    get { tables.random }
    set { tables.random = newValue }
  }

  /// Records the first failure, with what replays it.
  func fail(_ message: String) {
    guard failure == nil else { return }
    failure = """
      CollectionKit stress: seed \(options.seed), step \(step) (\(action)): \(message)
      Replay: \(options.replay(failingAt: step))
      Last steps: \(trail.joined(separator: "; "))
      """
  }

  /// Runs the steps, stopping at the first failure.
  func run() async {
    for index in 0..<options.steps {
      step = index
      events = []
      await perform()
      trail.append("\(step) \(action)")
      if trail.count > 12 { trail.removeFirst() }
      if options.trace {
        let named = events.map { "\($0.kind) \($0.row.id)" }.joined(separator: ", ")
        print("stress \(step): \(action) [\(named)] armed: \(armed.map { "\($0)" } ?? "-")")
      }
      check()
      if failure != nil { return }
    }
    await settle()
    checkSettled()
    kit.dispose()
    if failure == nil, !ledger.isEmpty { fail("a disposed kit still holds \(ledger.summary)") }
  }

  /// Replaces the kit with a new one (new view size, new settings) showing `expected`.
  func makeKit() {
    kit.dispose()
    bag.dispose()
    if !ledger.isEmpty { fail("a disposed kit still holds work: \(ledger.summary)") }
    ledger = StressLedger()
    displayed = [:]
    armed = nil
    let height = CGFloat([120, 200, 320][Int.random(in: 0..<3, using: &random)])
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: gridLayout())
    window.addSubview(view)
    kit = CollectionKit(
      table: expected, view: view, rowIdentity: \.id, rowsEqual: { $0 == $1 },
      sectionIdentity: \.id, sectionsEqual: { $0 == $1 })
    kit.nearEndDistance = Int.random(in: 0...4, using: &random)
    kit.canMove = { TableKitStress.number($0) % 6 != 0 }
    if random.chance(50) { kit.prefetchWorker = { [ledger] in ledger.prefetch(row: $0.id) } }
    subscribe()
  }

  private func subscribe() {
    bag = DisposeBag()
    let ledger = ledger
    bag += kit.register(TileCell.self, for: Item.self) { [unowned self] cell, item, lifetimes in
      cell.label.text = item.description
      ledger.configured(cell, row: item.id, lifetimes: lifetimes)
      reenter(from: .configure)
    }
    // The model follows the user's moves first; the callbacks that set tables come after.
    bag += kit.rowEvents.onValue { [unowned self] in observe($0) }
    bag += kit.diagnostics.onValue { [unowned self] diagnostic in
      if case .rejectedBatch = diagnostic { fail("a batch was rejected: \(diagnostic)") }
    }
    bag += kit.willDisplay.onValue { [unowned self] _ in reenter(from: .willDisplay) }
    bag += kit.didEndDisplaying.onValue { [unowned self] _ in reenter(from: .didEndDisplaying) }
    bag += kit.didSelect.onValue { [unowned self] _ in reenter(from: .didSelect) }
    bag += kit.didMove.onValue { [unowned self] _ in reenter(from: .didMove) }
    bag += kit.selection.onValue { [unowned self] _ in reenter(from: .selectionObserver) }
    bag += kit.table.onValue { [unowned self] table in
      observeShown(table)
      reenter(from: .tableObserver)
    }
    bag += kit.nearEnd.onValue { [unowned self] in nearEnd() }
  }

  /// Sets the next table from inside a kit callback, when the run armed that callback.
  func reenter(from site: Site) {
    guard armed == site else { return }
    armed = nil
    counts.reentrantSets += 1
    expected = tables.next(after: kit.table.value)
    kit.table.value = expected
  }
}
