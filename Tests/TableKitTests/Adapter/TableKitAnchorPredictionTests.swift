import TableKitTesting
import Testing

@testable import TableKit

/// A table kit predicts, inside the batch, where the anchored row lands, and sets the offset
/// before the view lays the batch out: the view lays out the corrected place only, so an update
/// scrolled mid-table configures no second screenful of cells. Where it cannot know a height
/// (rows that size themselves on screen), the correction after the batch still puts the row
/// back.
@MainActor @Suite(.keepsWindows) struct TableKitAnchorPredictionTests {
  /// Counts the cells the kit configures.
  final class Configures {
    var count = 0
  }

  /// Row heights by identity: 30 to 90 points.
  static func height(_ message: Message) -> CGFloat { [30, 44, 61, 90][message.id % 4] }

  /// A kit over rows 1...80 whose heights its closure gives, scrolled to the middle.
  func scrolledKit(
    _ table: Table<EmptySection, Message>, estimated: Bool = false, at offset: CGFloat = 1500
  ) -> (TableKit<EmptySection, Message>, Configures) {
    let kit = TableKit(table: table, view: windowedTableView(height: 300))
    let configures = Configures()
    kit.register(UITableViewCell.self, for: Message.self) { [configures] cell, row, _ in
      configures.count += 1
      cell.textLabel?.text = row.text
    }
    kit.heightForRow = { row, _ in Self.height(row) }
    if estimated { kit.view.estimatedRowHeight = 50 }
    kit.view.layoutIfNeeded()
    scroll(kit.view, toY: offset)
    kit.view.finishAnimations()
    return (kit, configures)
  }

  /// The first row wholly on screen: its identity and its top's distance from the bounds' top.
  func firstWhollyVisible(_ kit: TableKit<EmptySection, Message>) -> (id: Int, y: CGFloat) {
    let view = kit.view
    view.layoutIfNeeded()
    let path = (view.indexPathsForVisibleRows ?? []).sorted().first {
      view.rectForRow(at: $0).minY >= view.contentOffset.y
    }!
    return (kit.shown[path].id, view.rectForRow(at: path).minY - view.contentOffset.y)
  }

  /// Returns the on-screen y of the row with an identity now.
  func screenY(of id: Int, in kit: TableKit<EmptySection, Message>) -> CGFloat {
    let index = kit.shown.indices.first { kit.shown[$0].id == id }!
    return kit.view.rectForRow(at: index.indexPath).minY - kit.view.contentOffset.y
  }

  /// Rows deleted, inserted and moved far above the screen, a screenful and more away.
  func changedAbove(_ ids: [Int]) -> [Int] {
    var ids = ids.filter { ![3, 4, 9, 12].contains($0) }
    ids.insert(contentsOf: [200, 201, 202], at: 2)
    ids.insert(contentsOf: [203], at: 8)
    let moved = ids.remove(at: ids.firstIndex(of: 70)!)
    ids.insert(moved, at: 5)
    let movedDown = ids.remove(at: ids.firstIndex(of: 6)!)
    ids.insert(movedDown, at: ids.firstIndex(of: 75)!)
    return ids
  }

  @Test(arguments: [false, true])
  func anUpdateMidTableWithFixedHeightsConfiguresNoSecondScreenful(animated: Bool) {
    let (kit, configures) = scrolledKit(messages(Array(1...80)))
    let anchor = firstWhollyVisible(kit)
    let cells = Set(kit.view.visibleCells.map(ObjectIdentifier.init))
    configures.count = 0
    kit.setTable(messages(changedAbove(Array(1...80))), animated: animated)
    #expect(configures.count == 0)
    #expect(abs(screenY(of: anchor.id, in: kit) - anchor.y) <= 0.5)
    #expect(Set(kit.view.visibleCells.map(ObjectIdentifier.init)) == cells)
    kit.view.finishAnimations()
    #expect(abs(screenY(of: anchor.id, in: kit) - anchor.y) <= 0.5)
  }

  @Test func anUpdateMidTableWithEstimatedHeightsConfiguresOnlyTheRowsArrivingOnScreen() {
    // Rows scroll in estimated (50 points) and are measured as they show: far above the screen
    // the inserted rows keep their estimates; the one inserted on screen, just above the
    // anchored row (the app names it), is measured (61 points).
    let (kit, configures) = scrolledKit(messages(Array(1...80)), estimated: true, at: 1200)
    kit.anchoring = .row(Message(27))
    let y = screenY(of: 27, in: kit)
    #expect(y > 61)  // the arriving row shows whole above it
    var ids = changedAbove(Array(1...80))
    ids.insert(302, at: ids.firstIndex(of: 27)!)  // 302 % 4 == 2: 61 points
    configures.count = 0
    kit.setTable(messages(ids), animated: true)
    #expect(configures.count == 1)
    #expect(abs(screenY(of: 27, in: kit) - y) <= 0.5)
    kit.view.finishAnimations()
    #expect(abs(screenY(of: 27, in: kit) - y) <= 0.5)
  }

