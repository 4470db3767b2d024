import Testing

@_spi(Testing) @testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitDiagnosticTests {
  @Test func duplicateIdentifiersAreReportedWithTheirIndexPaths() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [Message(1), Message(2), Message(1, "again")])
    #expect(
      diagnostics.values == [
        .duplicateRowIdentifier(
          "1", indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
      ])
    #expect(diagnostics.values.first?.description.contains("unique id") == true)
    #expect(renderedRows(kit.view) == ["0-0 m1", "0-1 m2", "0-2 again"])
  }

  @Test func aRowWithoutAViewIsReportedAndNamesTheFix() {
    struct Plain: Hashable { var id: Int }
    let view = windowedTableView()
    let kit = TableKit<EmptySection, Plain>(
      table: Table(), view: view, rowIdentity: { $0 }, rowsEqual: { $0 == $1 },
      sectionIdentity: { $0 }, sectionsEqual: { $0 == $1 })
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = Table(rows: [Plain(id: 1)])
    view.layoutIfNeeded()
    guard case .unregisteredRow(let type, let indexPath)? = diagnostics.values.first else {
      Issue.record("expected an unregistered-row diagnostic, got \(diagnostics.values)")
      return
    }
    #expect(type.hasSuffix("Plain"))
    #expect(indexPath == IndexPath(row: 0, section: 0))
    #expect(diagnostics.values[0].description.contains("kit.register"))
  }

  @Test func selectingRowsThatAreNotInTheTableIsReported() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(2), Message(9)]
    #expect(diagnostics.values == [.unknownSelection(identifiers: ["9"])])
    #expect(kit.selection.value == [Message(2)])
    #expect(kit.view.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func selectingSeveralRowsInASingleSelectionTableIsReported() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.selection.value = [Message(1), Message(2)]
    #expect(diagnostics.values == [.multipleSelectionNotAllowed(count: 2)])
    #expect(kit.selection.value == [Message(1)])
  }

  @Test func everyDiagnosticNamesWhatToDo() {
    let all: [TableKitDiagnostic] = [
      .duplicateRowIdentifier("a", indexPaths: []),
      .duplicateSectionIdentifier("s", sections: [0, 1]),
      .rejectedBatch(reason: "r"),
      .unregisteredRow(type: "T", indexPath: IndexPath(row: 0, section: 0)),
      .unknownSelection(identifiers: ["x"]), .multipleSelectionNotAllowed(count: 2),
    ]
    for diagnostic in all {
      #expect(diagnostic.description.hasPrefix("TableKit: "))
      #expect(diagnostic.description.contains(";"), "\(diagnostic) should say how to fix it")
    }
  }
}

@Suite struct TableKitMisuseTests {
  @Test func settingTheTableOffTheMainActorStops() async {
    await #expect(processExitsWith: .failure) {
      let table = await MainActor.run { TableKit(table: messages([1])).table }
      await Task.detached { table.value = messages([2]) }.value
    }
  }

  @Test func duplicateSectionsAreReported() async {
    await MainActor.run {
      let kit = TableKit(table: Table(sections: [("a", [Message(1)])]))
      let diagnostics = Recorder(kit.diagnostics)
      kit.table.value = Table(sections: [("a", [Message(1)]), ("a", [Message(2)])])
      #expect(diagnostics.values == [.duplicateSectionIdentifier("a", sections: [0, 1])])
    }
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitRejectedBatchTests {
  @Test func aBatchThatFailsThePreCheckIsReplacedByAReload() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    kit.view.layoutIfNeeded()
    let diagnostics = Recorder(kit.diagnostics)
    kit.batchPrecheck = { old, new in "checked \(old) → \(new)" }
    kit.table.value = messages([2, 3])
    #expect(diagnostics.values == [.rejectedBatch(reason: "checked [2] → [2]")])
    #expect(renderedRows(kit.view) == ["0-0 m2", "0-1 m3"])
  }
}
