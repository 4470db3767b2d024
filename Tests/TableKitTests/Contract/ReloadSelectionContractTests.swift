import TableKitTesting
import Testing

@testable import TableKit

/// The selection is kept by identity even where the kit makes UIKit reload a selected row,
/// which drops its selection in UIKit.
@MainActor @Suite(.keepsWindows) struct ReloadSelectionContractTests {
  /// Registers a cell class for the notes whose text is "special", so that a note becoming
  /// special needs another kind of cell (a reload, not a reconfigure).
  func registerSpecialCells(_ driver: KitDriver<EmptySection, Note>) {
    let special: (Note, IndexPath) -> Bool = { note, _ in note.text == "special" }
    if let kit = driver.kit as? TableKit<EmptySection, Note> {
      kit.register(UITableViewCell.self, for: Note.self, where: special) { cell, note, _ in
        cell.textLabel?.text = note.text
      }
    } else if let kit = driver.kit as? CollectionKit<EmptySection, Note> {
      kit.register(TileCell.self, for: Note.self, where: special) { cell, note, _ in
        cell.label.text = note.text
      }
    }
  }

  @Test(arguments: KitKind.allCases)
  func aSelectedRowReloadedForAnotherCellClassStaysSelected(kind: KitKind) async {
    let driver = kind.make(notes([1, 2, 3]))
    registerSpecialCells(driver)
    await waitForDeferredUpdates()
    driver.view.layoutIfNeeded()
    let kit = driver.kit
    kit.selection.value = [Note(2)]
    kit.table.value = Table(rows: [Note(1), Note(2, "special"), Note(3)])
    driver.view.finishAnimations()
    await waitForDeferredUpdates()
    #expect(driver.rendered.contains("0-1 special"))
    #expect(kit.selection.value == [Note(2, "special")])
    #expect(driver.selectedPaths == [IndexPath(row: 1, section: 0)])
  }
}
