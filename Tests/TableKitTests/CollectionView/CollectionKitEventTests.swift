import TableKitTesting
import Testing

@testable import TableKit

/// Taps, display, prefetching and paging reach the app with TableKit's names and types.
@MainActor @Suite(.keepsWindows) struct CollectionKitEventTests {
  @Test func tappingAnItemReportsHighlightThenSelect() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    let events = Recorder(kit.rowEvents)
    let selected = Recorder(kit.didSelect)
    kit.view.tap(item: 1)
    #expect(events.values.map(\.kind) == [.highlight, .unhighlight, .select])
    #expect(
      events.values.last
        == RowEvent(kind: .select, row: Tile(2), indexPath: IndexPath(item: 1, section: 0)))
    #expect(selected.values == [Tile(2)])
  }

  @Test func tappingAnotherItemDeselectsTheFirst() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    let deselected = Recorder(kit.didDeselect)
    kit.view.tap(item: 0)
    kit.view.tap(item: 1)
    #expect(deselected.values == [Tile(1)])
    #expect(kit.selection.value == [Tile(2)])
  }

  @Test func canSelectKeepsARowFromBeingSelected() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.canSelect = { tile, _ in tile.id != 2 }
    let selected = Recorder(kit.didSelect)
    kit.view.tap(item: 1)
    #expect(selected.values.isEmpty)
  }

  @Test func displayEventsFollowScrolling() {
    let kit = CollectionKit(table: tiles(Array(0..<30)), view: windowedCollectionView())
    let shown = Recorder(kit.willDisplay)
    let hidden = Recorder(kit.didEndDisplaying)
    kit.view.layoutIfNeeded()
    #expect(shown.values.map(\.id) == Array(0..<15))
    kit.view.scroll(by: 40)
    #expect(hidden.values.map(\.id) == [0, 1, 2])
    #expect(shown.values.suffix(3).map(\.id) == [15, 16, 17])
  }

  @Test func prefetchWorkIsCancelledWhenUIKitCancelsOrTheRowLeaves() {
    let kit = CollectionKit(table: tiles(Array(0..<90)), view: windowedCollectionView())
    let prefetched = Recorder(kit.prefetch)
    var started: [Int] = []
    let ended = LifetimeProbe()
    kit.prefetchWorker = { tile in
      started.append(tile.id)
      return ended.disposer("\(tile.id)")
    }
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 40)
    #expect(!prefetched.values.isEmpty)
    #expect(!started.isEmpty)
    let first = started[0]
    kit.table.value = tiles(Array(0..<90).filter { $0 != first })
    kit.view.finishAnimations()
    #expect(ended.names.contains("\(first)"))
  }

  @Test func nearEndFiresOncePerTableWhenTheEndComesNear() {
    let kit = CollectionKit(table: tiles(Array(0..<30)), view: windowedCollectionView())
    let nearEnd = Recorder(kit.nearEnd)
    kit.view.layoutIfNeeded()
    #expect(nearEnd.values.isEmpty)
    kit.view.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    kit.view.scroll(by: -40)
    kit.view.scrollToEnd()
    #expect(nearEnd.values.count == 1)
    kit.table.value = tiles(Array(0..<60))
    kit.view.finishAnimations()
    kit.view.scrollToEnd()
    #expect(nearEnd.values.count == 2)
  }

  @Test func theEmptyViewShowsWhileTheTableHasNoRows() {
    let kit = CollectionKit(table: tiles([]), view: windowedCollectionView())
    let empty = UILabel()
    kit.emptyView = empty
    #expect(kit.view.backgroundView === empty)
    kit.table.value = tiles([1])
    kit.view.finishAnimations()
    #expect(kit.view.backgroundView == nil)
  }

  @Test func scrollingIsReported() {
    let kit = CollectionKit(table: tiles(Array(0..<60)), view: windowedCollectionView())
    let offsets = Recorder(kit.didScroll)
    kit.view.scroll(by: 40)
    #expect(offsets.values.last == CGPoint(x: 0, y: 40))
  }
}

