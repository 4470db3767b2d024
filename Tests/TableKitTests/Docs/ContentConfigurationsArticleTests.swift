import TableKitTesting
import Testing

@testable import TableKit

// The snippets of Sources/TableKit/TableKit.docc/ContentConfigurations.md, compiled and run;
// change both together.

@MainActor @Suite(.keepsWindows) struct ContentConfigurationsArticleTests {
  struct Contact: Identifiable, Hashable, ContentConfigurable {
    var id: Int
    var name: String
    var phone: String

    func contentConfiguration(for state: UICellConfigurationState) -> any UIContentConfiguration {
      var content = UIListContentConfiguration.subtitleCell()
      content.text = name
      content.secondaryText = state.isSelected ? "Calling…" : phone
      return content
    }

    func accessories(for state: UICellConfigurationState) -> [UICellAccessory] {
      [.disclosureIndicator()]
    }
  }

  let contacts = [
    Contact(id: 0, name: "Ada", phone: "555-0100"),
    Contact(id: 1, name: "Grace", phone: "555-0101"),
  ]

  @Test func aContactShowsItsContentAndFollowsTheSelection() {
    let kit = CollectionKit(table: Table(rows: contacts))
    _ = inWindow(kit.view, height: 220)
    kit.view.tap(item: 0)
    #expect(kit.view.renderedText() == "  Ada — Calling…  › ✓ | Grace — 555-0101  ›")
  }

  @Test func aLinkShowsASignalOfTables() {
    let kit = CollectionKit<EmptySection, Contact>()
    _ = inWindow(kit.view, height: 220)
    let tables = ReadWriteSignal(Table(rows: contacts))
    let link = KitTableLink(kit: kit, signal: tables.readOnly())
    tables.value = Table(rows: Array(contacts.prefix(1)))  // the kit shows one contact
    #expect(kit.table.value.count == 1)
    link.dispose()
  }
}
