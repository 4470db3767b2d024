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

/// An animated update keeps the anchored row still while it animates: the changes above the
/// row, which move it, are made without animation with the offset set inside the batch, and only
/// the changes at and below it animate — the whole batch unanimated when nothing on screen
/// changes, two batches in one call when both do.
@MainActor @Suite(.keepsWindows) struct TableKitAnchoredAnimationTests {
  /// A table view that records, batch by batch, the row animation of each insert and delete,
  /// and runs a check as each batch begins.
  final class AnimationRecordingTableView: UITableView {
    var batches: [[UITableView.RowAnimation]] = []
    var batchBegins: (() -> Void)?

    override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      batchBegins?()
      batches.append([])
      super.performBatchUpdates(updates, completion: completion)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      batches[batches.count - 1].append(animation)
      super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      batches[batches.count - 1].append(animation)
      super.deleteRows(at: indexPaths, with: animation)
    }
  }

  func scrolledKit() -> (TableKit<EmptySection, Message>, AnimationRecordingTableView) {
    let view = inWindow(AnimationRecordingTableView(frame: .zero, style: .plain), height: 300)
    let kit = TableKit(table: messages(Array(1...80)), view: view)
    kit.heightForRow = { row, _ in TableKitAnchorPredictionTests.height(row) }
    view.layoutIfNeeded()
    scroll(view, toY: 1500)
    return (kit, view)
  }

  /// The rows on screen with their cells' distance from the bounds' top, by identity.
  func screenFrames(_ kit: TableKit<EmptySection, Message>) -> [Int: CGFloat] {
    let view = kit.view
    var frames: [Int: CGFloat] = [:]
    for cell in view.visibleCells {
      guard let path = view.indexPath(for: cell) else { continue }
      frames[kit.shown[path].id] = cell.frame.minY - view.contentOffset.y
    }
    return frames
  }

  /// The first row wholly on screen: its identity and its top's distance from the bounds' top.
  func anchored<Section>(_ kit: TableKit<Section, Message>) -> (id: Int, y: CGFloat) {
    let view = kit.view
    let path = (view.indexPathsForVisibleRows ?? []).sorted().first {
      view.rectForRow(at: $0).minY >= view.contentOffset.y
    }!
    return (kit.shown[path].id, view.rectForRow(at: path).minY - view.contentOffset.y)
  }

  /// The on-screen y of the row with an identity, in the table the data source answers now.
  func screenY<Section>(of id: Int, in kit: TableKit<Section, Message>) -> CGFloat? {
    guard let index = kit.shown.indices.first(where: { kit.shown[$0].id == id }) else {
      return nil
    }
    return kit.view.rectForRow(at: index.indexPath).minY - kit.view.contentOffset.y
  }

  @Test func changesOnlyAboveTheScreenRunWithoutAnimationAndNothingOnScreenMoves() {
    let (kit, view) = scrolledKit()
    let before = screenFrames(kit)
    kit.setTable(messages([100, 101] + Array(3...80)), animated: true)
    #expect(view.batches == [[.none, .none]])
    // The cells on screen are where they were, right after the batch and after its animation.
    #expect(screenFrames(kit) == before)
    view.finishAnimations()
    #expect(screenFrames(kit) == before)
  }

  @Test func changesAboveAndOnScreenBelowRunAsTwoBatchesTheFirstWithoutAnimation() {
    let (kit, view) = scrolledKit()
    let anchor = anchored(kit)
    var ids = Array(3...80)
    ids.insert(500, at: ids.firstIndex(of: anchor.id + 2)!)  // on screen, below the anchored row
    // Where the anchored row is as each batch begins: still, after the first.
    var placesAtBatches: [CGFloat?] = []
    view.batchBegins = { [unowned kit] in
      placesAtBatches.append(self.screenY(of: anchor.id, in: kit))
    }
    kit.setTable(messages([100, 101] + ids), animated: true)
    #expect(view.batches == [[.none, .none], [.automatic]])
    #expect(placesAtBatches.count == 2)
    #expect(placesAtBatches.allSatisfy { abs(($0 ?? .infinity) - anchor.y) <= 0.5 })
    // The rows on screen above the inserted row did not move; the ones below it make room.
    let frames = screenFrames(kit)
    #expect(abs((frames[anchor.id] ?? .infinity) - anchor.y) <= 0.5)
    #expect(frames[500] != nil)
    view.finishAnimations()
    #expect(abs((screenY(of: anchor.id, in: kit) ?? .infinity) - anchor.y) <= 0.5)
    #expect(kit.shown == messages([100, 101] + ids))
  }

  @Test func aRowMovedAcrossTheAnchoredRowRunsAsOneBatchWithoutAnimation() {
    let (kit, view) = scrolledKit()
    let anchor = anchored(kit)
    var ids = Array(3...80)
    ids.insert(500, at: ids.firstIndex(of: anchor.id + 2)!)
    let moved = ids.remove(at: ids.firstIndex(of: 5)!)
    ids.insert(moved, at: ids.firstIndex(of: 70)!)  // from above the row to below the screen
    kit.setTable(messages([100, 101] + ids), animated: true)
    // No sound split: the row's place comes before the animation.
    #expect(view.batches.count == 1)
    #expect(view.batches[0].allSatisfy { $0 == .none })
    view.finishAnimations()
    #expect(abs((screenY(of: anchor.id, in: kit) ?? .infinity) - anchor.y) <= 0.5)
  }

  @Test func anUpdateWithNothingAboveTheScreenKeepsItsAnimation() {
    let (kit, view) = scrolledKit()
    kit.setTable(messages(Array(1...78)), animated: true)  // the last rows, below the screen
    #expect(view.batches == [[.automatic]])
  }

  @Test func randomAnimatedUpdatesMidTableShowTheNewTableWithTheRowStill() {
    var splits = 0
    var unanimated = 0
    for seed in UInt64(0)..<60 {
      var random = SplitMix64(seed: seed)
      let (kit, view) = scrolledKit()
      let anchor = anchored(kit)
      var next = 1000
      var ids: [Int] = []
      for id in 1...80 {
        if random.chance(10) {
          next += 1
          ids.append(next)  // inserted before it
        }
        if !random.chance(12) { ids.append(id) }  // else deleted
      }
      if random.chance(30), ids.count > 8 {  // a row moved a few places
        let from = Int.random(in: 0..<ids.count, using: &random)
        let moved = ids.remove(at: from)
        ids.insert(moved, at: min(max(from + Int.random(in: -3...3, using: &random), 0), ids.count))
      }
      view.batches = []
      kit.setTable(messages(ids), animated: true)
      if view.batches.count == 2 { splits += 1 }
      if view.batches.count == 1, view.batches[0].allSatisfy({ $0 == .none }) { unanimated += 1 }
      view.finishAnimations()
      #expect(kit.shown == messages(ids), "seed \(seed)")
      let expected = (view.indexPathsForVisibleRows ?? []).map {
        "\($0.section)-\($0.row) \(kit.shown[$0].text)"
      }
      #expect(renderedRows(view) == expected, "seed \(seed)")
      guard let y = screenY(of: anchor.id, in: kit) else { continue }
      let resting =
        -view.adjustedContentInset
        .top...max(
          -view.adjustedContentInset.top, view.contentSize.height - view.bounds.height)
      let clamped =
        view.contentOffset.y <= resting.lowerBound + 0.5
        || view.contentOffset.y >= resting.upperBound - 0.5
      #expect(abs(y - anchor.y) <= 0.5 || clamped, "seed \(seed): moved \(y - anchor.y)")
    }
    #expect(splits >= 10)
    #expect(unanimated + splits < 60)
  }

  @Test func aSplitAcrossSectionsShowsTheNewTableWithTheRowStill() {
    func sectioned(_ ids: [[Int]]) -> Table<String, Message> {
      Table(sections: ids.enumerated().map { ("S\($0.offset)", $0.element.map { Message($0) }) })
    }
    let view = inWindow(AnimationRecordingTableView(frame: .zero, style: .plain), height: 300)
    view.sectionHeaderHeight = 28
    let old = [Array(1...20), Array(21...40), Array(41...80)]
    let kit = TableKit(table: sectioned(old), view: view)
    kit.heightForRow = { row, _ in TableKitAnchorPredictionTests.height(row) }
    view.layoutIfNeeded()
    scroll(view, toY: 2400)
    let anchor = anchored(kit)
    var new = old
    new[0].insert(contentsOf: [100, 101], at: 3)  // above, in an earlier section
    new[1].removeAll { $0 == 25 }
    new[2].insert(102, at: 0)  // above, in the anchored row's section
    let inSection = new[2].firstIndex(of: anchor.id)!
    new[2].insert(103, at: inSection + 2)  // on screen, below the anchored row
    new[2].removeAll { $0 == 79 }  // below the screen
    kit.setTable(sectioned(new), animated: true)
    #expect(view.batches.count == 2)
    #expect(view.batches.first?.allSatisfy { $0 == .none } == true)
    view.finishAnimations()
    #expect(kit.shown == sectioned(new))
    let expected = (view.indexPathsForVisibleRows ?? []).map {
      "\($0.section)-\($0.row) \(kit.shown[$0].text)"
    }
    #expect(renderedRows(view) == expected)
    #expect(abs((screenY(of: anchor.id, in: kit) ?? .infinity) - anchor.y) <= 0.5)
  }
}
