import TableKitTesting
import Testing

@testable import TableKit

/// Rows that give a content configuration instead of a cell, on both kits: their content
/// follows the cell's state, their accessories show, and their cells are reused across rows of
/// any content-configured type.
@MainActor @Suite(.keepsWindows) struct ContentConfigurationContractTests {
  /// A contact whose cell shows a subtitle configuration, marked while selected or editing.
  struct Contact: Identifiable, Hashable, ContentConfigurable {
    var id: Int
    var name: String
    var isFavourite = false
    var isExpanded = false

    func contentConfiguration(for state: UICellConfigurationState) -> any UIContentConfiguration {
      var content = UIListContentConfiguration.subtitleCell()
      content.text = name
      var marks: [String] = []
      if state.isSelected { marks.append("selected") }
      if state.isEditing { marks.append("editing") }
      if state.isExpanded { marks.append("expanded") }
      content.secondaryText = marks.isEmpty ? nil : marks.joined(separator: ", ")
      return content
    }

    func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {
      isFavourite ? [.checkmark()] : [.disclosureIndicator()]
    }
  }

  /// A row whose content is a custom configuration with its own content view.
  struct Badge: Identifiable, Hashable, ContentConfigurable {
    var id: Int

    struct Content: UIContentConfiguration {
      var count: Int
      func makeContentView() -> any UIView & UIContentView { BadgeView(self) }
      func updated(for state: any UIConfigurationState) -> Content { self }
    }

    final class BadgeView: UIView, UIContentView {
      let label = UILabel()
      var configuration: any UIContentConfiguration {
        didSet { label.text = "\((configuration as? Content)?.count ?? 0) new" }
      }
      init(_ content: Content) {
        configuration = content
        super.init(frame: .zero)
        label.text = "\(content.count) new"
        addSubview(label)
      }
      required init?(coder: NSCoder) { nil }
    }

    func contentConfiguration(for state: UICellConfigurationState) -> any UIContentConfiguration {
      Content(count: id)
    }
  }

  private func contacts(_ names: [String]) -> Table<EmptySection, Contact> {
    Table(rows: names.enumerated().map { Contact(id: $0.offset, name: $0.element) })
  }

  @Test(arguments: KitKind.allCases)
  func aRowsContentConfigurationShowsWithItsAccessories(kind: KitKind) {
    let driver = kind.make(
      Table(rows: [Contact(id: 0, name: "Ada"), Contact(id: 1, name: "Grace", isFavourite: true)]))
    #expect(driver.renderedText == "  Ada  ›\n  Grace  ☑")
  }

  @Test(arguments: KitKind.allCases)
  func selectionReachesTheContentThroughTheCellState(kind: KitKind) {
    let driver = kind.make(contacts(["Ada", "Grace"]))
    // A table marks a selected row after two spaces, a collection view after one.
    let selected = kind == .table ? "  ✓" : " ✓"
    driver.tap(row: 1)
    #expect(driver.renderedText == "  Ada  ›\n  Grace — selected  ›" + selected)
    driver.tap(row: 0)
    #expect(driver.renderedText == "  Ada — selected  ›" + selected + "\n  Grace  ›")
  }

  @Test(arguments: KitKind.allCases)
  func editingReachesTheContentThroughTheCellState(kind: KitKind) {
    let driver = kind.make(contacts(["Ada"]))
    driver.setEditing(true)
    #expect(driver.renderedText.contains("Ada — editing"))
    driver.setEditing(false)
    #expect(!driver.renderedText.contains("editing"))
  }

  @Test(arguments: KitKind.allCases)
  func aRowsExpansionIsInTheCellState(kind: KitKind) {
    let driver = kind.make(Table(rows: [Contact(id: 0, name: "Folders", isExpanded: true)]))
    #expect(driver.renderedText.contains("Folders — expanded"))
    driver.kit.table.value = contacts(["Folders"])
    #expect(!driver.renderedText.contains("expanded"), "a changed row updates its content")
  }

  @Test(arguments: KitKind.allCases)
  func aCustomConfigurationShowsItsContentView(kind: KitKind) {
    let driver = kind.make(Table(rows: [Badge(id: 3)]))
    #expect(driver.renderedText == "  3 new")
  }

