import TableKitTesting
import Testing

@testable import TableKit

/// Row groups layer their heights over the app's sizing without owning it, and the kit owns
/// what it shows: one `show` at a time, ended with the kit.
@MainActor @Suite(.keepsWindows) struct RowGroupLifetimeTests {
  @Test func aHeightClosureTheAppSetsWhileGroupsShowIsKeptWhenTheyGo() {
    let kit = settingsKit()
    let shown = kit.show([("S", [.group(StaticRow(Setting.title("tall"), height: 80))])])
    kit.heightForRow = { _, _ in 60 }  // the app's own, set after show
    kit.view.layoutIfNeeded()
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    shown.dispose()
    kit.view.layoutIfNeeded()
    #expect(kit.heightForRow != nil)
    #expect(kit.view.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
  }

  @Test func aSizeClosureTheAppSetsWhileGroupsShowIsKeptWhenTheyGo() {
    let kit = CollectionKit<String, Setting>(view: windowedCollectionView())
    let shown = kit.show([("S", [.group(StaticRow(Setting.title("tall"), height: 80))])])
    kit.sizeForRow = { _, _ in CGSize(width: 70, height: 30) }
    kit.view.layoutIfNeeded()
    let path = IndexPath(item: 0, section: 0)
    #expect(kit.view.layoutAttributesForItem(at: path)?.size == CGSize(width: 70, height: 80))
    shown.dispose()
    kit.view.layoutIfNeeded()
    #expect(kit.view.layoutAttributesForItem(at: path)?.size == CGSize(width: 70, height: 30))
  }

  @Test func aSecondShowEndsTheFirst() {
    let kit = settingsKit()
    let first = Accordion(
      options: ["S", "M"], header: { Setting.value("Size", $0 ?? "-") },
      option: { Setting.option($0, isChecked: $1) })
    kit.show([("First", [.group(first)])])  // discarded: the kit keeps it
    kit.show([("Second", [.row(.title("Other"))])])
    first.isExpanded.value = true  // the first layout no longer sets the table
    #expect(kit.table.value.sectionValues == ["Second"])
    #expect(kit.table.value.count == 1)
  }

  @Test func aDiscardedShowEndsWithTheKit() {
    weak var released: Accordion<String, Setting>?
    weak var releasedKit: TableKit<String, Setting>?
    do {
      let kit = settingsKit()
      let size = Accordion(
        options: ["S"], header: { Setting.value("Size", $0 ?? "-") },
        option: { Setting.option($0, isChecked: $1) })
      released = size
      releasedKit = kit
      kit.show([("Display", [.group(size)])])
      kit.dispose()  // detached from its view, which stays in the window
    }
    #expect(releasedKit == nil)
    #expect(released == nil)
  }

  @Test func disposingTheKitEndsItsGroups() {
    let kit = settingsKit()
    let size = Accordion(
      options: ["S", "M"], header: { Setting.value("Size", $0 ?? "-") },
      option: { Setting.option($0, isChecked: $1) })
    let diagnostics = Recorder(kit.diagnostics)
    kit.show([("Display", [.group(size)])])
    kit.dispose()
    size.isExpanded.value = true
    #expect(kit.table.value.count == 1)
    #expect(diagnostics.values.isEmpty)  // no table set after dispose
  }

  @Test func aNaNGroupHeightStopsNamingTheGroupNotHeightForRow() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let kit = settingsKit()
        kit.show([("S", [.group(StaticRow(Setting.title("broken"), height: .nan))])])
        kit.view.layoutIfNeeded()
      }
    }
    let message = standardError(result)
    #expect(message.contains("TableKit: the row group's height"))
    #expect(message.contains("StaticRow"))
    #expect(!message.contains("heightForRow returned"))
  }
}
