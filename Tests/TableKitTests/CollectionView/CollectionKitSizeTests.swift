import Testing

@testable import TableKit

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
