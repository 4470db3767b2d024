import Foundation
import TableKitTesting
import Testing

@_spi(Testing) @testable import TableKit

/// Misuse gets TableKit's answers: the view taken over or the kit disposed is reported, and the
/// table set meanwhile is kept.
@MainActor @Suite(.keepsWindows) struct CollectionKitControlTests {
  @Test func replacingTheDataSourceIsReportedAndTheTableWaits() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    let own = kit.view.dataSource
    let other = OtherCollectionDataSource()
    kit.view.dataSource = other
    kit.table.value = tiles([1, 2, 3])
    kit.view.finishAnimations()
    kit.table.value = tiles([1, 2, 3, 4])
    kit.view.finishAnimations()
    #expect(diagnostics.values == [.viewTakenOver(properties: ["dataSource"])])
    #expect(kit.table.value == tiles([1, 2, 3, 4]))
    kit.view.dataSource = own
    kit.table.value = tiles([1, 2, 3, 4, 5])
    kit.view.finishAnimations()
    #expect(kit.view.numberOfItems(inSection: 0) == 5)
  }

  @Test func replacingTheDelegateIsReported() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.view.delegate = nil
    kit.table.value = tiles([1, 2])
    kit.view.finishAnimations()
    #expect(diagnostics.values == [.viewTakenOver(properties: ["delegate"])])
  }

  @Test func aTableSetAfterDisposeIsReportedAndKept() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.dispose()
    kit.table.value = tiles([1, 2])
    kit.view.finishAnimations()
    #expect(diagnostics.values == [.tableSetAfterDispose])
    #expect(kit.table.value == tiles([1, 2]))
    #expect(kit.view.dataSource == nil)
  }

  @Test func aNewKitMayTakeAViewOverOnceTheOldOneIsDisposed() {
    let view = windowedCollectionView()
    let first = CollectionKit(table: tiles([1]), view: view)
    first.dispose()
    let second = CollectionKit(table: tiles([2, 3]), view: view)
    #expect(renderedItems(second.view) == ["0-0 t2", "0-1 t3"])
  }

  @Test func aKitReleasedWhileItsViewIsOnScreenWarns() {
    let view = windowedCollectionView()
    let warnings = recordingKitWarnings {
      do {
        let kit = CollectionKit(table: tiles([1, 2]), view: view)
        view.layoutIfNeeded()
        _ = kit
      }
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("released while its collection view is still on screen") == true)
  }

  @Test func aBatchUIKitWouldRejectIsReportedAndReloadedInstead() {
    let kit = CollectionKit(table: tiles([1, 2]), view: windowedCollectionView())
    kit.batchPrecheck = { _, _ in "invented" }
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = tiles([2, 3])
    kit.view.finishAnimations()
    #expect(diagnostics.values == [.rejectedBatch(reason: "invented")])
    #expect(renderedItems(kit.view) == ["0-0 t2", "0-1 t3"])
  }

  @Test func duplicateIdentifiersAreReported() {
    let kit = CollectionKit(table: tiles([1]), view: windowedCollectionView())
    let diagnostics = Recorder(kit.diagnostics)
    kit.table.value = tiles([1, 1])
    kit.view.finishAnimations()
    #expect(
      diagnostics.values == [
        .duplicateRowIdentifier(
          "1", indexPaths: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      ])
  }
}

/// A data source that is not the kit.
final class OtherCollectionDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
}

/// Misuse that stops the process names the cause and the fix.
@Suite struct CollectionKitStoppingMisuseTests {
  @Test func aSecondKitOnTheSameViewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let first = CollectionKit(table: tiles([1]), view: view)
        let second = CollectionKit(table: tiles([2]), view: view)
        _ = (first, second)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("already driven by another kit"))
  }

  @Test func settingTheTableOffTheMainActorStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = await MainActor.run { CollectionKit(table: tiles([1])).table }
      table.value = tiles([2])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("set kit.table on the main actor"))
  }
}
