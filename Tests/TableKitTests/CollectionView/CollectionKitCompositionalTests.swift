import TableKitTesting
import Testing

@testable import TableKit

/// A cell that prefers the height its tile's text asks for (`"tall"` rows are 80 points), for
/// self-sizing list rows.
final class SizingTileCell: UICollectionViewCell {
  var preferredHeight: CGFloat = 44

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight)
  }
}

/// CollectionKit over compositional and list layouts: sizes come from the layout, headers and
/// footers from section values.
@MainActor @Suite(.keepsWindows) struct CollectionKitCompositionalTests {
  /// A compositional grid of three 100×40-point items a row.
  func compositionalGrid() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test func aCompositionalGridPlacesItemsWhereItsLayoutSays() {
    let view = inWindow(UICollectionView(frame: .zero, collectionViewLayout: compositionalGrid()))
    let kit = CollectionKit(
      table: Table(sections: [("Friends", (1...4).map { Tile($0) })]), view: view)
    // The flow delegate's sizes are not asked: the layout's are used.
    kit.sizeForRow = { _, _ in CGSize(width: 10, height: 10) }
    #expect(kit.view.renderedText() == "▸ Friends\n  t1 | t2 | t3\n  t4")
    #expect(
      kit.view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 0, y: 70, width: 320 * (1.0 / 3), height: 40))
  }

  @Test func sectionValuesBecomeListHeadersAndFooters() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let view = inWindow(
      UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)),
      height: 400)
    let kit = CollectionKit(
      table: Table(sections: [
        (Album(title: "Summer"), [Tile(1), Tile(2)]), (Album(title: "Winter"), [Tile(3)]),
      ]), view: view)
    kit.footer = { album in Banner(id: album.title) }
    #expect(
      kit.view.renderedText()
        == "▸ Summer\n  t1\n  t2\n▹ [Summer]\n▸ Winter\n  t3\n▹ [Winter]")
  }

  @Test func listRowsSizeThemselvesThroughTheirCells() {
    let view = inWindow(
      UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain))))
    let kit = CollectionKit(table: Table(rows: [Tile(1, "tall"), Tile(2), Tile(3)]), view: view)
    kit.register(SizingTileCell.self, for: Tile.self) { cell, tile, _ in
      cell.preferredHeight = tile.text == "tall" ? 80 : 44
    }
    #expect(
      kit.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 80, width: 320, height: 44))
    // A row whose content changes is measured again when its cell is reconfigured.
    kit.table.value = Table(rows: [Tile(1), Tile(2, "tall"), Tile(3)])
    kit.view.finishAnimations()
    kit.view.layoutIfNeeded()
    #expect(kit.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 80)
  }

  @Test func theLoadingViewShowsInTheLastListFooter() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.footerMode = .supplementary
    let view = inWindow(
      UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)))
    let kit = CollectionKit(table: tiles([1, 2]), view: view)
    let loading = UILabel()
    kit.loadingView = loading
    kit.paging.value = .loading
    view.layoutIfNeeded()
    let footer = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer.map { loading.isDescendant(of: $0) } == true)
  }
}
