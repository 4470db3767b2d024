import TableKitTesting
import Testing

@_spi(Testing) @testable import TableKit

/// The places anchoring reaches beyond a batch, on a table and a grid alike: the reload that
/// replaces a rejected batch, the older-page view above the first row, and a chat's bottom
/// however the view gets its size.
@MainActor @Suite(.keepsWindows) struct AnchoringPlacesContractTests {
  /// Returns the row text and on-screen y of the first row wholly on screen.
  static func reading<S, R>(_ driver: KitDriver<S, R>) -> (text: String, screenY: CGFloat)? {
    guard let (path, screenY) = driver.firstWhollyVisibleRow else { return nil }
    let text = driver.rendered.first { $0.hasPrefix("\(path.section)-\(path.row) ") }
    return text.map { (String($0.split(separator: " ").last!), screenY) }
  }

  // MARK: - The reload fallback

  @Test(arguments: KitKind.allCases)
  func aRejectedBatchsReloadKeepsTheRowTheUserReads(kind: KitKind) throws {
    let driver = kind.make(notes(11...60))
    driver.view.layoutIfNeeded()
    driver.view.contentOffset.y = 310
    driver.view.layoutIfNeeded()
    let before = try #require(Self.reading(driver))
    let diagnostics = Recorder(driver.kit.diagnostics)
    driver.kit.batchPrecheck = { _, _ in "rejected by the test" }
    driver.kit.table.value = notes(Array(1...10) + Array(11...60))
    driver.view.finishAnimations()
    #expect(diagnostics.values.count == 1)
    let after = try #require(Self.reading(driver))
    #expect(after.text == before.text)
    #expect(abs(after.screenY - before.screenY) <= 0.5)
  }

  // MARK: - The older-page view

  @Test(arguments: KitKind.allCases)
  func theOlderPageViewComesAndGoesWithTheRowsOnScreenStill(kind: KitKind) throws {
    let driver = kind.make(notes(21...50))
    driver.view.layoutIfNeeded()
    let loading = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let failed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    driver.kit.olderLoadingView = loading
    driver.kit.olderFailedView = failed
    let start = try #require(Self.reading(driver))
    #expect(start.text == "n21")

    driver.kit.olderPaging.value = .loading
    driver.view.layoutIfNeeded()
    #expect(loading.superview != nil)
    let whileLoading = try #require(Self.reading(driver))
    #expect(whileLoading.text == start.text)
    #expect(abs(whileLoading.screenY - start.screenY) <= 0.5)
    #expect(driver.view.contentOffset.y == 60)  // the loading view is above, out of sight

    driver.kit.olderPaging.value = .failed
    driver.view.layoutIfNeeded()
    #expect(loading.superview == nil)
    #expect(failed.superview != nil)
    let afterFailure = try #require(Self.reading(driver))
    #expect(afterFailure.text == start.text)
    #expect(abs(afterFailure.screenY - start.screenY) <= 0.5)

    driver.kit.retryOlderPaging()
    driver.kit.olderPaging.value = .loading
    driver.kit.addPage((11...20).map { Note($0) }, at: .start)
    driver.view.finishAnimations()
    driver.kit.olderPaging.value = .idle
    driver.view.layoutIfNeeded()
    #expect(loading.superview == nil && failed.superview == nil)
    let landed = try #require(Self.reading(driver))
    #expect(landed.text == start.text)
    #expect(abs(landed.screenY - start.screenY) <= 0.5)
    #expect(driver.view.contentOffset.y == 440)  // ten rows above, no view
  }

  @Test(arguments: KitKind.allCases)
  func theOlderPageViewShowsAboveTheFirstRowWhenScrolledTo(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    let loading = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    driver.kit.olderLoadingView = loading
    driver.kit.olderPaging.value = .loading
    driver.view.layoutIfNeeded()
    driver.scrollToTop()
    #expect(driver.view.contentOffset.y == driver.restingOffsets.lowerBound)
    #expect(driver.frame(of: IndexPath(row: 0, section: 0))?.minY == 50)
    driver.kit.olderPaging.value = .exhausted
    driver.view.layoutIfNeeded()
    #expect(loading.superview == nil)
  }

  // MARK: - A chat's bottom

  @Test(arguments: KitKind.allCases)
  func aChatSizedAfterTheKitStartsAtItsNewestRow(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    let sized = driver.view.frame
    driver.view.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    #expect(driver.view.contentOffset.y == 0)  // no size: nothing to place yet
    driver.view.frame = sized
    driver.view.layoutIfNeeded()
    driver.view.layoutIfNeeded()
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    #expect(driver.rendered.last == "0-29 n30")
  }

  @Test(arguments: KitKind.allCases)
  func aChatAnchoredBeforeItsFirstLayoutStartsAtItsNewestRow(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.kit.anchoring = .bottom
    driver.view.layoutIfNeeded()
    driver.view.layoutIfNeeded()
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    #expect(driver.rendered.last == "0-29 n30")
  }

  @Test(arguments: KitKind.allCases)
  func aChatPinnedAtItsBottomStaysThereWhenTheViewShrinks(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    driver.view.frame.size.height = 120  // as a rotation to landscape does
    driver.view.layoutIfNeeded()
    driver.view.layoutIfNeeded()
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    #expect(driver.rendered.last == "0-29 n30")
  }

  @Test(arguments: KitKind.allCases)
  func aChatTheUserScrolledUpIsNotPulledDownByANewSize(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    driver.scroll(by: -300)
    let offset = driver.view.contentOffset.y
    driver.view.frame.size.height = 120
    driver.view.layoutIfNeeded()
    #expect(driver.view.contentOffset.y == offset)
  }
}

/// Where a staged batch takes each row, without a search: the anchored row is found this way.
@MainActor @Suite struct BatchPositionTests {
  @Test func everyKeptRowIsFoundWhereTheBatchTakesItAndDeletedRowsAreNot() throws {
    for seed in UInt64(0)..<200 {
      let example = AnchoringContractTests.randomCase(seed: seed)
      let changes = example.before.changes(to: example.after)
      guard let batch = changes.batch() else { continue }
      for old in example.before.indices {
        let id = example.before[old].id
        let mapped = batch.newPosition(ofRowAt: old)
        if batch.rowDeletes.contains(old) {
          #expect(mapped == nil, "seed \(seed), row \(id)")
          continue
        }
        let expected = example.after.indices.first { example.after[$0].id == id }
        #expect(mapped == expected, "seed \(seed), row \(id) at \(old)")
      }
    }
  }

  @Test func sectionsFollowDeletesInsertsAndMoves() {
    let before = Table(sections: [("A", [Note(1)]), ("B", [Note(2)]), ("C", [Note(3)])])
    let after = Table(sections: [("D", [Note(4)]), ("C", [Note(3)]), ("A", [Note(1)])])
    let batch = before.changes(to: after).batch()!
    #expect(batch.newPosition(ofSection: 1) == nil)
    #expect(batch.newPosition(ofSection: 0) == 2)
    #expect(batch.newPosition(ofSection: 2) == 1)
    #expect(
      batch.newPosition(ofRowAt: TableIndex(row: 0, section: 0)) == TableIndex(row: 0, section: 2))
  }
}
