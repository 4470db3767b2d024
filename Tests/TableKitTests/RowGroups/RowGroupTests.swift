import TableKitTesting
import Testing

@testable import TableKit

/// A settings table of `Setting` rows in a window tall enough for every row.
@MainActor func settingsKit() -> TableKit<String, Setting> {
  let view = windowedTableView(height: 600)
  view.sectionHeaderHeight = 28
  return TableKit<String, Setting>(view: view)
}

@MainActor @Suite(.keepsWindows) struct AccordionTests {
  func sizes() -> Accordion<String, Setting> {
    Accordion(
      options: ["S", "M", "L"], choice: "M", header: { Setting.value("Size", $0 ?? "-") },
      option: { Setting.option($0, isChecked: $1) })
  }

  @Test func tappingTheHeaderExpandsAndChoosingAnOptionCollapses() async {
    let kit = settingsKit()
    let size = sizes()
    let diagnostics = Recorder(kit.diagnostics)
    let choices = Recorder(size.choice)
    let shown = Recorder(kit.willDisplay)
    let hidden = Recorder(kit.didEndDisplaying)
    let selected = Recorder(kit.didSelect)
    let bag = DisposeBag()
    bag += kit.show([("Display", [.row(.title("Text")), .group(size)])])
    #expect(kit.view.renderedText() == "▸ Display\n  Text\n  Size — M")
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(size.isExpanded.value)
    #expect(selected.values == [.value("Size", "M")])
    #expect(
      shown.values.suffix(3) == [
        .option("S", isChecked: false), .option("M", isChecked: true),
        .option("L", isChecked: false),
      ])
    #expect(kit.view.renderedText() == "▸ Display\n  Text\n  Size — M\n  S\n  M  ☑\n  L")
    kit.view.tap(rowAt: IndexPath(row: 4, section: 0))
    await waitForDeferredUpdates()
    #expect(kit.view.renderedText() == "▸ Display\n  Text\n  Size — L")
    #expect(choices.values == ["L"])
    // The options left the screen as the accordion collapsed; the header kept its cell.
    #expect(Set(hidden.values.map(\.id)) == ["option S", "option M", "option L"])
    #expect(diagnostics.values.isEmpty)
    #expect(kit.selection.value.isEmpty)
  }

  @Test func theExpandedStateIsAReadWriteSignal() {
    let kit = settingsKit()
    let size = sizes()
    let bag = DisposeBag()
    bag += kit.show([("Display", [.group(size)])])
    size.isExpanded.value = true
    #expect(kit.table.value.count == 4)
    size.isExpanded.value = false
    #expect(kit.table.value.count == 1)
  }
}

@MainActor @Suite(.keepsWindows) struct RadioGroupTests {
  @Test func oneOptionIsCheckedAndTappingTheCheckedOneKeepsIt() async {
    let kit = settingsKit()
    let theme = RadioGroup(options: ["Light", "Dark"], choice: "Light") {
      Setting.option($0, isChecked: $1)
    }
    let choices = Recorder(theme.choice)
    let bag = DisposeBag()
    bag += kit.show([("Theme", [.group(theme)])])
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(choices.values == ["Dark"])
    #expect(kit.view.renderedText() == "▸ Theme\n  Light\n  Dark  ☑")
  }

