import TableKitTesting
import Testing

@testable import TableKit

/// Reusable, Either and AnyReusable rows work unchanged in collection cells; cell classes can be
/// registered per model type, section or predicate, and unregistered.
@MainActor @Suite(.keepsWindows) struct CollectionKitRowTests {
  @Test func aReusableCollectionCellIsHostedInTheDequeuedCell() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    let cell = kit.view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell is HostingCollectionCell)
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 t2"])
  }

  @Test func aHostedCollectionCellFollowsTheSelection() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.view.tap(item: 1)
    let host = kit.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? HostingCollectionCell
    #expect((host?.hosted as? UICollectionViewCell)?.isSelected == true)
    kit.selection.value = []
    #expect((host?.hosted as? UICollectionViewCell)?.isSelected == false)
  }

  @Test func aReusablePlainViewIsPlacedInTheCellsContentView() {
    let kit = CollectionKit(
      table: Table(rows: [Banner(id: "a"), Banner(id: "b")]), view: windowedCollectionView())
    #expect(renderedItems(kit.view) == ["0-0 [a]", "0-1 [b]"])
    let cell = kit.view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.contentView.subviews.contains { $0 is UILabel } == true)
  }

  @Test func eitherAndAnyReusableRowsMixTypes() {
    typealias Row = Either<Tile, Banner>
    let kit = CollectionKit(
      table: Table(rows: [Row.left(Tile(1)), .right(Banner(id: "x"))]),
      view: windowedCollectionView())
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 [x]"])
    let erased = CollectionKit(
      table: Table(rows: [AnyReusable(Tile(2)), AnyReusable(Banner(id: "y"))]),
      view: windowedCollectionView())
    #expect(renderedItems(erased.view) == ["0-0 t2", "0-1 [y]"])
  }

  @Test func cellsAreReusedWhenScrolling() {
    let kit = CollectionKit(table: tiles(Array(0..<300)), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    var cells = Set(kit.view.visibleCells.map(ObjectIdentifier.init))
    for _ in 0..<20 {
      kit.view.scroll(by: 200)
      cells.formUnion(kit.view.visibleCells.map(ObjectIdentifier.init))
    }
    #expect(cells.count <= 15 + 3 + 3)
    #expect(
      renderedItems(kit.view).first
        == "0-\(kit.view.visibleItems[0].item) t\(kit.view.visibleItems[0].item)")
  }

  @Test func aRegisteredCellClassShowsItsModelType() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.register(TileCell.self, for: Tile.self) { cell, tile, _ in cell.label.text = "R\(tile.id)" }
    kit.view.layoutIfNeeded()
    #expect(kit.view.cellForItem(at: IndexPath(item: 0, section: 0)) is TileCell)
    #expect(renderedItems(kit.view) == ["0-0 R1", "0-1 R2"])
  }

  @Test func aRegistrationCanApplyToSomeSectionsOrByPredicate() {
    let kit = CollectionKit(
      table: Table(sections: [("a", [Tile(1), Tile(2)]), ("b", [Tile(3)])]),
      view: windowedCollectionView())
    kit.register(TileCell.self, for: Tile.self, inSections: [1]) { cell, tile, _ in
      cell.label.text = "S\(tile.id)"
    }
    kit.register(
      TileCell.self, for: Tile.self, where: { tile, _ in tile.id == 2 },
      configure: { cell, tile, _ in cell.label.text = "P\(tile.id)" })
    #expect(renderedItems(kit.view) == ["0-0 t1", "0-1 P2", "1-0 S3"])
  }

  @Test func unregisteringGoesBackToTheModelsOwnView() async {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let registration = kit.register(TileCell.self, for: Tile.self) { cell, _, _ in
      cell.label.text = "R"
    }
    #expect(renderedItems(kit.view) == ["0-0 R"])
    registration.dispose()
    await waitForDeferredUpdates()
    #expect(renderedItems(kit.view) == ["0-0 t1"])
    kit.register(TileCell.self, for: Tile.self) { cell, _, _ in cell.label.text = "R" }
    kit.unregister(TileCell.self, for: Tile.self)
    #expect(renderedItems(kit.view) == ["0-0 t1"])
  }

  @Test func aRowNothingCanShowIsReportedAndShownAsPlainText() {
    let kit = CollectionKit<EmptySection, Int>(
      table: Table(rows: [7]), view: windowedCollectionView())
    kit.view.layoutIfNeeded()
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [7, 8])
    kit.view.finishAnimations()
    #expect(
      diagnostics.values == [
        .unregisteredRow(type: "Swift.Int", indexPath: IndexPath(item: 1, section: 0))
      ])
    #expect(renderedItems(kit.view) == ["0-0 No view for Int", "0-1 No view for Int"])
  }
}

/// A registered cell class with a label.
final class TileCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}
