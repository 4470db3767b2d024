import TableKitTesting

@testable import TableKit

/// A seeded session of an app and a user on a ``CollectionKit``: each step is one thing either
/// does, and the run checks the kit after every step (see ``CollectionKitStressTests``).
@MainActor final class CollectionKitStress: KitStress {
  var kit: CollectionKit<Group, Item>
  private(set) var window = UIWindow(frame: .zero)

  init(options: StressOptions) {
    kit = CollectionKit(table: TestTable())
    super.init(name: "CollectionKit", options: options)
    makeKit()
  }

  override var shown: TestTable { kit.shown }
  override var kitTable: TestTable {
    get { kit.table.value }
    set { kit.table.value = newValue }
  }
  override var scrollView: UIScrollView { kit.view }
  override var pipelineIsIdle: Bool { !kit.pipeline.hasPendingWork }
  override var sites: [Site] { Site.allCases.filter { $0 != .didDelete } }
  override func viewCounts() -> [Int] {
    (0..<kit.view.numberOfSections).map { kit.view.numberOfItems(inSection: $0) }
  }
  override func disposeKit() { kit.dispose() }
  override func perform() async { await step() }

  /// Replaces the kit with a new one (new view size, new settings) showing `expected`.
  func makeKit() {
    kit.dispose()
    startNewKit()
    let height = CGFloat([120, 200, 320][Int.random(in: 0..<3, using: &random)])
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: gridLayout())
    view.allowsMultipleSelection = random.chance(30)
    // Off, the view prepares no cells ahead of display, and held work is bounded by the screen.
    view.isPrefetchingEnabled = random.chance(70)
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
    let ledger = ledger
    bag += kit.register(TileCell.self, for: Item.self) { [unowned self] cell, item, lifetimes in
      cell.label.text = item.description
      ledger.configured(cell, row: item.id, lifetimes: lifetimes)
      reenter(from: .configure)
    }
    // The model follows the user's moves first; the callbacks that set tables come after.
    bag += kit.rowEvents.onValue { [unowned self] event in
      events.append(event)
      observeShared(event)
    }
    bag += kit.diagnostics.onValue { [unowned self] diagnostic in
      if case .rejectedBatch = diagnostic { fail("a batch was rejected: \(diagnostic)") }
    }
    bag += kit.willDisplay.onValue { [unowned self] _ in reenter(from: .willDisplay) }
    bag += kit.didEndDisplaying.onValue { [unowned self] _ in reenter(from: .didEndDisplaying) }
    bag += kit.didSelect.onValue { [unowned self] _ in reenter(from: .didSelect) }
    bag += kit.didMove.onValue { [unowned self] _ in reenter(from: .moves) }
    bag += kit.selection.onValue { [unowned self] _ in reenter(from: .selectionObserver) }
    bag += kit.table.onValue { [unowned self] table in
      observeShown(table)
      reenter(from: .tableObserver)
    }
    bag += kit.nearEnd.onValue { [unowned self] in nearEnd() }
  }

  /// Checks `nearEnd` stays quiet while a page loads; starts loading, or appends a page now.
  private func nearEnd() {
    if kit.isLoadingNextPage { fail("nearEnd fired while a page loads") }
    answerNearEnd { kit.isLoadingNextPage = true }
  }

  override func checkSettled() {
    let view = kit.view
    // A grid without sections shows its paging view behind it, where the empty view would be.
    let pagingView: UIView? =
      switch kit.paging.value {
      case .loading: kit.loadingView
      case .failed: kit.failedView
      case .idle, .exhausted: nil
      }
    let behind = expected.sections.isEmpty ? pagingView ?? kit.emptyView : kit.emptyView
    checkSettledView(
      visible: view.visibleItems.sorted(), rendered: renderedItems(view),
      selected: view.indexPathsForSelectedItems ?? [], selection: kit.selection.value,
      background: view.backgroundView, emptyView: behind, mostCells: 64,
      preparesCells: view.isPrefetchingEnabled)
  }
}
