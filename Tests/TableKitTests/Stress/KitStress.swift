import TableKitTesting

@testable import TableKit

/// What the TableKit and CollectionKit stress runs share: the seeded source of tables, the model
/// of what the view must show (``expected``), the step loop with its failure report, the checks
/// of events as they arrive, settling, and the ledger of held work. Each kit's run subclasses it
/// with its actions and its view's reading.
@MainActor class KitStress {
  /// The kit callbacks a table can be set from, once the run arms one.
  enum Site: CaseIterable {
    case configure, willDisplay, didEndDisplaying, didSelect, moves, didDelete, tableObserver
    case selectionObserver
  }

  let options: StressOptions
  private let name: String
  var tables: StressTables
  /// The latest table the app set, with the user's edits applied.
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

  init(name: String, options: StressOptions) {
    self.name = name
    self.options = options
    tables = StressTables(random: SplitMix64(seed: options.seed))
    expected = tables.fresh()
  }

  var random: SplitMix64 {
    get { tables.random }
    set { tables.random = newValue }
  }

  // MARK: What each kit's run gives

  /// The table the kit's view answers with now.
  var shown: TestTable { fatalError("overridden") }
  /// The kit's `table.value`.
  var kitTable: TestTable {
    get { fatalError("overridden") }
    set { fatalError("overridden") }
  }
  /// The kit's view.
  var scrollView: UIScrollView { fatalError("overridden") }
  /// Whether the kit's pipeline has nothing waiting.
  var pipelineIsIdle: Bool { fatalError("overridden") }
  /// The callbacks this kit has.
  var sites: [Site] { Site.allCases }
  /// Performs one step.
  func perform() async {}
  /// Checks a settled view.
  func checkSettled() {}
  /// Disposes of the kit.
  func disposeKit() {}

  // MARK: The run

  /// Records the first failure, with what replays it.
  func fail(_ message: String) {
    guard failure == nil else { return }
    failure = """
      \(name) stress: seed \(options.seed), step \(step) (\(action)): \(message)
      Replay: \(options.replay(failingAt: step))
      Last steps: \(trail.joined(separator: "; "))
      """
  }

  /// Runs the steps, stopping at the first failure; then settles, checks, and disposes of the
  /// kit, which must let go of everything.
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
        print("  table \(text(kitTable))")
      }
      check()
      if failure != nil { return }
    }
    await settle()
    checkSettled()
    disposeKit()
    if failure == nil, !ledger.isEmpty { fail("a disposed kit still holds \(ledger.summary)") }
  }

  /// Forgets the previous kit's state once it is disposed; it must have let go of everything.
  func startNewKit() {
    bag.dispose()
    if !ledger.isEmpty { fail("a disposed kit still holds work: \(ledger.summary)") }
    ledger = StressLedger()
    displayed = [:]
    armed = nil
    bag = DisposeBag()
  }

  /// Arms one of the kit's callbacks to set the next table.
  func arm() {
    let site = sites[Int.random(in: 0..<sites.count, using: &random)]
    armed = site
    action = "arm a table set from \(site)"
  }

  /// Sets the next table from inside a kit callback, when the run armed that callback.
  func reenter(from site: Site) {
    guard armed == site else { return }
    armed = nil
    counts.reentrantSets += 1
    // As an app's callback would, it edits the table the kit holds: an edit the user just made
    // may reach the kit's table before the event that tells the model of it.
    expected = tables.next(after: kitTable)
    kitTable = expected
  }

  /// Answers `nearEnd` as an app does: starts loading, or appends a page at once, or neither.
  /// A page appended here extends the kit's table: `nearEnd` may fire for a table the user just
  /// edited, before the edit's event reaches the model (an app appending to its own store would
  /// bring a just-deleted row back).
  func answerNearEnd(startLoading: () -> Void) {
    if random.chance(50) {
      startLoading()
    } else if random.chance(30) {
      counts.pages += 1
      expected = tables.page(after: kitTable)
      kitTable = expected
    }
  }

  /// Checks after every step what must hold at any time; once nothing waits or animates, also
  /// what the view shows.
  func check() {
    guard failure == nil else { return }
    if kitTable != expected {
      return fail(
        "the kit's table is \(text(kitTable)), but the app set \(text(expected)) (with the "
          + "user's edits)")
    }
    // Laying out displays rows, whose callbacks may set tables or paging: lay out first, so the
    // view counts as settled only when nothing waits afterwards.
    scrollView.layoutIfNeeded()
    let viewCounts = self.viewCounts()
    if viewCounts != shown.sections.map(\.rows.count) {
      return fail("the view counts \(viewCounts) but its data source shows \(text(shown))")
    }
    if scrollView.pendingAnimationCount == 0, pipelineIsIdle { checkSettled() }
  }

  /// The view's row counts by section.
  func viewCounts() -> [Int] { fatalError("overridden") }

  /// Finishes animations and lets deferred work run until nothing waits.
  func settle() async {
    for _ in 0..<20 {
      scrollView.finishAnimations()
      await waitForDeferredUpdates()
      scrollView.layoutIfNeeded()
      if scrollView.pendingAnimationCount == 0, pipelineIsIdle {
        counts.settles += 1
        return
      }
    }
    fail("the view never settles: \(scrollView.pendingAnimationCount) animations in flight")
  }

  /// A table in the notation of the example tests: `s1: r1 r2*1 | s2:`.
  func text(_ table: TestTable) -> String {
    table.sections.map { section in
      "\(section.value): " + section.rows.map(\.description).joined(separator: " ")
    }.joined(separator: " | ")
  }
}

/// What a run did, for its report.
struct StressCounts {
  var reentrantSets = 0
  var deletes = 0
  var moves = 0
  var taps = 0
  var pages = 0
  var settles = 0
}
