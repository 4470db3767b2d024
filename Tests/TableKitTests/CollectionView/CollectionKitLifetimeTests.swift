import TableKitTesting
import Testing

@testable import TableKit

/// The configuration, display and row lifetimes end when TableKit's do: on reuse, at the end of
/// display, when the row leaves the table, and when the kit goes away.
@MainActor @Suite(.keepsWindows) struct CollectionKitLifetimeTests {
  @Test func aCellsConfigurationEndsWhenItShowsAnotherRowAndItsDisplayWhenItLeaves() {
    let kit = CollectionKit(table: tiles(Array(0..<60)), view: windowedCollectionView())
    var configurations: [Int: DisposeBag] = [:]
    var displays: [Int: DisposeBag] = [:]
    kit.register(TileCell.self, for: Tile.self) { _, tile, lifetimes in
      configurations[tile.id] = lifetimes.configuration
      displays[tile.id] = lifetimes.display
    }
    kit.view.layoutIfNeeded()
    let ended = LifetimeProbe()
    configurations[0]! += ended.disposer("configuration")
    displays[0]! += ended.disposer("display")
    kit.view.scroll(by: 400)
    #expect(ended.names.sorted() == ["configuration", "display"])
  }

  @Test func aRowsBagLivesWhileTheRowIsInTheTable() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    let ended = LifetimeProbe()
    kit.register(TileCell.self, for: Tile.self) { _, tile, lifetimes in
      if tile.id == 2 { lifetimes.row += ended.disposer("row 2") }
    }
    kit.view.layoutIfNeeded()
    kit.table.value = tiles([2, 1])
    kit.view.finishAnimations()
    #expect(ended.names.isEmpty)
    kit.table.value = tiles([1])
    kit.view.finishAnimations()
    #expect(ended.names == ["row 2"])
  }

  @Test func disposingTheKitEndsEveryBag() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let ended = LifetimeProbe()
    kit.register(TileCell.self, for: Tile.self) { _, _, lifetimes in
      lifetimes.configuration += ended.disposer("configuration")
      lifetimes.row += ended.disposer("row")
    }
    kit.view.layoutIfNeeded()
    kit.dispose()
    #expect(Set(ended.names) == ["configuration", "row"])
  }

  @Test func theKitIsFreedWithItsView() {
    weak var weakKit: CollectionKit<EmptySection, Tile>?
    do {
      let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
      kit.view.layoutIfNeeded()
      kit.dispose()
      weakKit = kit
    }
    #expect(weakKit == nil)
  }
}

/// Records the names of the disposers that ran.
@MainActor final class LifetimeProbe {
  private(set) var names: [String] = []

  func disposer(_ name: String) -> Disposable {
    Disposer { [weak self] in
      MainActor.assumeIsolated { self?.names.append(name) }
    }
  }
}
