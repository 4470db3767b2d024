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
