import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitDisplayTests {
  @Test func showsTheRowsOfTheTable() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 m3"])
    #expect(kit.view.numberOfSections == 1)
    #expect(kit.view.numberOfRows(inSection: 0) == 3)
  }

  @Test func showsStringSectionsAsHeaderTitles() {
    let table = Table(sections: [("Today", [Message(1)]), ("Yesterday", [Message(2)])])
    let kit = TableKit(table: table, view: windowedTableView())
    #expect(kit.view.askedTitle(forHeaderInSection: 1) == "Yesterday")
    #expect(renderedRows(kit.view) == ["0-0 m1", "1-0 m2"])
  }

  @Test func showsMixedRowsThroughEither() {
    typealias Row = Either<Message, Banner>
    let table = Table(rows: [Row.right(Banner(id: "top")), .left(Message(1))])
    let kit = TableKit(table: table, view: windowedTableView())
    #expect(renderedRows(kit.view) == ["0-0 [top]", "0-1 m1"])
  }

  @Test func showsTypeErasedRows() {
    let table = Table(rows: [AnyReusable(Banner(id: "b")), AnyReusable(Message(7))])
    let kit = TableKit(table: table, view: windowedTableView())
    #expect(renderedRows(kit.view) == ["0-0 [b]", "0-1 m7"])
  }

  @Test func showsTheEmptyViewWhileTheTableHasNoRows() {
    let kit = TableKit(table: messages([]), view: windowedTableView())
    let empty = UILabel()
    kit.emptyView = empty
    #expect(kit.view.backgroundView === empty)
    kit.table.value = messages([1])
    #expect(kit.view.backgroundView == nil)
    kit.view.finishAnimations()
    kit.table.value = messages([])
    #expect(kit.view.backgroundView === empty)
  }

  @Test func leavesRowHeightsToTheViewUntilAClosureIsSet() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    kit.heightForRow = { message, _ in message.id == 2 ? 80 : 30 }
    kit.view.reloadData()
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
  }
}

/// A section value shown as a header view.
struct Chapter: Hashable, Reusable {
  var title: String
  static func makeAndConfigure() -> (
    make: UITableViewHeaderFooterView, configure: (Chapter) -> Disposable
  ) {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    return (
      header,
      { chapter in
        header.textLabel?.text = "§ \(chapter.title)"
        return NilDisposer()
      }
    )
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitHeaderTests {
  @Test func reusableSectionsAreShownAsHeaderViews() {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(table: Table(sections: [(Chapter(title: "One"), [Message(1)])]), view: view)
    kit.view.layoutIfNeeded()
    #expect(kit.view.headerView(forSection: 0)?.textLabel?.text == "§ One")
    #expect(kit.view.askedTitle(forHeaderInSection: 0) == nil)
  }

  @Test func aReusableHeaderShowsItsSectionsNewValue() {
    struct Part: Hashable, Reusable {
      var id: Int
      var title: String
      static func makeAndConfigure() -> (
        make: UITableViewHeaderFooterView, configure: (Part) -> Disposable
      ) {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        return (
          header,
          { part in
            header.textLabel?.text = part.title
            return NilDisposer()
          }
        )
      }
    }
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(
      table: Table(sections: [(Part(id: 1, title: "One"), [Message(1)])]), view: view,
      rowIdentity: \.id, rowsEqual: ==, sectionIdentity: \.id, sectionsEqual: ==)
    kit.view.layoutIfNeeded()
    kit.table.value = Table(sections: [(Part(id: 1, title: "Uno"), [Message(1)])])
    kit.view.layoutIfNeeded()
    #expect(kit.view.headerView(forSection: 0)?.textLabel?.text == "Uno")
  }

  @Test func aMovedSectionsTitleAndFooterFollowItsNewValue() {
    struct Group: Hashable {
      var id: Int
      var title: String
    }
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    view.sectionFooterHeight = 20
    let kit = TableKit(
      table: Table(sections: [
        (Group(id: 1, title: "a"), [Message(1)]), (Group(id: 2, title: "b"), [Message(2)]),
      ]),
      view: view, rowIdentity: \.id, rowsEqual: ==, sectionIdentity: \.id, sectionsEqual: ==)
    kit.headerTitle = { $0.title }
    kit.footerTitle = { "end of " + $0.title }
    kit.view.reloadData()
    kit.view.layoutIfNeeded()
    kit.table.value = Table(sections: [
      (Group(id: 2, title: "b"), [Message(2)]), (Group(id: 1, title: "A"), [Message(1)]),
    ])
    kit.view.layoutIfNeeded()
    #expect(kit.view.headerView(forSection: 1)?.textLabel?.text == "A")
    #expect(kit.view.footerView(forSection: 1)?.textLabel?.text == "end of A")
  }

  @Test func footerTitlesComeFromTheClosure() {
    let kit = TableKit(table: Table(sections: [("A", [Message(1)])]), view: windowedTableView())
    kit.footerTitle = { "\($0) ends" }
    #expect(kit.view.askedTitle(forFooterInSection: 0) == "A ends")
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitHeightTests {
  @Test func aHeightSetAfterCreationAppliesToRowsAlreadyLaidOut() {
    let kit = TableKit(table: messages([1, 2, 3]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
    kit.heightForRow = { _, _ in 60 }
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    kit.heightForRow = nil
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
  }

  @Test func headerHeightsComeFromTheClosureOnlyWhenSet() {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    let kit = TableKit(
      table: Table(sections: [("A", [Message(1)]), ("B", [Message(2)])]), view: view)
    view.layoutIfNeeded()
    #expect(view.rectForHeader(inSection: 1).height == 20)
    kit.heightForHeader = { section, _ in section == "B" ? 36 : 10 }
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.rectForHeader(inSection: 0).height == 10)
    #expect(view.rectForHeader(inSection: 1).height == 36)
  }

  @Test func anEstimateClosureTurnsEstimationOn() {
    let view = windowedTableView()
    let kit = TableKit(table: messages(Array(0..<50)), view: view)
    kit.estimatedHeightForRow = { _, _ in 30 }
    view.reloadData()
    view.layoutIfNeeded()
    // 5 measured rows of 44 points, 45 estimated ones of 30 (Rules.md R-scroll-6).
    let expected: CGFloat = 5 * 44 + 45 * 30
    #expect(abs(view.contentSize.height - expected) < 0.001)
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitSectionViewTests {
  @Test func headerAndFooterViewsComeFromTheClosures() {
    let view = windowedTableView()
    view.sectionHeaderHeight = 20
    view.sectionFooterHeight = 20
    let kit = TableKit(table: Table(sections: [("A", [Message(1)])]), view: view)
    kit.headerView = { section in
      let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
      header.textLabel?.text = "header \(section)"
      return header
    }
    kit.footerView = { section in
      let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
      footer.textLabel?.text = "footer \(section)"
      return footer
    }
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.headerView(forSection: 0)?.textLabel?.text == "header A")
    #expect(view.footerView(forSection: 0)?.textLabel?.text == "footer A")
  }
}
