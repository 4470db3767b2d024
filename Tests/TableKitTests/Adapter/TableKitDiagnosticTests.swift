import Testing

@testable import TableKit

@MainActor @Suite(.keepsWindows) struct TableKitDiagnosticTests {
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
