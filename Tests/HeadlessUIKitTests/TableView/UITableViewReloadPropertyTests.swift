import BatchRules
import HeadlessUIKit
import Testing

/// Rules.md R-batch-5, R-batch-6 over seeded random batches of deletes, inserts and reloads in one
/// section: the table ends up showing the model, and every reloaded visible row has a new cell.
@MainActor @Suite struct UITableViewReloadPropertyTests {
  @Test func randomReloadBatchesShowTheModelWithFreshCells() throws {
    for seed in UInt64(1)...120 {
      var generator = SeededGenerator(seed: seed)
      let count = Int.random(in: 1...9, using: &generator)
      let fixture = TableFixture(rows: [count])
      let table = fixture.table
      table.frame.size.height = 2000  // every row visible
      table.layoutIfNeeded()
      var model = (0..<count).map { "0-\($0)" }
      var deletes: [IndexPath] = []
      var reloads: [Int] = []
      var kept: [(old: Int, title: String)] = []
      for (row, title) in model.enumerated() {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: deletes.append(IndexPath(row: row, section: 0))
        case 1:
          reloads.append(row)
          kept.append((row, "reloaded \(row)"))
        default: kept.append((row, title))
        }
      }
      model = kept.map(\.title)
      var inserts: [IndexPath] = []
      for number in 0..<Int.random(in: 0...3, using: &generator) {
        let row = Int.random(in: 0...model.count, using: &generator)
        model.insert("new \(number)", at: row)
        inserts = inserts.map { $0.row >= row ? IndexPath(row: $0.row + 1, section: 0) : $0 }
        inserts.append(IndexPath(row: row, section: 0))
      }
      let oldCells = reloads.map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
      fixture.dataSource.sections = [model]
      do {
        try table.checked.performBatchUpdates {
          table.reloadRows(at: reloads.map { IndexPath(row: $0, section: 0) }, with: .fade)
          table.insertRows(at: inserts, with: .fade)
          table.deleteRows(at: deletes, with: .fade)
        }
      } catch {
        Issue.record("seed \(seed): \(error.reason)")
        continue
      }
      #expect(fixture.visibleTitles == model, "seed \(seed)")
      let newCells = Set(table.visibleCells.map(ObjectIdentifier.init))
      for cell in oldCells.compactMap({ $0 }) {
        #expect(!newCells.contains(ObjectIdentifier(cell)), "seed \(seed): reloaded cell reused")
      }
    }
  }
}
