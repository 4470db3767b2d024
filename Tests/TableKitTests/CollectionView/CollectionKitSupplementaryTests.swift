import TableKitTesting
import Testing

@testable import TableKit

/// A section value that makes its own header view.
struct Album: Hashable, Reusable {
  var title: String

  static func makeAndConfigure() -> (make: UILabel, configure: (Album) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { album in
        label.text = album.title
        return NilDisposer()
      }
    )
  }
}

/// Section headers and footers are supplementary views made from section values and reused
/// through registration.
@MainActor @Suite(.keepsWindows) struct CollectionKitSupplementaryTests {
  func albums() -> Table<Album, Tile> {
    Table(sections: [
      (Album(title: "Summer"), [Tile(1), Tile(2)]), (Album(title: "Winter"), [Tile(3)]),
    ])
  }

  @Test func aReusableSectionIsItsOwnHeader() {
    let kit = CollectionKit(table: albums(), view: windowedCollectionView())
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    #expect(kit.view.renderedText() == "▸ Summer\n  t1 | t2\n▸ Winter\n  t3")
  }

  @Test func aStringSectionIsShownAsATitle() {
    let kit = CollectionKit(
      table: Table(sections: [("Friends", [Tile(1)])]), view: windowedCollectionView())
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    #expect(kit.view.renderedText() == "▸ Friends\n  t1")
  }

  @Test func aFooterValueMakesAFooter() {
    let kit = CollectionKit(table: albums(), view: windowedCollectionView())
    kit.footer = { album in Banner(id: album.title) }
    kit.footerSize = { _, _ in CGSize(width: 320, height: 20) }
    #expect(kit.view.renderedText() == "  t1 | t2\n▹ [Summer]\n  t3\n▹ [Winter]")
  }

  @Test func headerDisplayIsReportedWithTheSection() {
    let kit = CollectionKit(table: albums(), view: windowedCollectionView())
    let events = Recorder(kit.sectionEvents)
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    kit.view.layoutIfNeeded()
    #expect(
      events.values == [
        SectionEvent(kind: .willDisplayHeader, section: Album(title: "Summer"), index: 0),
        SectionEvent(kind: .willDisplayHeader, section: Album(title: "Winter"), index: 1),
      ])
  }

  @Test func headerViewsAreReusedWhileScrolling() {
    let sections = (0..<40).map { (Album(title: "A\($0)"), [Tile($0)]) }
    let kit = CollectionKit(table: Table(sections: sections), view: windowedCollectionView())
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    kit.view.layoutIfNeeded()
    var views = Set<ObjectIdentifier>()
    for _ in 0..<10 {
      kit.view.scroll(by: 140)
      views.formUnion(
        kit.view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
          .map(ObjectIdentifier.init))
    }
    #expect(views.count <= 5)
    #expect(kit.view.renderedText().contains("▸ A"))
  }

  @Test func aChangedSectionValueUpdatesItsHeader() {
    let kit = CollectionKit(
      table: albums(), view: windowedCollectionView(),
      rowIdentity: \.id, rowsEqual: ==, sectionIdentity: { _ in 0 }, sectionsEqual: ==)
    kit.headerSize = { _, _ in CGSize(width: 320, height: 30) }
    kit.table.value = Table(sections: [(Album(title: "Autumn"), [Tile(1), Tile(2), Tile(3)])])
    kit.view.finishAnimations()
    #expect(kit.view.renderedText() == "▸ Autumn\n  t1 | t2 | t3")
  }
}

/// The user reorders items; the table holds the new order in the same step.
@MainActor @Suite(.keepsWindows) struct CollectionKitReorderTests {
  @Test func draggingAnItemMovesItsRowInTheTable() {
    let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
    kit.canMove = { _ in true }
    let moves = Recorder(kit.rowEvents)
    var tableDuringMove: Table<EmptySection, Tile>?
    let bag = DisposeBag()
    bag += kit.didMove.onValue { _ in tableDuringMove = kit.table.value }
    kit.view.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(
      moves.values.last
        == RowEvent(kind: .move, row: Tile(1), indexPath: IndexPath(item: 2, section: 0)))
    #expect(tableDuringMove == tiles([2, 3, 1, 4]))
    #expect(kit.table.value == tiles([2, 3, 1, 4]))
    #expect(renderedItems(kit.view) == ["0-0 t2", "0-1 t3", "0-2 t1", "0-3 t4"])
  }

  @Test func theSelectionStaysWithItsRowWhenAnotherIsDragged() {
    let kit = CollectionKit(table: tiles([1, 2, 3, 4]), view: windowedCollectionView())
    kit.canMove = { _ in true }
    kit.view.tap(item: 2)
    let selections = Recorder(kit.selection)
    kit.view.drag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(kit.selection.value == [Tile(3)])
    #expect(selections.values.isEmpty)
    #expect(kit.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(kit.view.renderedText() == "  t2 | t3 ✓ | t1\n  t4")
  }

  @Test func rowsThatCannotMoveStayPut() throws {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.canMove = { $0.id != 1 }
    #expect(throws: InteractionError.self) {
      try kit.view.throwing.drag(
        itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    }
    #expect(kit.table.value == tiles([1, 2]))
  }
}
