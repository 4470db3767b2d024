import TableKitTesting
import Testing

@testable import TableKit

/// A list anchored at the bottom behaves as a chat on a table and a grid alike.
@MainActor @Suite(.keepsWindows) struct ChatContractTests {
  @Test(arguments: KitKind.allCases)
  func aChatStartsAtItsNewestRow(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    #expect(driver.rendered.last == "0-29 n30")
  }

  @Test(arguments: KitKind.allCases)
  func newRowsScrollIntoViewAnimatedWhileTheUserIsAtTheBottom(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    let arrived = Recorder(driver.kit.rowsArrivedBelow)
    driver.kit.table.value = notes(1...32)
    #expect(driver.view.pendingAnimationCount > 0)
    driver.view.finishAnimations()
    #expect(driver.view.contentOffset.y == driver.restingOffsets.upperBound)
    #expect(driver.rendered.last == "0-31 n32")
    #expect(arrived.values.allSatisfy { $0 == 0 })
  }

  @Test(arguments: KitKind.allCases)
  func scrolledUpTheReadingPositionStaysAndNewRowsAreCounted(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    driver.scroll(by: -300)
    let reading = driver.rendered
    let arrived = Recorder(driver.kit.rowsArrivedBelow)
    driver.kit.table.value = notes(1...33)
    driver.view.finishAnimations()
    #expect(driver.rendered == reading)
    #expect(arrived.values.last == 3)
    driver.kit.table.value = notes(1...34)
    driver.view.finishAnimations()
    #expect(arrived.values.last == 4)
    driver.scrollToEnd()
    #expect(arrived.values.last == 0)
  }

  @Test(arguments: KitKind.allCases)
  func olderMessagesLoadedAtTheTopKeepTheScreenStill(kind: KitKind) {
    let driver = kind.make(notes(11...40))
    driver.view.layoutIfNeeded()
    driver.kit.anchoring = .bottom
    driver.scrollToTop()
    let reading = driver.rendered.map { String($0.split(separator: " ").last!) }
    driver.kit.addPage((1...10).map { Note($0) }, at: .start)
    driver.view.finishAnimations()
    #expect(driver.rendered.map { String($0.split(separator: " ").last!) } == reading)
  }
}
