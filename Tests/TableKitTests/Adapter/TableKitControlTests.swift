import TableKitTesting
import Testing

@_spi(Testing) @testable import TableKit

/// A data source that is not a kit, for taking a view over.
@MainActor final class OtherDataSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// Losing control of the view is said, with the cause and the fix.
@MainActor @Suite(.keepsWindows) struct TableKitControlTests {
  @Test func replacingTheDataSourceIsReportedAndTheViewLeftAlone() {
    let kit = TableKit(table: messages([1, 2]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    let own = kit.view.dataSource
    let other = OtherDataSource()
    kit.view.dataSource = other
    kit.table.value = messages([1, 2, 3])
    kit.table.value = messages([1, 2, 3, 4])
    #expect(diagnostics.values == [.viewTakenOver(properties: ["dataSource"])])
    #expect(diagnostics.values.first?.description.contains("kit.dispose()") == true)
    #expect(kit.table.value == messages([1, 2, 3, 4]))
    // Handing the view back lets the waiting table through with the next change.
    kit.view.dataSource = own
    kit.view.reloadData()
    kit.table.value = messages([1, 2, 3, 4, 5])
    #expect(kit.view.numberOfRows(inSection: 0) == 5)
  }

  @Test func replacingTheDelegateIsReported() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.view.delegate = nil
    kit.table.value = messages([1, 2])
    #expect(diagnostics.values == [.viewTakenOver(properties: ["delegate"])])
  }

  @Test func aTableSetAfterDisposeIsReportedAndKept() {
    let kit = TableKit(table: messages([1]), view: windowedTableView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.dispose()
    kit.table.value = messages([1, 2])
    #expect(diagnostics.values == [.tableSetAfterDispose])
    #expect(kit.table.value == messages([1, 2]))
    #expect(kit.view.numberOfRows(inSection: 0) == 0)
  }

  @Test func aKitReleasedWhileItsViewIsOnScreenWarnsAndLeavesTheViewEmpty() {
    let view = windowedTableView()
    let warnings = recordingKitWarnings {
      do {
        let kit = TableKit(table: messages([1, 2]), view: view)
        view.layoutIfNeeded()
        _ = kit
      }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("released while its table view is still on screen") == true)
    #expect(view.dataSource == nil)
  }

  @Test func aKitReleasedOffScreenSaysNothing() {
    let warnings = recordingKitWarnings {
      do { _ = TableKit(table: messages([1, 2])) }
    }
    #expect(warnings.isEmpty)
  }

  @Test func aNewKitMayTakeAViewOverOnceTheOldOneIsDisposed() {
    let view = windowedTableView()
    let first = TableKit(table: messages([1]), view: view)
    first.dispose()
    let second = TableKit(table: messages([2, 3]), view: view)
    #expect(renderedRows(second.view) == ["0-0 m2", "0-1 m3"])
  }

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
}

/// Misuse that stops the process names the cause and the fix.
@Suite struct TableKitStoppingMisuseTests {
  @Test func aSecondKitOnTheSameViewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UITableView(frame: .zero, style: .plain)
        let first = TableKit(table: messages([1]), view: view)
        let second = TableKit(table: messages([2]), view: view)
        _ = (first, second)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("already driven by another kit"))
    #expect(message.contains("kit.dispose()"))
  }

  @Test func settingTheTableOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = await MainActor.run { TableKit(table: messages([1])).table }
      table.value = messages([2])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("set kit.table on the main actor"))
  }

  @Test func settingTheSelectionOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let selection = await MainActor.run { TableKit(table: messages([1])).selection }
      selection.value = [Message(1)]
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("set kit.selection on the main actor"))
  }
}