  @Test func sectionsInsertedAndDeletedAboveWithTheirHeadersConfigureNoSecondScreenful() {
    func sections(_ names: [String]) -> Table<String, Message> {
      Table(
        sections: names.map { name in
          (
            name,
            (0..<10).map {
              Message(Int(name.unicodeScalars.first!.value) * 100 + $0, "\(name) \($0)")
            }
          )
        })
    }
    let kit = TableKit(table: sections(["A", "B", "C", "D", "E", "F"]), view: windowedTableView())
    let configures = Configures()
    kit.register(UITableViewCell.self, for: Message.self) { [configures] cell, row, _ in
      configures.count += 1
      cell.textLabel?.text = row.text
    }
    kit.heightForHeader = { _, _ in 28 }
    kit.heightForFooter = { name, _ in name == "X" ? 12 : 0 }
    kit.view.layoutIfNeeded()
    scroll(kit.view, toY: 1800)
    let visible = (kit.view.indexPathsForVisibleRows ?? []).sorted().first {
      kit.view.rectForRow(at: $0).minY >= kit.view.contentOffset.y
    }!
    let anchored = kit.shown[visible]
    let y = kit.view.rectForRow(at: visible).minY - kit.view.contentOffset.y
    configures.count = 0
    kit.setTable(sections(["X", "A", "Y", "C", "D", "E", "F"]), animated: true)
    #expect(configures.count == 0)
    let index = kit.shown.indices.first { kit.shown[$0] == anchored }!
    #expect(
      abs(kit.view.rectForRow(at: index.indexPath).minY - kit.view.contentOffset.y - y) <= 0.5)
  }

  @Test func selfSizingRowsArrivingOnScreenAreCorrectedAfterTheBatch() {
    // Rows that size themselves are measured from their cells as they show: the prediction
    // takes their estimate, and the correction after the batch puts the row back.
    let kit = TableKit(table: messages(Array(1...60)), view: windowedTableView(height: 300))
    kit.view.estimatedRowHeight = 44
    kit.view.rowHeight = UITableView.automaticDimension
    kit.register(UITableViewCell.self, for: Message.self) { cell, row, _ in
      cell.textLabel?.numberOfLines = 0
      cell.textLabel?.text = Array(repeating: "line", count: 1 + row.id % 3).joined(
        separator: "\n")
    }
    kit.view.layoutIfNeeded()
    scroll(kit.view, toY: 900)
    let anchor = firstWhollyVisible(kit)
    var ids = Array(1...60)
    ids.insert(contentsOf: [101, 104], at: ids.firstIndex(of: anchor.id)!)
    kit.setTable(messages(ids), animated: true)
    #expect(abs(screenY(of: anchor.id, in: kit) - anchor.y) <= 0.5)
    kit.view.finishAnimations()
    #expect(abs(screenY(of: anchor.id, in: kit) - anchor.y) <= 0.5)
  }

  /// A table view that counts the layouts made inside an update block.
  final class LayoutWatchingTableView: UITableView {
    var layoutsInsideBatch = 0

    override func layoutSubviews() {
      if hasUncommittedUpdates { layoutsInsideBatch += 1 }
      super.layoutSubviews()
    }
  }

  @Test func theScrollInsideTheBatchIsReportedOnceAfterItWithoutALayoutInside() {
    let view = inWindow(LayoutWatchingTableView(frame: .zero, style: .plain), height: 300)
    let kit = TableKit(table: messages(Array(1...80)), view: view)
    kit.heightForRow = { row, _ in Self.height(row) }
    view.layoutIfNeeded()
    scroll(view, toY: 1500)
    // Each report: the offset, and whether it came inside the update block.
    let reported = Recorder(
      kit.didScroll.map { [weak view] in ($0.y, view?.hasUncommittedUpdates ?? true) })
    let before = view.contentOffset.y
    kit.setTable(messages(changedAbove(Array(1...80))), animated: false)
    #expect(view.contentOffset.y != before)
    #expect(reported.values.map(\.0) == [view.contentOffset.y])
    #expect(reported.values.allSatisfy { !$0.1 })
    #expect(view.layoutsInsideBatch == 0)
  }
}
