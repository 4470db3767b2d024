import Testing

@testable import Scenarios

@Suite struct DiffBenchmarksTests {
  @Test func namesEveryScenarioAndRunsTheMillionRowsOnlyInFullMode() {
    let names = DiffBenchmarks.scenarios.map(\.name)
    #expect(names.count == 12)
    #expect(names.contains("diff.int.100k.flat"))
    #expect(names.contains("diff.uuid.1m.sectioned"))
    let quick = DiffBenchmarks.scenarios.filter(\.runsInQuickMode).map(\.name)
    #expect(quick.allSatisfy { !$0.contains(".1m.") })
    #expect(quick.count == 8)
  }

  @Test(arguments: [1, 100])
  func tableKitAndTheFloorFindTheSameDeletesInsertsAndUpdates(sections: Int) {
    let input = DiffInput<Int>.generate(rowCount: 2000, sectionCount: sections, seed: 11)
    let floor = FloorDiff.changes(
      from: input.oldRows,
      to: input.newRows,
      identity: { $0.id },
      isUpdated: { $0.version != $1.version }
    )
    let tableKit = DiffBenchmarks.tableKitChanges(input, flat: sections == 1)
    #expect(tableKit.rowDeletes.count == floor.deletes.count)
    #expect(tableKit.rowInserts.count == floor.inserts.count)
    #expect(tableKit.rowUpdates.count == floor.updates.count)
  }
}