  @Test(arguments: KitKind.allCases)
  func cellsAreReusedAcrossContentConfiguredTypes(kind: KitKind) {
    typealias Row = Either<Contact, Badge>
    let driver = kind.make(
      Table(rows: [Row.left(Contact(id: 0, name: "Ada")), .right(Badge(id: 2))]))
    let first = driver.cell(at: IndexPath(row: 0, section: 0))
    driver.kit.table.value = Table(rows: [Row.right(Badge(id: 5))])
    let reused = driver.cell(at: IndexPath(row: 0, section: 0))
    #expect(driver.renderedText == "  5 new")
    #expect(first != nil && reused != nil)
    #expect(type(of: first!) == type(of: reused!), "one cell class for every content row")
  }

  @Test(arguments: KitKind.allCases)
  func aRegistrationWinsOverTheContentConfiguration(kind: KitKind) {
    let driver = kind.make(contacts(["Ada"]))
    driver.registerCell { label, contact, _ in label.text = "registered \(contact.name)" }
    #expect(driver.rendered == ["0-0 registered Ada"])
  }
}

/// List cells of a ``CollectionKit``: accessories in editing, and the outline disclosure's tap.
@MainActor @Suite(.keepsWindows) struct CollectionKitListCellTests {
  /// A folder row whose outline disclosure toggles its expansion in the app's table value.
  struct Folder: Identifiable, Hashable, ContentConfigurable {
    var id: String
    var isExpanded = false
    /// Called with the folder when its disclosure is tapped; compared by identity only.
    var toggle: Toggle
    /// The outline disclosure's style: `.header` takes a tap anywhere in the cell.
    var style: UICellAccessory.OutlineDisclosureOptions.Style = .cell

    struct Toggle: Hashable {
      let action: @MainActor (String) -> Void
      static func == (lhs: Toggle, rhs: Toggle) -> Bool { true }
      func hash(into hasher: inout Hasher) {}
    }

    func contentConfiguration(for state: UICellConfigurationState) -> any UIContentConfiguration {
      var content = UIListContentConfiguration.cell()
      content.text = id
      return content
    }

    func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {
      let id = self.id
      let toggle = self.toggle
      return [
        .delete(), .outlineDisclosure(options: .init(style: style)) { toggle.action(id) },
        .label(text: "2"),
      ]
    }
  }

  @Test func tappingAnOutlineDisclosureRunsItsHandlerAndTheTableShowsTheExpansion() {
    let driver = KitKind.collection.make(Table<EmptySection, Folder>())
    weak let weakKit = driver.kit
    let toggle = Folder.Toggle { id in
      guard let kit = weakKit else { return }
      kit.table.value = Table(
        rows: kit.table.value.map { folder in
          var folder = folder
          if folder.id == id { folder.isExpanded.toggle() }
          return folder
        })
    }
    driver.kit.table.value = Table(rows: [
      Folder(id: "Inbox", toggle: toggle), Folder(id: "Archive", toggle: toggle),
    ])
    let collection = driver.view as! UICollectionView
    collection.finishAnimations()
    #expect(collection.renderedText() == "  Inbox  ▷ 2\n  Archive  ▷ 2")
    collection.tapOutlineDisclosure(itemAt: IndexPath(item: 1, section: 0))
    collection.finishAnimations()
    #expect(collection.renderedText() == "  Inbox  ▷ 2\n  Archive  ▽ 2")
    collection.isEditing = true
    #expect(collection.renderedText() == "  ⊖ Inbox  ▷ 2\n  ⊖ Archive  ▽ 2")
  }

  @Test func tappingAnOutlineDisclosureOnACellWithoutOneThrows() {
    let driver = KitKind.collection.make(Table(rows: [Note(1)]))
    let collection = driver.view as! UICollectionView
    #expect(throws: InteractionError.self) {
      try collection.throwing.tapOutlineDisclosure(itemAt: IndexPath(item: 0, section: 0))
    }
  }

  @Test func aTapOnAHeaderStyleOutlineCellTogglesItWithoutSelectingIt() {
    let driver = KitKind.collection.make(Table<EmptySection, Folder>())
    var toggled: [String] = []
    let toggle = Folder.Toggle { toggled.append($0) }
    driver.kit.table.value = Table(rows: [
      Folder(id: "Inbox", toggle: toggle, style: .header), Folder(id: "Archive", toggle: toggle),
    ])
    let collection = driver.view as! UICollectionView
    collection.finishAnimations()
    let selected = Recorder(driver.kit.didSelect)
    collection.tap(item: 0)
    collection.tap(item: 1)
    #expect(toggled == ["Inbox"])
    #expect(selected.values.map(\.id) == ["Archive"])
  }
}
