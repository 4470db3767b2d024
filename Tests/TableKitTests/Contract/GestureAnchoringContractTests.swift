import TableKitTesting
import Testing

@testable import TableKit

/// An update never breaks the user's gesture, on a table and a grid alike: a fling keeps its
/// momentum, a drag keeps the finger on the same content, a text field keeps the keyboard.
@MainActor @Suite(.keepsWindows) struct GestureAnchoringContractTests {
  @Test(arguments: KitKind.allCases)
  func aFlingKeepsItsMomentumAcrossAnAnchoredUpdate(kind: KitKind) {
    let driver = kind.make(notes(1...80))
    driver.scroll(by: 300)
    driver.view.fling(by: 800)
    #expect(driver.view.isDecelerating)
    #expect(abs(driver.view.contentOffset.y - (500)) < 0.01)
    driver.kit.table.value = notes(Array(100..<110) + Array(1...80))  // 440 points above
    #expect(abs(driver.view.contentOffset.y - (940)) < 0.01)
    #expect(driver.view.isDecelerating)
    driver.view.finishAnimations()
    #expect(abs(driver.view.contentOffset.y - (300 + 800 + 440)) < 0.01)
    #expect(!driver.view.isDecelerating)
  }

  @Test(arguments: KitKind.allCases)
  func settingTheOffsetWithAScrollStopsAFling(kind: KitKind) {
    let driver = kind.make(notes(1...80))
    driver.view.fling(by: 800)
    driver.view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(!driver.view.isDecelerating)
    driver.view.finishAnimations()
    #expect(abs(driver.view.contentOffset.y - (100)) < 0.01)
  }

  @Test(arguments: KitKind.allCases)
  func aDragInProgressKeepsTheFingerOnTheSameContent(kind: KitKind) {
    let driver = kind.make(notes(1...40))
    driver.scroll(by: 200)
    var underFinger: [String] = []
    driver.view.drag(by: 100) {
      underFinger = driver.rendered.map { String($0.split(separator: " ").last!) }
      driver.kit.table.value = notes(Array(100..<105) + Array(1...40))
      #expect(driver.view.isDragging)
    }
    #expect(driver.rendered.map { String($0.split(separator: " ").last!) } == underFinger)
    #expect(abs(driver.view.contentOffset.y - (300 + 220)) < 0.01)
  }

  @Test(arguments: KitKind.allCases)
  func aTextFieldInACellKeepsTheKeyboardWhenItsRowChangesAndMoves(kind: KitKind) {
    let driver = kind.make(notes(1...20))
    driver.registerCell { label, note, _ in label.text = note.text }
    driver.scroll(by: 88)
    let path = IndexPath(row: 4, section: 0)
    let cell = driver.cell(at: path)!
    let field = UITextField()
    cell.addSubview(field)
    #expect(field.becomeFirstResponder())
    var changed = notes(1...20)
    changed = Table(
      rows: [Note(50), Note(51)] + changed.map { $0.id == 5 ? Note(5, "edited") : $0 })
    driver.kit.table.value = changed
    driver.view.finishAnimations()
    let moved = IndexPath(row: 6, section: 0)
    #expect(driver.cell(at: moved) === cell)
    #expect(field.isFirstResponder)
    #expect(driver.rendered.contains("0-6 edited"))
    _ = field.resignFirstResponder()
  }

  @Test func anOpenSwipeStaysOpenOnItsRowAcrossUpdates() {
    let driver = KitKind.table.make(notes(1...20))
    let kit = driver.kit as! TableKit<EmptySection, Note>
    kit.canDelete = { _ in true }
    let deleted = Recorder(kit.didDelete)
    driver.scroll(by: 88)
    let swiped = kit.view.swipe(rowAt: IndexPath(row: 4, section: 0))
    kit.table.value = notes([60, 61, 62] + Array(1...20))
    driver.view.finishAnimations()
    #expect(kit.view.isEditing)  // the swipe is still open
    swiped.tapAction(titled: "Delete")
    #expect(deleted.values == [Note(5)])
    #expect(kit.table.value.map(\.id) == [60, 61, 62, 1, 2, 3, 4] + Array(6...20))
  }
}
