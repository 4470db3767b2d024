import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/CollectionViews.md, compiled and run; change
// both together.

struct Photo: Identifiable, Hashable {
  var id: Int
  var title: String
  var album: String
}

extension Photo: Reusable {
  static func makeAndConfigure() -> (make: UILabel, configure: (Photo) -> Disposable) {
    let label = UILabel()
    return (
      label,
      { photo in
        label.text = photo.title
        return NilDisposer()
      }
    )
  }
}

struct Person: Identifiable, Hashable {
  var id: Int
  var name: String
  var team: String
}

/// A table cell and a grid cell for the same model: the one thing a move to a grid changes
/// besides the kit.
final class PersonRowCell: UITableViewCell {
  let name = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(name)
  }

  required init?(coder: NSCoder) { nil }
}

final class PersonGridCell: UICollectionViewCell {
  let name = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(name)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor @Suite(.keepsWindows) struct CollectionKitArticleTests {
  @Test func theOverviewSnippetRunsAsDescribed() {
    let photos = ReadWriteSignal([
      Photo(id: 1, title: "Beach", album: "Summer"), Photo(id: 2, title: "Dunes", album: "Summer"),
    ])
    let bag = DisposeBag()
    var opened: [Photo] = []
    var pagesLoaded = 0

    let kit = CollectionKit<String, Photo>(view: windowedCollectionView())
    kit.sizeForRow = { _, _ in CGSize(width: 100, height: 100) }
    bag += photos.atOnce().map { Table(rows: $0, sectionedBy: \.album) }.bindTo(kit.table)
    bag += kit.didSelect.onValue { photo in opened.append(photo) }
    bag += kit.nearEnd.onValue { pagesLoaded += 1 }

    #expect(kit.view.renderedText() == "  Beach | Dunes")
    // The first table's animation ends before the next one goes in, as on a device.
    kit.view.finishAnimations()
    photos.value.append(Photo(id: 3, title: "Pier", album: "Summer"))
    kit.view.tap(item: 1)
    #expect(kit.view.renderedText() == "  Beach | Dunes ✓ | Pier")
    #expect(opened.map(\.title) == ["Dunes"])
    #expect(pagesLoaded == 1)
  }

  /// The same screen on a table view and on a collection view: the code differs in the kit type
  /// and the cell class only, and the table, events and selection come out the same.
  @Test func movingAScreenToAGridChangesTheKitAndTheCellClassOnly() {
    let people = ReadWriteSignal([
      Person(id: 1, name: "Ada", team: "Core"), Person(id: 2, name: "Grace", team: "Core"),
    ])
    var openedOnTable: [Person] = []
    var openedOnGrid: [Person] = []
    let bag = DisposeBag()

    let tableView = windowedTableView()
    do {
      let kit = TableKit<String, Person>(view: tableView)
      bag += kit.register(PersonRowCell.self, for: Person.self) { cell, person, _ in
        cell.name.text = person.name
      }
      bag += people.atOnce().map { Table(rows: $0, sectionedBy: \.team) }.bindTo(kit.table)
      bag += kit.didSelect.onValue { person in openedOnTable.append(person) }
      bag += { _ = kit }
    }

    let collectionView = windowedCollectionView()
    do {
      let kit = CollectionKit<String, Person>(view: collectionView)
      bag += kit.register(PersonGridCell.self, for: Person.self) { cell, person, _ in
        cell.name.text = person.name
      }
      bag += people.atOnce().map { Table(rows: $0, sectionedBy: \.team) }.bindTo(kit.table)
      bag += kit.didSelect.onValue { person in openedOnGrid.append(person) }
      bag += { _ = kit }
    }

    // The first tables' animations end before the next change goes in, as on a device.
    tableView.finishAnimations()
    collectionView.finishAnimations()
    people.value.append(Person(id: 3, name: "Linus", team: "Core"))
    tableView.finishAnimations()
    collectionView.finishAnimations()
    tableView.tap(row: 2)
    collectionView.tap(item: 2)
    #expect(openedOnTable == openedOnGrid)
    #expect(openedOnGrid.map(\.name) == ["Linus"])
    #expect(tableView.renderedText() == "  Ada\n  Grace\n  Linus  ✓")
    #expect(collectionView.renderedText() == "  Ada | Grace | Linus ✓")
  }
}

// MARK: - Compositional and list layouts

/// The snippets of the article's "Compositional and list layouts" section and its testing lines.
@MainActor @Suite(.keepsWindows) struct CollectionKitLayoutArticleTests {
  @Test func theListSnippetShowsSectionTitlesAsListHeaders() {
    let photos = [
      Photo(id: 1, title: "Beach", album: "Summer"), Photo(id: 2, title: "Dunes", album: "Summer"),
    ]
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = inWindow(
      UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)))
    let kit = CollectionKit<String, Photo>(view: list)
    kit.table.value = Table(rows: photos, sectionedBy: \.album)
    #expect(kit.view.renderedText() == "▸ Summer\n  Beach\n  Dunes")
  }

  @Test func theShelfSnippetScrollsSideways() {
    let layout = UICollectionViewCompositionalLayout { section, environment in
      let tile = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(120), heightDimension: .absolute(120)),
        subitems: [tile])
      let shelf = NSCollectionLayoutSection(group: group)
      shelf.interGroupSpacing = 8
      shelf.orthogonalScrollingBehavior = .groupPaging
      return shelf
    }
    let shelves = inWindow(UICollectionView(frame: .zero, collectionViewLayout: layout))
    let kit = CollectionKit(table: tiles(Array(1...10)), view: shelves)
    #expect(kit.view.visibleItems.count == 3)
    shelves.scroll(section: 0, orthogonallyBy: 300)
    // Groups are 128 points apart: the nearest group edge to 300 is the third group's, 256.
    #expect(kit.view.visibleItems.first == IndexPath(item: 2, section: 0))
  }

  @Test func theSwipeLineTapsAListRowsAction() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var deleted: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          deleted.append(indexPath)
          done(true)
        }
      ])
    }
    let list = inWindow(
      UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)))
    let kit = CollectionKit(table: tiles([1, 2]), view: list)
    kit.view.layoutIfNeeded()
    list.swipe(itemAt: IndexPath(item: 0, section: 0)).tapAction(titled: "Delete")
    #expect(deleted == [IndexPath(item: 0, section: 0)])
  }
}
