import TableKitTesting
import Testing

@testable import TableKit

/// A row whose makeAndConfigure returns the same cell every time.
struct SharedCellRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int
  @MainActor static let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Self) -> Disposable) {
    (
      cell,
      { row in
        cell.textLabel?.text = "shared \(row.id)"
        return NilDisposer()
      }
    )
  }
}

/// A row whose makeAndConfigure returns the same label every time.
struct SharedLabelRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int
  @MainActor static let label = UILabel()

  static func makeAndConfigure() -> (make: UILabel, configure: (Self) -> Disposable) {
    (label, { _ in NilDisposer() })
  }
}

/// A row whose makeAndConfigure returns the same collection view cell every time.
struct SharedTileRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int
  @MainActor static let cell = UICollectionViewCell(frame: .zero)

  static func makeAndConfigure() -> (make: UICollectionViewCell, configure: (Self) -> Disposable) {
    (cell, { _ in NilDisposer() })
  }
}

/// A row whose configure closure returns one bag shared by every cell.
struct SharedBagRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int
  @MainActor static let bag = DisposeBag()

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Self) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (cell, { _ in bag })
  }
}

/// A cell that owns the bag its configuration returns.
final class BagCell: UITableViewCell {
  let bag = DisposeBag()
}

/// A row whose configure closure returns the bag its own cell keeps, every time.
struct OwnBagRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Self) -> Disposable) {
    let cell = BagCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.textLabel?.text = "own \(row.id)"
        cell.bag += Disposer {}
        return cell.bag
      }
    )
  }
}

/// A label that owns the bag its configuration returns.
final class BagLabel: UILabel {
  let bag = DisposeBag()
}

/// A section whose header's configure closure returns the bag its own label keeps.
struct BaggedAlbum: Hashable, Sendable, Reusable {
  var title: String
  @MainActor static var live: Set<String> = []
  @MainActor static var labels: [ObjectIdentifier] = []

  static func makeAndConfigure() -> (make: UILabel, configure: (Self) -> Disposable) {
    let label = BagLabel()
    return (
      label,
      { album in
        label.text = album.title
        labels.append(ObjectIdentifier(label))
        live.insert(album.title)
        label.bag += Disposer { Task { @MainActor in live.remove(album.title) } }
        return label.bag
      }
    )
  }
}

/// A row whose configure closure subscribes to a clock: it returns the subscription, or drops it.
struct ClockRow: Identifiable, Hashable, Sendable, Reusable {
  var id: Int
  /// Replaced after each test: a subscription's weak reference to a source gives the source a
  /// side table that LeakSanitizer cannot trace from a static, so no source outlives its test
  /// with subscribers.
  @MainActor static var clock = Emitter<Int>()
  @MainActor static var dropsSubscription = false
  @MainActor static var updates: [String] = []
  @MainActor static var dropped: [Disposable] = []

  static func makeAndConfigure() -> (make: UITableViewCell, configure: (Self) -> Disposable) {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    return (
      cell,
      { row in
        cell.textLabel?.text = "row \(row.id)"
        let subscription = clock.signal.onValue { tick in updates.append("row \(row.id) \(tick)") }
        guard dropsSubscription else { return subscription }
        dropped.append(subscription)  // kept only so the test can end it
        return NilDisposer()
      }
    )
  }
}