  @Test func theChoiceSurvivesADiffThatMovesItsRows() async {
    let kit = settingsKit()
    let notices = ReadWriteSignal<[String]>([])
    let above = ArrayGroup(notices.readOnly(), row: { Setting.title($0) })
    let theme = RadioGroup(options: ["Light", "Dark"], choice: "Dark") {
      Setting.option($0, isChecked: $1)
    }
    let bag = DisposeBag()
    bag += kit.show([("Theme", [.group(above), .group(theme)])])
    kit.view.finishAnimations()
    notices.value = ["New!", "Also new"]
    kit.view.finishAnimations()
    #expect(kit.view.renderedText() == "▸ Theme\n  New!\n  Also new\n  Light\n  Dark  ☑")
    kit.view.tap(rowAt: IndexPath(row: 2, section: 0))
    await waitForDeferredUpdates()
    #expect(theme.choice.value == "Light")
    #expect(kit.view.renderedText() == "▸ Theme\n  New!\n  Also new\n  Light  ☑\n  Dark")
  }
  @Test func theFirstOptionBecomesTheChoiceWhenTheChosenOptionLeaves() {
    let kit = settingsKit()
    let options = ReadWriteSignal(["Light", "Dark", "Sepia"])
    let theme = RadioGroup(options: options.readOnly(), choice: "Dark") {
      Setting.option($0, isChecked: $1)
    }
    let choices = Recorder(theme.choice)
    let bag = DisposeBag()
    bag += kit.show([("Theme", [.group(theme)])])
    kit.view.finishAnimations()
    options.value = ["Light", "Sepia"]
    kit.view.finishAnimations()
    #expect(choices.values == ["Light"])
    #expect(kit.view.renderedText() == "▸ Theme\n  Light  ☑\n  Sepia")
    theme.choice.value = "Purple"
    kit.view.finishAnimations()
    #expect(theme.choice.value == "Light")
    #expect(kit.view.renderedText() == "▸ Theme\n  Light  ☑\n  Sepia")
  }

  @Test func aChoiceThatIsNotAnOptionStartsAtTheFirstOption() {
    let theme = RadioGroup(options: ["Light", "Dark"], choice: "Purple") {
      Setting.option($0, isChecked: $1)
    }
    #expect(theme.choice.value == "Light")
    #expect(
      theme.rows.value == [.option("Light", isChecked: true), .option("Dark", isChecked: false)])
  }
}

@MainActor @Suite(.keepsWindows) struct MultiSelectGroupTests {
  @Test func optionsToggleWithinTheMinimumAndMaximum() async {
    let kit = settingsKit()
    let days = MultiSelectGroup(
      options: ["Mon", "Tue", "Wed"], choices: ["Mon"], minimum: 1, maximum: 2
    ) { Setting.option($0, isChecked: $1) }
    let bag = DisposeBag()
    bag += kit.show([("Days", [.group(days)])])
    for row in [0, 1, 2, 0] {
      kit.view.tap(rowAt: IndexPath(row: row, section: 0))
      await waitForDeferredUpdates()
    }
    // Mon can't go (minimum 1), Tue joins, Wed can't (maximum 2), then Mon goes.
    #expect(days.choices.value == ["Tue"])
  }

  @Test func aMinimumAboveTheChoicesStopsAsAMinimumAboveTheMaximumDoes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = MultiSelectGroup(options: ["Mon", "Tue"], choices: ["Mon"], minimum: 2) {
          Setting.option($0, isChecked: $1)
        }
      }
    }
    #expect(
      standardError(result).contains(
        "MultiSelectGroup: 1 choices are checked first, but the minimum is 2"))
  }

  @Test func aChoiceThatIsNotAnOptionStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = MultiSelectGroup(options: ["Mon", "Tue"], choices: ["Sun"]) {
          Setting.option($0, isChecked: $1)
        }
      }
    }
    #expect(
      standardError(result).contains(
        "MultiSelectGroup: the choices must be options; [\"Sun\"] are not."))
  }
}

@MainActor @Suite(.keepsWindows) struct RowGroupLayoutTests {
  @Test func twoGroupsInOneSectionKeepTheirOwnNumbering() async {
    let kit = settingsKit()
    var tapped: [String] = []
    let first = ArrayGroup(
      ["a", "b"], row: { Setting.title($0) }, action: { tapped.append("first \($0)") })
    let second = ArrayGroup(
      ["c", "d"], row: { Setting.title($0) }, action: { tapped.append("second \($0)") })
    let bag = DisposeBag()
    bag += kit.show([("S", [.group(first), .row(.title("plain")), .group(second)])])
    kit.view.tap(rowAt: IndexPath(row: 3, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(tapped == ["second c", "first b"])
  }

  @Test func aTapOnARowThatSharesAnIdentityReachesTheRowTapped() async {
    let kit = settingsKit()
    var tapped: [String] = []
    let first = StaticRow(Setting.action("Go")) { tapped.append("first") }
    let second = StaticRow(Setting.action("Go"), height: 60) { tapped.append("second") }
    let diagnostics = Recorder(kit.diagnostics)
    let bag = DisposeBag()
    bag += kit.show([("S", [.group(first), .row(.action("Go")), .group(second)])])
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 2, section: 0))
    await waitForDeferredUpdates()
    // The plain row acts on no group; each group hears its own row, and gives it its height.
    #expect(tapped == ["first", "second"])
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(kit.view.rectForRow(at: IndexPath(row: 2, section: 0)).height == 60)
    #expect(!diagnostics.values.isEmpty)
  }

