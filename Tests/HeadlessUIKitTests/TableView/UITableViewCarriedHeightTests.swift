import BatchRules
import Testing

@testable import HeadlessUIKit

/// Rules.md R-scale-1, R-scale-2: an update carries measured row heights by runs and estimates
/// the rest (estimation on), or asks every row (estimation off); rows sit where a plain sum of
/// the heights above them puts them.
@MainActor @Suite struct UITableViewCarriedHeightTests {
  @Test(arguments: [true, false])
  func randomUpdatesGiveTheHeightsAndPositionsOfAPlainSum(estimating: Bool) throws {
    for seed in UInt64(1)...80 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(
        using: &generator, maxSections: 3, maxRows: 25, nextID: &nextID)
      let change = old.randomChange(using: &generator, nextID: &nextID)
      let fixture = TableFixture(rows: old.counts)
      let heights = HeightsByID(model: old)
      let table = fixture.table
      table.delegate = heights
      table.estimatedRowHeight = estimating ? 30 : 0
      fixture.dataSource.sections = old.sections.map { $0.map(String.init) }
      table.frame.size.height = 200
      table.layoutIfNeeded()
      table.contentOffset.y = CGFloat(Int.random(in: 0...300, using: &generator))
      table.layoutIfNeeded()
      var before: [Int: CGFloat] = [:]
      for (id, path) in old.paths { before[id] = table.rectForRow(at: path).height }

      fixture.dataSource.sections = change.new.sections.map { $0.map(String.init) }
      heights.model = change.new
      try table.checked.performBatchUpdates { () -> Void in
        table.deleteSections(IndexSet(change.batch.sectionDeletes), with: .fade)
        table.insertSections(IndexSet(change.batch.sectionInserts), with: .fade)
        for move in change.batch.sectionMoves { table.moveSection(move.from, toSection: move.to) }
        table.deleteRows(at: change.batch.elementDeletes, with: .fade)
        table.insertRows(at: change.batch.elementInserts, with: .fade)
        for move in change.batch.elementMoves { table.moveRow(at: move.from, to: move.to) }
      }

      var y: CGFloat = 0
      for (section, ids) in change.new.sections.enumerated() {
        y += table.rectForHeader(inSection: section).height
        for (row, id) in ids.enumerated() {
          let rect = table.rectForRow(at: IndexPath(row: row, section: section))
          let real = HeightsByID.height(of: id)
          // Estimation off: every row asked. On: a row keeps its height, or is measured (when
          // shown), or starts at the estimate when new.
          let allowed: Set<CGFloat> =
            !estimating
            ? [real] : change.survivors.contains(id) ? [before[id]!, real] : [30, real]
          #expect(allowed.contains(rect.height), "seed \(seed): id \(id) height \(rect.height)")
          #expect(rect.minY == y, "seed \(seed): id \(id) at \(rect.minY), sum \(y)")
          y += rect.height
        }
        y += table.rectForFooter(inSection: section).height
      }
    }
  }
}

/// A delegate whose row heights depend on the row's id in a model.
@MainActor private final class HeightsByID: NSObject, UITableViewDelegate {
  var model: SectionedModel

  init(model: SectionedModel) { self.model = model }

  static func height(of id: Int) -> CGFloat { CGFloat(20 + id % 5 * 10) }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    Self.height(of: model.sections[indexPath.section][indexPath.row])
  }
}