/// A view shared between rows, or a configuration bag shared between cells, stops with the fix;
/// the kit ends exactly the disposable a configuration returns.
@Suite(.keepsWindows) struct CellMisuseTests {
  @Test func aMakeAndConfigureThatReturnsOneSharedCellStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(
          table: Table(rows: [SharedCellRow(id: 1), SharedCellRow(id: 2)]),
          view: windowedTableView())
        kit.view.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(message.contains("SharedCellRow.makeAndConfigure() returned a view it had returned"))
    #expect(message.contains("again for the row at 0-1"))
    #expect(message.contains("Make a new view in each call to makeAndConfigure()"))
  }

  @Test func aMakeAndConfigureThatReturnsOneSharedLabelStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(
          table: Table(rows: [SharedLabelRow(id: 1), SharedLabelRow(id: 2)]),
          view: windowedTableView())
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("SharedLabelRow.makeAndConfigure() returned a view"))
  }

  @Test func aCollectionRowThatSharesOneCellStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = CollectionKit(
          table: Table(rows: [SharedTileRow(id: 1), SharedTileRow(id: 2)]),
          view: windowedCollectionView())
        kit.view.layoutIfNeeded()
      }
    }
    #expect(standardError(result).contains("SharedTileRow.makeAndConfigure() returned a view"))
  }

  @Test func aConfigureThatReturnsOneSharedBagStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = TableKit(
          table: Table(rows: [SharedBagRow(id: 1), SharedBagRow(id: 2)]),
          view: windowedTableView())
        kit.view.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(message.contains("returned a DisposeBag that another cell's configuration still holds"))
    #expect(message.contains("Return a new bag from each configure call"))
  }

  @MainActor @Test func aBagOwnedByTheCellAndReturnedAgainAfterReuseIsAccepted() {
    // One bag per cell, returned each time that cell is configured, is not shared.
    let kit = TableKit(table: Table(rows: (1...20).map(OwnBagRow.init)), view: windowedTableView())
    kit.view.scrollToBottom()
    kit.view.scrollToTop()
    #expect(renderedRows(kit.view).first == "0-0 own 1")
    #expect(kit.view.visibleCells.allSatisfy { ($0 as? BagCell)?.bag.isEmpty == false })
  }

  @MainActor @Test func aHeaderBagOwnedByTheViewSurvivesTheHeadersReconfiguration() async {
    // The previous configuration ends before the next starts, so the view's own bag is not
    // taken for a shared one, and the new configuration's work is not ended with the old.
    let kit = CollectionKit(
      table: Table(sections: [(BaggedAlbum(title: "Summer"), [Tile(1)])]),
      view: windowedCollectionView(), rowIdentity: \.id, rowsEqual: ==,
      sectionIdentity: { _ in 0 }, sectionsEqual: ==)
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    kit.view.layoutIfNeeded()
    kit.table.value = Table(sections: [(BaggedAlbum(title: "Autumn"), [Tile(1)])])
    kit.view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(kit.view.renderedText() == "▸ Autumn\n  t1")
    #expect(BaggedAlbum.live == ["Autumn"])
    #expect(BaggedAlbum.labels.count == 2)
    #expect(Set(BaggedAlbum.labels).count == 1)  // the same header view, configured again
    kit.dispose()
  }

  @MainActor @Test func aConfigureThatReturnsItsSubscriptionIsEndedWhenTheCellShowsAnotherRow() {
    ClockRow.dropsSubscription = false
    ClockRow.updates = []
    defer { ClockRow.clock = Emitter() }
    let kit = TableKit(table: Table(rows: [ClockRow(id: 1)]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    ClockRow.clock.send(1)
    kit.table.value = Table(rows: [ClockRow(id: 2)])
    kit.view.finishAnimations()
    kit.view.layoutIfNeeded()
    ClockRow.clock.send(2)
    #expect(ClockRow.updates == ["row 1 1", "row 2 2"])
    kit.dispose()
  }

  @MainActor @Test func aConfigureThatDropsItsSubscriptionLeaksItIntoTheNextRow() {
    // The kit can end only what configure returns: a dropped subscription keeps running for
    // the row the cell showed before. The answer is to return it (onValue is not discardable).
    ClockRow.dropsSubscription = true
    ClockRow.updates = []
    defer {
      ClockRow.dropsSubscription = false
      for subscription in ClockRow.dropped { subscription.dispose() }
      ClockRow.dropped = []
      ClockRow.clock = Emitter()
    }
    let kit = TableKit(table: Table(rows: [ClockRow(id: 1)]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    kit.table.value = Table(rows: [ClockRow(id: 2)])
    kit.view.finishAnimations()
    kit.view.layoutIfNeeded()
    ClockRow.clock.send(7)
    #expect(ClockRow.updates.contains("row 1 7"))
    kit.dispose()
  }

  @MainActor @Test func aRowWithNoViewIsReportedAndShownAsAPlaceholder() {
    struct Plain: Identifiable, Hashable { var id: Int }
    let kit = TableKit<EmptySection, Plain>(view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [Plain(id: 1)])
    kit.view.layoutIfNeeded()
    #expect(diagnostics.values.count == 1)
    #expect(diagnostics.values.first?.description.contains("make ") == true)
    #expect(
      kit.view.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "No view for Plain"
    )
  }

  @MainActor @Test func aCollectionRowWithNoViewIsReported() {
    struct Plain: Identifiable, Hashable { var id: Int }
    let kit = CollectionKit<EmptySection, Plain>(view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [Plain(id: 1)])
    kit.view.layoutIfNeeded()
    guard case .unregisteredRow(let type, let indexPath) = diagnostics.values.first else {
      Issue.record("expected an unregistered row, got \(diagnostics.values)")
      return
    }
    #expect(type.hasSuffix("Plain"))
    #expect(indexPath == IndexPath(item: 0, section: 0))
  }
}
