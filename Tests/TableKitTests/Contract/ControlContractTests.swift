import Foundation
import TableKitTesting
import Testing

@_spi(Testing) @testable import TableKit

/// Misuse gets the same answers from both kits: a view taken over or a kit disposed is
/// reported and the table set meanwhile kept; data the kit cannot show is reported with the
/// fix; misuse that cannot go on stops with a message naming the cause.
@MainActor @Suite(.keepsWindows) struct ControlContractTests {
  @Test(arguments: KitKind.allCases)
  func replacingTheDataSourceIsReportedAndTheTableWaits(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    let own = driver.dataSource
    driver.replaceDataSource()
    kit.table.value = notes([1, 2, 3])
    driver.view.finishAnimations()
    kit.table.value = notes([1, 2, 3, 4])
    driver.view.finishAnimations()
    #expect(diagnostics.values == [.viewTakenOver(properties: ["dataSource"])])
    #expect(diagnostics.values.first?.description.contains("kit.dispose()") == true)
    #expect(kit.table.value == notes([1, 2, 3, 4]))
    // Handing the view back lets the waiting table through with the next change.
    driver.restoreDataSource(own)
    kit.table.value = notes([1, 2, 3, 4, 5])
    driver.view.finishAnimations()
    #expect(driver.rowCounts == [5])
  }

  @Test(arguments: KitKind.allCases)
  func replacingTheDelegateIsReported(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let diagnostics = Recorder(driver.kit.diagnostics)
    driver.clearDelegate()
    driver.kit.table.value = notes([1, 2])
    driver.view.finishAnimations()
    #expect(diagnostics.values == [.viewTakenOver(properties: ["delegate"])])
  }

  @Test(arguments: KitKind.allCases)
  func aTableSetAfterDisposeIsReportedAndKept(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let kit = driver.kit
    let diagnostics = Recorder(kit.diagnostics)
    kit.dispose()
    kit.table.value = notes([1, 2])
    driver.view.finishAnimations()
    #expect(diagnostics.values == [.tableSetAfterDispose])
    #expect(kit.table.value == notes([1, 2]))
    #expect(driver.dataSource == nil)
    #expect(driver.rowCounts.allSatisfy { $0 == 0 })
  }

  @Test(arguments: KitKind.allCases)
  func aBatchUIKitWouldRejectIsReportedAndReloadedInstead(kind: KitKind) {
    let driver = kind.make(notes([1, 2]))
    let kit = driver.kit
    driver.view.layoutIfNeeded()
    let diagnostics = Recorder(kit.diagnostics)
    kit.batchPrecheck = { old, new in "checked \(old) → \(new)" }
    kit.table.value = notes([2, 3])
    driver.view.finishAnimations()
    #expect(diagnostics.values == [.rejectedBatch(reason: "checked [2] → [2]")])
    #expect(driver.rendered == ["0-0 n2", "0-1 n3"])
  }

  @Test(arguments: KitKind.allCases)
  func duplicateIdentifiersAreReportedWithTheirIndexPaths(kind: KitKind) {
    let driver = kind.make(notes([1]))
    let diagnostics = Recorder(driver.kit.diagnostics)
    driver.kit.table.value = Table(rows: [Note(1), Note(2), Note(1, "again")])
    driver.view.finishAnimations()
    #expect(
      diagnostics.values == [
        .duplicateRowIdentifier(
          "1", indexPaths: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
      ])
    #expect(diagnostics.values.first?.description.contains("unique id") == true)
    #expect(driver.rendered == ["0-0 n1", "0-1 n2", "0-2 again"])
  }

  @Test(arguments: KitKind.allCases)
  func duplicateSectionsAreReported(kind: KitKind) {
    let driver = kind.make(Table(sections: [("a", [Note(1)])]))
    let diagnostics = Recorder(driver.kit.diagnostics)
    driver.kit.table.value = Table(sections: [("a", [Note(1)]), ("a", [Note(2)])])
    driver.view.finishAnimations()
    #expect(diagnostics.values == [.duplicateSectionIdentifier("a", sections: [0, 1])])
  }

