import TableKitTesting
import Testing

@testable import TableKit

/// A table view that records the row animation of each insert and delete.
final class AnimationRecordingTableView: UITableView {
  private(set) var animations: [String] = []

  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    animations.append("insert \(animation)")
    super.insertRows(at: indexPaths, with: animation)
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    animations.append("delete \(animation)")
    super.deleteRows(at: indexPaths, with: animation)
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitAnimationTests {
  @Test func updatesUseTheConfiguredRowAnimations() {
    let view = inWindow(AnimationRecordingTableView(frame: .zero, style: .plain))
    let kit = TableKit(table: messages([1, 2]), view: view)
    kit.animation = TableAnimation(insert: .fade, delete: .left)
    kit.table.value = messages([2, 3])
    #expect(view.animations == ["delete left", "insert fade"])
  }

  @Test func oneUpdateCanGoWithoutAnimation() {
    let view = inWindow(AnimationRecordingTableView(frame: .zero, style: .plain))
    let kit = TableKit(table: messages([1]), view: view)
    kit.setTable(messages([1, 2]), animated: false)
    view.finishAnimations()
    kit.table.value = messages([1, 2, 3])
    #expect(view.animations == ["insert none", "insert automatic"])
  }

  @Test func noUpdateAnimatesOutsideAWindow() {
    let view = AnimationRecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let kit = TableKit(table: messages([1]), view: view)
    kit.table.value = messages([1, 2])
    #expect(view.animations == ["insert none"])
  }
}

@MainActor @Suite(.keepsWindows) struct TableKitSectionIndexTests {
  @Test func theIndexListsEachSectionTitleOnceAndMapsATapToItsFirstSection() {
    let kit = TableKit(
      table: Table(sections: [
        ("Apple", [Message(1)]), ("Avocado", [Message(2)]), ("Banana", [Message(3)]),
      ]),
      view: windowedTableView())
    kit.sectionIndexTitle = { String($0.prefix(1)) }
    #expect(kit.view.askedSectionIndexTitles() == ["A", "B"])
    #expect(kit.view.askedSection(forIndexTitle: "B", at: 1) == 2)
    #expect(kit.view.askedSection(forIndexTitle: "A", at: 0) == 0)
  }

  @Test func withoutATitleClosureThereIsNoIndex() {
    let kit = TableKit(table: Table(sections: [("A", [Message(1)])]), view: windowedTableView())
    #expect(kit.view.askedSectionIndexTitles() == nil)
  }
}