  @Test func aTrailingClosureAfterRowIsTheTapAction() async {
    let kit = settingsKit()
    var opened: [String] = []
    // The row (and height) given by name, as the ArrayGroup docs do: the closure is the action.
    let links = ArrayGroup(["Help", "Privacy"], row: Setting.action) { opened.append($0) }
    func tall(_ item: String) -> CGFloat? { 80 }
    let sized = ArrayGroup(["Tall"], height: tall, row: Setting.title) { opened.append($0) }
    let bag = DisposeBag()
    bag += kit.show([("S", [.group(links), .group(sized)])])
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 2, section: 0))
    await waitForDeferredUpdates()
    #expect(opened == ["Privacy", "Tall"])
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(kit.view.rectForRow(at: IndexPath(row: 2, section: 0)).height == 80)
  }

  @Test func anActionRowIsDeselectedAndSelectionSaysSoOncePerTap() async {
    let kit = settingsKit()
    var runs = 0
    let signOut = StaticRow(Setting.action("Sign out")) { runs += 1 }
    let selections = Recorder(kit.selection)
    let bag = DisposeBag()
    bag += kit.show([("Account", [.group(signOut)])])
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    #expect(runs == 2)
    #expect(selections.values == [[.action("Sign out")], [], [.action("Sign out")], []])
    #expect(kit.view.indexPathsForSelectedRows ?? [] == [])
  }

  @Test func groupsGiveTheirRowsHeights() {
    let kit = settingsKit()
    let bag = DisposeBag()
    bag += kit.show([
      ("S", [.group(StaticRow(Setting.title("tall"), height: 80)), .row(.title("plain"))])
    ])
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    #expect(kit.view.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
  }

  @Test func showMoreRevealsTheRestBehindItsExpander() async {
    let kit = settingsKit()
    let recent = ShowMoreGroup(
      ReadSignal(constant: ["1", "2", "3", "4", "5"]), limit: 2, row: { Setting.title($0) },
      more: { Setting.action("Show \($0) more") })
    let bag = DisposeBag()
    bag += kit.show([("Recent", [.group(recent)])])
    #expect(kit.view.renderedText() == "▸ Recent\n  1\n  2\n  Show 3 more")
    kit.view.tap(rowAt: IndexPath(row: 2, section: 0))
    await waitForDeferredUpdates()
    #expect(kit.view.renderedText() == "▸ Recent\n  1\n  2\n  3\n  4\n  5")
  }

  @Test func aGroupNoLongerShownIsReleased() {
    let kit = settingsKit()
    weak var released: Accordion<String, Setting>?
    var layout: Disposable?
    do {
      let size = Accordion(
        options: ["S"], header: { Setting.value("Size", $0 ?? "-") },
        option: { Setting.option($0, isChecked: $1) })
      released = size
      layout = kit.show([("Display", [.group(size)])])
    }
    #expect(released != nil)
    layout?.dispose()
    kit.show([("Display", [.row(.title("Other"))])]).dispose()
    #expect(released == nil)
  }
}

@MainActor @Suite(.keepsWindows) struct TapActionTests {
  @Test func aPlainRowThatActsOnTapIsDeselectedAfterDidSelect() async {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.deselectsOnTap = { $0.id == 1 }
    let selected = Recorder(kit.didSelect)
    let selections = Recorder(kit.selection)
    kit.view.tap(rowAt: IndexPath(row: 0, section: 0))
    await waitForDeferredUpdates()
    kit.view.tap(rowAt: IndexPath(row: 1, section: 0))
    await waitForDeferredUpdates()
    #expect(selected.values == [Message(1), Message(2)])
    #expect(selections.values == [[Message(1)], [], [Message(2)]])
  }
}
