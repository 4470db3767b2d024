import Foundation
import TableKitTesting
import Testing

@testable import TableKit

/// The reading position is a value that restores the same place on a new kit, on a table and a
/// grid alike.
@MainActor @Suite(.keepsWindows) struct ReadingPositionContractTests {
  @Test(arguments: KitKind.allCases)
  func thePositionNamesTheRowAtTheTopAndHowFarIntoItTheUserIs(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.scroll(by: 100)
    #expect(
      driver.kit.readingPosition(identifiedBy: \.id) == ScrollPosition(rowID: 3, offsetInRow: 12))
  }

  @Test(arguments: KitKind.allCases)
  func aSavedPositionRestoresOnANewKitAfterRowsAboveChanged(kind: KitKind) throws {
    let first = kind.make(notes(1...30))
    first.scroll(by: 310)
    let saved = try JSONEncoder().encode(first.kit.readingPosition(identifiedBy: \.id))
    let reading = first.rendered.map { $0.split(separator: " ").last! }

    // A relaunch: a new kit, whose rows arrive later, with rows added and removed above.
    let second = kind.make(Table<EmptySection, Note>())
    let position = try JSONDecoder().decode(ScrollPosition<Int>.self, from: saved)
    second.kit.restore(position, identifiedBy: \.id)
    second.kit.setTable(notes([100, 101, 102] + Array(3...30)), animated: false)
    #expect(second.rendered.map { $0.split(separator: " ").last! } == reading)
  }

  @Test(arguments: KitKind.allCases)
  func aDragEndsAPositionStillWaitingForItsRow(kind: KitKind) {
    let driver = kind.make(notes(1...30))
    driver.kit.restore(ScrollPosition(rowID: 99, offsetInRow: 0), identifiedBy: \.id)
    driver.scroll(by: 50)
    driver.kit.setTable(notes(1...99), animated: false)
    #expect(driver.view.contentOffset.y == 50)
  }
}
