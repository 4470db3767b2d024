import TableKitTesting
import Testing

@testable import TableKit

/// The configuration, display and row lifetimes end when the kit says, in a table and a grid:
/// on reuse, at the end of display, when the row leaves the table, and when the kit goes away.
@MainActor @Suite(.keepsWindows) struct LifetimeContractTests {
  @Test(arguments: KitKind.allCases)
  func aCellThatScrollsAwayEndsItsDisplayAndKeepsItsConfigurationUntilReused(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    let ended = LifetimeProbe()
    driver.registerCell { label, note, lifetimes in
      label.text = note.text
      lifetimes.configuration += ended.disposer("configuration \(note.id)")
      lifetimes.display += ended.disposer("display \(note.id)")
    }
    driver.view.layoutIfNeeded()
    driver.scroll(by: 88)
    // Row 0's cell went back to the view's reuse queue and now shows another row; row 1's cell
    // is kept next to the visible rows and may be displayed again without being configured.
    #expect(ended.names.sorted() == ["configuration 0", "display 0", "display 1"])
  }

  @Test(arguments: KitKind.allCases)
  func aCellScrolledJustOffAndBackShowsItsRowWithItsWorkRunning(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    let live = LiveWork()
    driver.registerCell { label, note, lifetimes in
      label.text = note.text
      lifetimes.configuration += live.start("configuration \(note.id)")
      lifetimes.display += live.start("display \(note.id)")
    }
    driver.view.layoutIfNeeded()
    let cell = driver.cell(at: IndexPath(row: 0, section: 0))
    driver.scroll(by: 50)
    #expect(!live.names.contains("display 0"))
    #expect(live.names.contains("configuration 0"))
    driver.scroll(by: -50)
    // The view displays the cell it kept, without asking for it (Rules.md R-display-16).
    #expect(driver.cell(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(driver.rendered.first == "0-0 n0")
    #expect(live.names.contains("configuration 0"))
    #expect(live.names.contains("display 0"))
  }

  @Test(arguments: KitKind.allCases)
  func aReusableCellTheViewKeepsIsNotGivenToAnotherRow(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    driver.view.layoutIfNeeded()
    let cell = driver.cell(at: IndexPath(row: 0, section: 0))
    driver.scroll(by: 50)
    driver.scroll(by: -50)
    #expect(driver.cell(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(driver.rendered == ["0-0 n0", "0-1 n1", "0-2 n2", "0-3 n3", "0-4 n4"])
  }

  @Test(arguments: KitKind.allCases)
  func aRowsBagLivesWhileTheRowIsInTheTableEvenOffScreen(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    let ended = LifetimeProbe()
    driver.registerCell { label, note, lifetimes in
      label.text = note.text
      if lifetimes.row.isEmpty { lifetimes.row += ended.disposer("row \(note.id)") }
    }
    driver.view.layoutIfNeeded()
    driver.scroll(by: 88)
    driver.kit.table.value = notes([1, 0] + Array(2..<20))
    driver.view.finishAnimations()
    #expect(ended.names.isEmpty)
    driver.kit.table.value = notes(1..<20)
    driver.view.finishAnimations()
    #expect(ended.names == ["row 0"])
  }

  @Test(arguments: KitKind.allCases)
  func rowsWhoseCodeNeverAsksForTheRowLifetimeKeepNoRowBag(kind: KitKind) {
    let driver = kind.make(notes(0..<20))
    driver.view.layoutIfNeeded()
    driver.kit.table.value = notes(1..<21)
    driver.view.finishAnimations()
    #expect(driver.kit.rowWork.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func rowBagsOfADeletedSectionEndUnlessTheRowMovedOut(kind: KitKind) {
    let sections = { (pairs: [(String, [Int])]) in
      Table(sections: pairs.map { ($0.0, $0.1.map { Note($0) }) })
    }
    let driver = kind.make(sections([("a", [0, 1]), ("b", [2, 3])]))
    let ended = LifetimeProbe()
    driver.registerCell { _, note, lifetimes in
      if lifetimes.row.isEmpty { lifetimes.row += ended.disposer("row \(note.id)") }
    }
    driver.view.layoutIfNeeded()
    driver.kit.table.value = sections([("b", [2, 3, 1])])
    driver.view.finishAnimations()
    #expect(ended.names == ["row 0"])
  }

  @Test(arguments: KitKind.allCases)
  func rowBagsOfARepeatedIdentityEndWhenItsLastRowLeaves(kind: KitKind) {
    let driver = kind.make(notes([0, 1, 1, 2]))
    let ended = LifetimeProbe()
    driver.registerCell { _, note, lifetimes in
      if lifetimes.row.isEmpty { lifetimes.row += ended.disposer("row \(note.id)") }
    }
    driver.view.layoutIfNeeded()
    driver.kit.table.value = notes([0, 1, 2])
    driver.view.finishAnimations()
    #expect(ended.names.isEmpty)
    driver.kit.table.value = notes([0, 2])
    driver.view.finishAnimations()
    #expect(ended.names == ["row 1"])
  }

  @Test(arguments: KitKind.allCases)
  func disposingTheKitDetachesTheViewAndEndsEveryBag(kind: KitKind) {
    let driver = kind.make(notes([0, 1]))
    let ended = LifetimeProbe()
    driver.registerCell { _, note, lifetimes in
      lifetimes.configuration += ended.disposer("configuration \(note.id)")
      lifetimes.display += ended.disposer("display \(note.id)")
      if lifetimes.row.isEmpty { lifetimes.row += ended.disposer("row \(note.id)") }
    }
    driver.view.layoutIfNeeded()
    driver.kit.dispose()
    #expect(
      Set(ended.names) == [
        "configuration 0", "configuration 1", "display 0", "display 1", "row 0", "row 1",
      ])
    #expect(driver.dataSource == nil)
    #expect(driver.rowCounts.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func subscriptionsToTheKitsSignalsDoNotKeepItOrItsViewAlive(kind: KitKind) {
    let bag = DisposeBag()
    weak var weakKit: ListKit<EmptySection, Note>?
    weak var weakView: UIScrollView?
    do {
      let driver = kind.make(notes([1, 2]))
      bag += driver.kit.didSelect.onValue { _ in }
      bag += driver.kit.table.onValue { _ in }
      bag += driver.kit.selection.onValue { _ in }
      bag += driver.kit.diagnostics.onValue { _ in }
      bag += driver.kit.nearEnd.onValue { _ in }
      driver.view.layoutIfNeeded()
      driver.view.removeFromSuperview()
      weakKit = driver.kit
      weakView = driver.view
    }
    #expect(weakKit == nil)
    #expect(weakView == nil)
    bag.dispose()
  }

  @Test(arguments: KitKind.allCases)
  func aViewThatOutlivesItsKitNoLongerShowsRows(kind: KitKind) {
    var driver: KitDriver<EmptySection, Note>? = kind.make(notes([1, 2]))
    let view = driver!.view
    view.layoutIfNeeded()
    #expect(driver!.rowCounts == [2])
    driver = nil
    #expect(reloadedSectionCount(of: view) == 0)
  }

  /// Reloads a table or collection view and returns its section count.
  private func reloadedSectionCount(of view: UIScrollView) -> Int? {
    if let view = view as? UITableView {
      view.reloadData()
      return view.numberOfSections
    }
    let collectionView = view as? UICollectionView
    collectionView?.reloadData()
    return collectionView?.numberOfSections
  }
}