/// The selection is two-way: taps update it, setting it selects, single or multiple.
@MainActor @Suite(.keepsWindows) struct CollectionKitSelectionTests {
  @Test func settingTheSelectionSelectsTheItems() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.selection.value = [Tile(2)]
    #expect(kit.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(kit.view.renderedText() == "  t1 | t2 ✓ | t3")
  }

  @Test func aMultipleSelectionNeedsTheViewToAllowIt() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Tile(1), Tile(3)]
    #expect(diagnostics.values == [.multipleSelectionNotAllowed(count: 2)])
    #expect(kit.selection.value == [Tile(1)])
    kit.view.allowsMultipleSelection = true
    kit.selection.value = [Tile(1), Tile(3)]
    #expect(kit.selection.value == [Tile(1), Tile(3)])
    kit.view.tap(item: 1)
    #expect(kit.selection.value == [Tile(1), Tile(2), Tile(3)])
  }

  @Test func theSelectionFollowsItsRowsAcrossUpdates() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.view.tap(item: 2)
    kit.table.value = tiles([0, 3, 1])
    kit.view.finishAnimations()
    #expect(kit.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(kit.selection.value == [Tile(3)])
  }

  @Test func unknownRowsAreReported() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Tile(9)]
    #expect(diagnostics.values == [.unknownSelection(identifiers: ["9"])])
  }
}

/// Flow-layout sizes come from the kit's closures, else from the layout.
@MainActor @Suite(.keepsWindows) struct CollectionKitSizeTests {
  @Test func aSizeClosureSizesEachItem() {
    let kit = CollectionKit(table: tiles([1, 2, 3]), view: windowedCollectionView())
    kit.sizeForRow = { tile, _ in CGSize(width: tile.id == 1 ? 320 : 160, height: 50) }
    #expect(kit.view.renderedText() == "  t1\n  t2 | t3")
    #expect(
      kit.view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 160, y: 50, width: 160, height: 50))
  }

  @Test func withoutASizeClosureTheLayoutsItemSizeApplies() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    #expect(
      kit.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 100, height: 40))
  }

  @Test func sectionInsetAndSpacingClosuresApplyPerSection() {
    let kit = CollectionKit(
      table: Table(sections: [("a", [Tile(1), Tile(2), Tile(3)]), ("b", [Tile(4), Tile(5)])]),
      view: windowedCollectionView())
    kit.sectionInset = { section, _ in
      section == "b" ? UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0) : .zero
    }
    kit.interitemSpacing = { _, _ in 20 }
    kit.lineSpacing = { _, _ in 7 }
    let frame = { (item: Int, section: Int) in
      kit.view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Two items and 20 points between them leave no room for a third; a flow layout spreads
    // the line's items to its edges.
    #expect(frame(1, 0)?.minX == 220)
    #expect(frame(2, 0)?.minY == 47)
    #expect(frame(0, 1) == CGRect(x: 5, y: 97, width: 100, height: 40))
  }
}

/// Prefetch work ends when UIKit cancels the prefetch, and drags move rows across sections.
@MainActor @Suite(.keepsWindows) struct CollectionKitPrefetchAndDragTests {
  @Test func prefetchWorkEndsWhenUIKitCancelsThePrefetch() {
    let kit = CollectionKit(table: tiles(Array(0..<90)), view: windowedCollectionView())
    let cancelled = Recorder(kit.cancelPrefetch)
    let ended = LifetimeProbe()
    var started: [Int] = []
    kit.prefetchWorker = { tile in
      started.append(tile.id)
      return ended.disposer("\(tile.id)")
    }
    kit.view.layoutIfNeeded()
    kit.view.scroll(by: 40)
    kit.view.scroll(by: -40)
    let cancelledIDs = cancelled.values.flatMap { $0.map(\.id) }
    #expect(!cancelledIDs.isEmpty)
    #expect(Set(ended.names) == Set(cancelledIDs.map { "\($0)" }))
    #expect(Set(cancelledIDs).isSubset(of: started))
  }

  @Test func draggingAnItemIntoAnotherSectionMovesItsRowThere() {
    let kit = CollectionKit(
      table: Table(sections: [("a", [Tile(1), Tile(2)]), ("b", [Tile(3)])]),
      view: windowedCollectionView())
    kit.canMove = { _ in true }
    kit.view.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(kit.table.value == Table(sections: [("a", [Tile(2)]), ("b", [Tile(3), Tile(1)])]))
    #expect(renderedItems(kit.view) == ["0-0 t2", "1-0 t3", "1-1 t1"])
  }
}
