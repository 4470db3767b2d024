import Harness
import TableKit
import Testing

@testable import Scenarios

@MainActor @Suite struct CollectionBenchmarksTests {
  @Test func namesBothCollectionKitScenariosAndRunsThemInQuickMode() {
    let scenarios = CollectionBenchmarks.scenarios
    #expect(scenarios.map(\.name) == ["collectionkit.set-10k", "collectionkit.scroll-100k"])
    #expect(scenarios.filter(\.runsInQuickMode).count == 2)
  }

  @Test func togglingShowsTheNewTableThenTheOldOneAgain() {
    let input = DiffInput<Int>.generate(rowCount: 500, sectionCount: 1, seed: 3)
    let tables = (
      old: Table(rows: input.oldRows.map { GridTile(id: $0.id, version: $0.version) }),
      new: Table(rows: input.newRows.map { GridTile(id: $0.id, version: $0.version) })
    )
    let grid = CollectionGrid(tiles: Array(tables.old), visibleLines: 2)
    grid.setNext(times: 1, of: tables)
    #expect(grid.kit.table.value == tables.new)
    #expect(grid.shownTexts() == tables.new.prefix(8).map { "Tile \($0.id) v\($0.version)" })
    grid.setNext(times: 1, of: tables)
    #expect(grid.shownTexts() == tables.old.prefix(8).map { "Tile \($0.id) v\($0.version)" })
  }

  @Test func scrollingAFullPassMakesNoMoreCellsThanAScreenAndALine() {
    GridTile.cellsMade = 0
    let grid = CollectionGrid(
      tiles: (0..<1000).map { GridTile(id: $0, version: 0) }, visibleLines: 5)
    let visible = CollectionBenchmarks.scrollFullPass(grid)
    #expect(visible == 20)
    #expect(GridTile.cellsMade <= visible + CollectionGrid.itemsPerLine)
    #expect(grid.view.indexPathsForVisibleItems.max()?.item == 999)
  }

  @Test func theTargetsNameTheCollectionGoals() {
    #expect(Target.collectionTargets.count == 7)
    #expect(
      Target.collectionTargets.contains {
        $0.goal == "collectionkit.set-10k anchored - unanchored <= 10% of kit-only"
      })
  }

  @Test func theListScenariosRunInQuickMode() {
    #expect(
      ListBenchmarks.scenarios.map(\.name) == [
        "collectionkit.list-set-10k", "collectionkit.list-scroll-100k",
        "collectionkit.compositional-prepare",
      ])
    #expect(ListBenchmarks.scenarios.filter(\.runsInQuickMode).count == 3)
  }

  /// A list keeps the cell of the row just off screen and requests the next one ahead, as a
  /// table does (`tablekit.scroll-100k`): two cells beyond the screen.
  @Test func scrollingAListMakesNoMoreCellsThanAScreenAndTwo() {
    GridTile.cellsMade = 0
    let list = CollectionGrid.list(
      tiles: (0..<1000).map { GridTile(id: $0, version: 0) }, visibleLines: 5)
    let visible = CollectionBenchmarks.scrollFullPass(list)
    #expect(visible == 5)
    #expect(GridTile.cellsMade <= visible + 2)
    #expect(list.view.indexPathsForVisibleItems.max()?.item == 999)
  }

  @Test func settingAListShowsTheNewTable() {
    let input = DiffInput<Int>.generate(rowCount: 300, sectionCount: 1, seed: 5)
    let tables = (
      old: Table(rows: input.oldRows.map { GridTile(id: $0.id, version: $0.version) }),
      new: Table(rows: input.newRows.map { GridTile(id: $0.id, version: $0.version) })
    )
    let list = CollectionGrid.list(tiles: Array(tables.old), visibleLines: 3)
    list.setNext(times: 1, of: tables)
    #expect(list.shownTexts() == tables.new.prefix(3).map { "Tile \($0.id) v\($0.version)" })
  }
}
