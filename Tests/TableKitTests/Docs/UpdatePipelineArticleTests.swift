import TableKitTesting
import Testing

@testable import TableKit

// The snippet of "Editing rows without a diff" in Sources/TableKit/TableKit.docc/
// UpdatePipeline.md, compiled and run; change both together.

@MainActor @Suite(.keepsWindows) struct UpdatePipelineArticleTests {
  @Test func anEditInsertsDeletesAndUpdatesRowsInPlace() throws {
    let kit = TableKit(table: Table(rows: (0..<8).map { Message($0) }), view: windowedTableView())
    try kit.edit { table in
      try table.insert(Message(42, "New"), at: IndexPath(row: 0, section: 0))
      table.delete(at: IndexPath(row: 5, section: 0))
      try table.update(at: IndexPath(row: 2, section: 0)) { $0.text = "Edited" }
    }
    let expected =
      [Message(42, "New"), Message(0), Message(1, "Edited")] + [2, 3, 5, 6, 7].map { Message($0) }
    #expect(Array(kit.table.value) == expected)
    #expect(kit.view.numberOfRows(inSection: 0) == 8)
  }
}
