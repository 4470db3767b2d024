import TableKitTesting
import Testing

@testable import TableKit

/// Bugs the stress test found, each pinned by the smallest session that shows it.
@MainActor @Suite struct TableKitStressRegressionTests {
  @Test func enteringEditingClearsASelectionTheViewDrops() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.view.tap(row: 0)
    #expect(kit.selection.value == [Message(1)])
    kit.isEditing.value = true
    // UIKit drops the selection: rows cannot be selected while editing by default.
    #expect(kit.view.indexPathsForSelectedRows == nil)
    #expect(kit.selection.value == [])
  }
}
