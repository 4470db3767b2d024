import Foundation

/// Maps positions before a batch update to positions after it.
///
/// Built by ``BatchUpdate/validated(before:after:messages:)`` once the batch passed UIKit's
/// checks. A view uses it to carry selection, visible views and prefetch state through the update
/// (Rules.md R-select-5: UIKit maps each selected index path to its final position; deleted and
/// reloaded ones drop out).
package struct UpdateMapping {
  /// For each section after the update, the section it was before, or nil if inserted.
  package let oldSectionForNew: [Int?]
  /// For each element after the update, the path it had before, or nil if inserted or reloaded.
  package let oldPathForNew: [[IndexPath?]]
  /// For each element before the update, by section and index, its path after it, or nil if it
  /// was deleted, reloaded or moved away from nowhere.
  package let newPathsByOldSection: [[IndexPath?]]
  /// New paths of moved elements whose old path lies outside the counts before the update.
  package let strayNewPaths: [IndexPath: IndexPath]
  /// How many elements survive the update.
  package let survivorCount: Int
  /// The elements reconfigured in place, in before-update paths.
  package let reconfigured: [IndexPath]

  /// Returns the path an element has after the update, or nil if it was deleted or reloaded.
  ///
  /// - Complexity: O(1) for a path inside the counts before the update.
  package func newPath(for oldPath: IndexPath) -> IndexPath? {
    if oldPath.count == 2, newPathsByOldSection.indices.contains(oldPath[0]),
      newPathsByOldSection[oldPath[0]].indices.contains(oldPath[1])
    {
      return newPathsByOldSection[oldPath[0]][oldPath[1]]
    }
    return strayNewPaths[oldPath]
  }

  /// Returns the index a section has after the update, or nil if it was deleted or reloaded.
  package func newSection(for oldSection: Int) -> Int? {
    oldSectionForNew.firstIndex { $0 == oldSection }
  }
}

extension BatchUpdate {
  /// Checks the section and element counts of a batch whose operations already passed the
  /// index checks, and builds the mapping (Rules.md R-valid-12, R-valid-13).
  ///
  /// The batch must have its reloads expanded, repeats removed, and operations inside deleted or
  /// inserted sections dropped.
  package func mapping(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation)
    -> UpdateMapping
  {
    let oldSectionForNew = try sectionMapping(before: before, after: after, messages: messages)
    var columns = ElementColumns(before: before, after: after)
    for path in elementDeletes { columns.markLeaving(path) }
    for move in elementMoves { columns.markLeaving(move.from) }
    for path in elementInserts { columns.target(path, from: nil) }
    for move in elementMoves { columns.target(move.to, from: move.from) }
    for (section, oldSection) in oldSectionForNew.enumerated() {
      columns.fill(section: section, survivorsFrom: oldSection)
    }
    return UpdateMapping(
      oldSectionForNew: oldSectionForNew, oldPathForNew: columns.oldPathForNew,
      newPathsByOldSection: columns.newPathForOld, strayNewPaths: columns.strayNewPaths,
      survivorCount: columns.survivorCount, reconfigured: elementReconfigures)
  }

  /// Runs the section- and element-count checks and returns, for each section after the update,
  /// the section it was before (nil if inserted).
  package func sectionMapping(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation) -> [Int?]
  {
    let expectedSections = before.count + sectionInserts.count - sectionDeletes.count
    guard after.count == expectedSections else {
      throw messages.failure(
        messages.invalidSectionCount(
          after: after.count, before: before.count, inserted: sectionInserts.count,
          deleted: sectionDeletes.count))
    }
    var sectionTargets: [Int: Int?] = [:]
    for section in sectionInserts { sectionTargets[section] = .some(nil) }
    for move in sectionMoves { sectionTargets[move.to] = move.from }
    let leaving = Set(sectionDeletes).union(sectionMoves.map(\.from))
    let oldSectionForNew = fill(
      count: after.count, targets: sectionTargets,
      survivors: (0..<before.count).filter { !leaving.contains($0) })

    try checkElementCounts(
      before: before, after: after, oldSectionForNew: oldSectionForNew, messages: messages)
    return oldSectionForNew
  }

  /// Lays out `count` slots: targeted slots take their target, the rest take survivors in order.
  private func fill<Old>(count: Int, targets: [Int: Old?], survivors: [Old?]) -> [Old?] {
    var remaining = survivors.makeIterator()
    return (0..<count).map { index in
      if let target = targets[index] { return target }
      return remaining.next() ?? nil
    }
  }

  private func checkElementCounts(
    before: [Int], after: [Int], oldSectionForNew: [Int?], messages: UpdateMessages
  ) throws(BatchRuleViolation) {
    // The checks passed, so every path names a section of its side's counts: tallies are arrays
    // indexed by new sections (inserts, moves in) and old sections (deletes, moves out).
    var inserted = [Int](repeating: 0, count: after.count)
    var deleted = [Int](repeating: 0, count: before.count)
    for path in elementInserts { inserted[path.sectionIndex] += 1 }
    for path in elementDeletes { deleted[path.sectionIndex] += 1 }
    var newSectionForOld = [Int?](repeating: nil, count: before.count)
    for (new, old) in oldSectionForNew.enumerated() {
      if let old, newSectionForOld[old] == nil { newSectionForOld[old] = new }
    }
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    for move in elementMoves where newSectionForOld[move.from.sectionIndex] != move.to.sectionIndex
    {
      movedIn[move.to.sectionIndex] += 1
      movedOut[move.from.sectionIndex] += 1
    }
    for (section, oldSection) in oldSectionForNew.enumerated() {
      guard let oldSection else { continue }
      var count = ElementCount(before: before[oldSection], after: after[section])
      count.inserted = inserted[section]
      count.deleted = deleted[oldSection]
      count.movedIn = movedIn[section]
      count.movedOut = movedOut[oldSection]
      guard count.after != count.expected else { continue }
      // Which of UIKit's two reasons appears is inferred (Rules.md R-valid-14): fewer elements
      // than predicted gives "Invalid batch updates detected", more gives the legacy text.
      let reason =
        count.after < count.expected
        ? messages.invalidBatchUpdates(before: before, after: after, updates: updateList(messages))
        : messages.invalidElementCount(section: section, count: count)
      throw messages.failure(reason)
    }
  }

  /// Lists the operations as UIKit's "Updates = [ … ]" does: deletes descending, then moves, then
  /// inserts ascending (Rules.md R-batch-7). Only "Delete row (s - r)" and "Insert row (s - r)" are
  /// attested; the section and move lines follow the same pattern (inferred).
  package func updateList(_ messages: UpdateMessages) -> [String] {
    let element = messages.element
    return sectionDeletes.sorted(by: >).map { "Delete section \($0)" }
      + elementDeletes.sorted(by: >).map { "Delete \(element) \($0.updateListDescription)" }
      + sectionMoves.map { "Move section \($0.from) to \($0.to)" }
      + elementMoves.map {
        "Move \(element) \($0.from.updateListDescription) to \($0.to.updateListDescription)"
      }
      + sectionInserts.sorted().map { "Insert section \($0)" }
      + elementInserts.sorted().map { "Insert \(element) \($0.updateListDescription)" }
  }
}
