import TableKitTesting
import Testing

@testable import TableKit

/// A header view that counts how many were made.
final class CountedHeader: UITableViewHeaderFooterView {
  nonisolated(unsafe) static var made = 0

  override init(reuseIdentifier: String?) {
    Self.made += 1
    super.init(reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }
}

/// A count that ends of configurations decrease.
@MainActor final class LiveCount {
  var count = 0
}

@MainActor @Suite(.serialized, .keepsWindows) struct TableKitSectionRegistrationTests {
  func chapters(_ count: Int) -> Table<String, Message> {
    Table(
      sections: (0..<count).map { ("Chapter \($0)", [Message($0 * 10), Message($0 * 10 + 1)]) })
  }

  @Test func registeredHeadersShowTheirSectionAndAreReused() {
    CountedHeader.made = 0
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(table: chapters(40), view: view)
    kit.registerHeader(CountedHeader.self, for: String.self) { header, title, _ in
      header.textLabel?.text = "# " + title
    }
    kit.view.layoutIfNeeded()
    #expect(kit.view.headerView(forSection: 0)?.textLabel?.text == "# Chapter 0")
    #expect(kit.view.askedTitle(forHeaderInSection: 0) == nil)
    kit.view.scrollToBottom()
    #expect(kit.view.headerView(forSection: 39)?.textLabel?.text == "# Chapter 39")
    #expect(CountedHeader.made < 10)
  }

  @Test func registeredFootersShowTheirSection() {
    let view = windowedTableView()
    view.sectionFooterHeight = 20
    let kit = TableKit(table: chapters(2), view: view)
    kit.footerTitle = { _ in "plain" }
    kit.registerFooter(UITableViewHeaderFooterView.self, for: String.self) { footer, title, _ in
      footer.textLabel?.text = "end of " + title
    }
    kit.view.layoutIfNeeded()
    #expect(kit.view.footerView(forSection: 0)?.textLabel?.text == "end of Chapter 0")
    #expect(kit.view.askedTitle(forFooterInSection: 0) == nil)
  }

  @Test func unregisteringBringsTheTitlesBack() async {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(table: chapters(2), view: view)
    let registration = kit.registerHeader(UITableViewHeaderFooterView.self, for: String.self) {
      header, title, _ in header.textLabel?.text = "# " + title
    }
    kit.view.layoutIfNeeded()
    registration.dispose()
    await waitForDeferredUpdates()
    #expect(kit.view.askedTitle(forHeaderInSection: 0) == "Chapter 0")
  }

  @Test func aHeadersConfigurationEndsWhenItsViewIsReused() {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(table: chapters(40), view: view)
    let live = LiveCount()
    kit.registerHeader(UITableViewHeaderFooterView.self, for: String.self) { header, title, life in
      header.textLabel?.text = title
      live.count += 1
      life.configuration += Disposer { MainActor.assumeIsolated { live.count -= 1 } }
    }
    kit.view.layoutIfNeeded()
    kit.view.scrollToBottom()
    #expect(live.count <= 10)
  }

  @Test func aRegisteredHeaderShowsItsSectionsNewValue() {
    struct Part: Hashable {
      var id: Int
      var title: String
    }
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(
      table: Table(sections: [(Part(id: 1, title: "One"), [Message(1)])]), view: view,
      rowIdentity: \.id, rowsEqual: ==, sectionIdentity: \.id, sectionsEqual: ==)
    kit.registerHeader(UITableViewHeaderFooterView.self, for: Part.self) { header, part, _ in
      header.textLabel?.text = part.title
    }
    kit.view.layoutIfNeeded()
    kit.table.value = Table(sections: [(Part(id: 1, title: "Uno"), [Message(1)])])
    kit.view.layoutIfNeeded()
    #expect(kit.view.headerView(forSection: 0)?.textLabel?.text == "Uno")
  }
}