  @Test(arguments: KitKind.allCases)
  func aKitReleasedWhileItsViewIsOnScreenWarnsAndEndsItsBags(kind: KitKind) {
    let ended = LifetimeProbe()
    var driver: KitDriver<EmptySection, Note>? = kind.make(notes([1, 2]))
    let view = driver!.view
    driver!.registerCell { _, _, lifetimes in
      lifetimes.configuration += ended.disposer("configuration")
      lifetimes.row += ended.disposer("row")
    }
    view.layoutIfNeeded()
    let warnings = recordingKitWarnings { driver = nil }
    #expect(warnings.count == 1)
    let viewName = kind == .table ? "table view" : "collection view"
    #expect(warnings.first?.contains("released while its \(viewName) is still on screen") == true)
    #expect(Set(ended.names) == ["configuration", "row"])
  }

  @Test(arguments: KitKind.allCases)
  func aKitReleasedOffScreenSaysNothing(kind: KitKind) {
    let warnings = recordingKitWarnings {
      let driver = kind.make(notes([1, 2]))
      driver.view.layoutIfNeeded()
      driver.view.removeFromSuperview()
    }
    #expect(warnings.isEmpty)
  }

  @Test(arguments: KitKind.allCases)
  func aNewKitMayTakeAViewOverOnceTheOldOneIsDisposed(kind: KitKind) {
    let first = kind.make(notes([1]))
    first.kit.dispose()
    let second = first.adoptingView(notes([2, 3]))
    #expect(second.rendered == ["0-0 n2", "0-1 n3"])
  }
}

/// Misuse that stops the process names the cause and the fix, whichever kit.
@Suite struct StoppingMisuseContractTests {
  @Test(arguments: KitKind.allCases)
  func aSecondKitOnTheSameViewStops(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      await MainActor.run {
        let first = kind.make(notes([1]))
        let second = first.adoptingView(notes([2]))
        _ = (first, second)
      }
    }
    #expect(standardError(result).contains("\(kind.rawValue): this"))
    #expect(standardError(result).contains("already driven by another kit"))
    #expect(standardError(result).contains("kit.dispose()"))
  }

  @Test(arguments: KitKind.allCases)
  func settingTheTableOffTheMainActorStopsWithTheMessage(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let table = await MainActor.run { kind.make(notes([1])).kit.table }
      table.value = notes([2])
    }
    #expect(standardError(result).contains("set kit.table on the main actor"))
  }

  @Test(arguments: KitKind.allCases)
  func settingTheSelectionOffTheMainActorStopsWithTheMessage(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let selection = await MainActor.run { kind.make(notes([1])).kit.selection }
      selection.value = [Note(1)]
    }
    #expect(standardError(result).contains("set kit.selection on the main actor"))
  }

  @Test(arguments: KitKind.allCases)
  func aNegativeNearEndDistanceStopsNamingTheFix(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      await MainActor.run { kind.make(notes([1])).kit.nearEndDistance = -1 }
    }
    #expect(standardError(result).contains("\(kind.rawValue): nearEndDistance must be 0 or more"))
  }

  @Test(arguments: KitKind.allCases)
  func theLeastNearEndDistanceStopsWithAMessage(kind: KitKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      await MainActor.run { kind.make(notes([1])).kit.nearEndDistance = .min }
    }
    #expect(
      standardError(result).contains(
        "\(kind.rawValue): nearEndDistance must be 0 or more (it is \(Int.min))"))
  }

  @MainActor @Test(arguments: KitKind.allCases)
  func theGreatestNearEndDistanceFiresAtTheFirstDisplay(kind: KitKind) {
    let driver = kind.make(notes(0..<30))
    driver.kit.nearEndDistance = .max
    let nearEnd = Recorder(driver.kit.nearEnd)
    driver.view.layoutIfNeeded()
    driver.scrollToEnd()
    #expect(nearEnd.values.count == 1)
  }
}
