import Foundation

/// Maps positions before a batch update to positions after it.
///
/// Built by ``BatchUpdate/validated(before:after:messages:)`` once the batch passed UIKit's
/// checks. A view uses it to carry selection, visible views and prefetch state through the update
/// (Rules.md R-select-5: UIKit maps each selected index path to its final position; deleted and
/// reloaded ones drop out).
///
/// The mapping is held as its changes, not per element: for each section after the update the
/// slots that an insert or a move fills (sorted), and for each section before it the elements
/// that a delete or a move takes away (sorted). Every other slot of a new section takes the next
/// element of its old section that stays, in order, so the survivors between two changes form a
/// run, and a position is found by binary search over the changes of its section.
///
/// - Complexity: O(c log c + s) to build for c operations and s sections; O(log c) per lookup.
package struct UpdateMapping {
  /// A slot after the update that an insert or a move fills.
  struct Target {
    /// The slot's element index in its new section.
    var index: Int
    /// The move that fills it, by its place in ``moves``, or -1 for an insert.
    var move: Int
  }

  /// An element before the update that a move carries to a slot after it.
  struct MovedElement {
    var element: Int
    var newSection: Int
    var newElement: Int
  }

  /// A stretch of one new section's slots, in order: how they are filled.
  package enum Segment: Equatable {
    /// Slots filled, in order, by the old section's elements from `oldStart` on, which survive.
    case carried(new: Range<Int>, oldSection: Int, oldStart: Int)
    /// One slot an insert (old nil) or a move (its path before) fills.
    case targeted(new: Int, old: IndexPath?)
    /// Slots left without an element before: no survivor was left to fill them.
    case unfilled(new: Range<Int>)
  }

  /// For each section after the update, the section it was before, or nil if inserted.
  package let oldSectionForNew: [Int?]
  /// For each section before the update, the section it is after, or nil if it was deleted.
  package let newSectionForOld: [Int?]
  /// The element counts before the update.
  package let before: [Int]
  /// The element counts after the update.
  package let after: [Int]
  /// The batch's element moves.
  private let moves: [BatchUpdate.ElementMove]
  /// For each section after the update, its inserted and moved-in slots, by index.
  private let targets: [[Target]]
  /// For each section before the update, the indices of its elements deleted or moved away.
  private let leaving: [[Int]]
  /// For each section before the update, its elements whose move landed, by element.
  private let movedOut: [[MovedElement]]
  /// The path after the update of each moved element whose path before lies outside the counts.
  private let strayMoves: [IndexPath: IndexPath]
  /// How many elements survive the update.
  package let survivorCount: Int
  /// The elements reconfigured in place, in before-update paths.
  package let reconfigured: [IndexPath]

  /// Creates the mapping of a batch whose operations passed UIKit's checks.
  ///
  /// Every new section's slots are filled in order: a slot that an insert or a move targets takes
  /// that target (a move wins over an insert at the same slot, a later move over an earlier
  /// one), every other slot takes the next element of its old section that was neither deleted
  /// nor moved away, or none when none is left. Paths outside the counts are ignored, but a move
  /// from outside the counts before still carries its element to its slot.
  package init(
    before: [Int], after: [Int], oldSectionForNew: [Int?], deletes: [IndexPath],
    inserts: [IndexPath], moves: [BatchUpdate.ElementMove], reconfigured: [IndexPath]
  ) {
    self.before = before
    self.after = after
    self.oldSectionForNew = oldSectionForNew
    self.reconfigured = reconfigured
    self.moves = moves
    var newSectionForOld = [Int?](repeating: nil, count: before.count)
    for (new, old) in oldSectionForNew.enumerated() {
      if let old, before.indices.contains(old), newSectionForOld[old] == nil {
        newSectionForOld[old] = new
      }
    }
    self.newSectionForOld = newSectionForOld

    var leaving = [[Int]](repeating: [], count: before.count)
    for path in deletes {
      if let (section, element) = Self.slot(path, in: before) { leaving[section].append(element) }
    }
    for move in moves {
      if let (section, element) = Self.slot(move.from, in: before) {
        leaving[section].append(element)
      }
    }
    for section in leaving.indices where leaving[section].count > 1 {
      leaving[section].sort()
      leaving[section] = leaving[section].removingAdjacentRepeats()
    }
    self.leaving = leaving

    // Inserts first, then moves, each in call order: the last claim of a slot wins.
    var targets = [[Target]](repeating: [], count: after.count)
    for (order, path) in inserts.enumerated() {
      if let (section, element) = Self.slot(path, in: after) {
        targets[section].append(Target(index: element, move: -1 - order))
      }
    }
    for (order, move) in moves.enumerated() {
      if let (section, element) = Self.slot(move.to, in: after) {
        targets[section].append(Target(index: element, move: order))
      }
    }
    var movedOut = [[MovedElement]](repeating: [], count: before.count)
    var strayMoves: [IndexPath: IndexPath] = [:]
    for section in targets.indices where !targets[section].isEmpty {
      // Inserts sort before moves (negative), later claims after earlier ones.
      targets[section].sort { ($0.index, $0.move) < ($1.index, $1.move) }
      targets[section] = targets[section].keepingLastClaims()
      for target in targets[section] where target.move >= 0 {
        let from = moves[target.move].from
        if let (oldSection, element) = Self.slot(from, in: before) {
          movedOut[oldSection].append(
            MovedElement(element: element, newSection: section, newElement: target.index))
        } else {
          strayMoves[from] = IndexPath(element: target.index, inSection: section)
        }
      }
    }
    var survivors = strayMoves.count
    for section in movedOut.indices where !movedOut[section].isEmpty {
      // Appended in new-path order: of repeated moves of one element, the last one counts.
      movedOut[section] = movedOut[section].enumerated()
        .sorted { ($0.element.element, $0.offset) < ($1.element.element, $1.offset) }
        .map(\.element).keepingLastOfEachElement()
      survivors += movedOut[section].count
    }
    self.targets = targets
    self.movedOut = movedOut
    self.strayMoves = strayMoves
    for (section, old) in oldSectionForNew.enumerated() {
      guard let old, before.indices.contains(old), after.indices.contains(section) else { continue }
      survivors += min(after[section] - targets[section].count, before[old] - leaving[old].count)
    }
    survivorCount = survivors
  }

  /// Returns the path an element has after the update, or nil if it was deleted or reloaded.
  ///
  /// - Complexity: O(log c) for the c operations in the element's section.
  package func newPath(for oldPath: IndexPath) -> IndexPath? {
    guard let (section, element) = Self.slot(oldPath, in: before) else {
      return strayMoves[oldPath]
    }
    let gone = leaving[section]
    let passed = gone.countBelow(element)
    if passed < gone.count, gone[passed] == element {
      let column = movedOut[section]
      let index = column.countBelow(element)
      guard index < column.count, column[index].element == element else { return nil }
      return IndexPath(element: column[index].newElement, inSection: column[index].newSection)
    }
    guard let newSection = newSectionForOld[section] else { return nil }
    let slot = targets[newSection].freeSlot(rank: element - passed)
    return slot < after[newSection] ? IndexPath(element: slot, inSection: newSection) : nil
  }

  /// Returns the path an element after the update had before it, or nil if it was inserted or
  /// reloaded (or the path names no element after the update).
  ///
  /// - Complexity: O(log c) for the c operations in the element's section.
  package func oldPath(forNew newPath: IndexPath) -> IndexPath? {
    guard let (section, element) = Self.slot(newPath, in: after) else { return nil }
    let column = targets[section]
    let passed = column.countBelow(element)
    if passed < column.count, column[passed].index == element { return oldPath(of: column[passed]) }
    guard let oldSection = oldSectionForNew[section], before.indices.contains(oldSection) else {
      return nil
    }
    let old = leaving[oldSection].freeSlot(rank: element - passed)
    return old < before[oldSection] ? IndexPath(element: old, inSection: oldSection) : nil
  }

  /// Returns the index a section has after the update, or nil if it was deleted or reloaded.
  ///
  /// - Complexity: O(1).
  package func newSection(for oldSection: Int) -> Int? {
    newSectionForOld.indices.contains(oldSection) ? newSectionForOld[oldSection] : nil
  }

  /// Returns how a section after the update is filled, slot by slot in runs: survivors carried
  /// in order, inserted or moved-in slots, and slots left unfilled.
  ///
  /// - Complexity: O(c + r) for the c operations of the section and the r runs returned.
  package func segments(inNewSection section: Int) -> [Segment] {
    guard after.indices.contains(section) else { return [] }
    let count = after[section]
    let column = targets[section]
    let oldSection = oldSectionForNew[section].flatMap { before.indices.contains($0) ? $0 : nil }
    let gone = oldSection.map { leaving[$0] } ?? []
    let oldCount = oldSection.map { before[$0] } ?? 0
    var result: [Segment] = []
    var slot = 0
    var nextTarget = 0
    var old = 0
    var nextGone = 0
    while slot < count {
      if nextTarget < column.count, column[nextTarget].index == slot {
        result.append(.targeted(new: slot, old: oldPath(of: column[nextTarget])))
        nextTarget += 1
        slot += 1
        continue
      }
      let freeEnd = nextTarget < column.count ? column[nextTarget].index : count
      while nextGone < gone.count, gone[nextGone] == old {
        nextGone += 1
        old += 1
      }
      guard let oldSection, old < oldCount else {
        result.append(.unfilled(new: slot..<freeEnd))
        slot = freeEnd
        continue
      }
      let survivorsEnd = nextGone < gone.count ? gone[nextGone] : oldCount
      let length = min(freeEnd - slot, survivorsEnd - old)
      result.append(.carried(new: slot..<slot + length, oldSection: oldSection, oldStart: old))
      slot += length
      old += length
    }
    return result
  }

  /// The path before the update of the element a target puts in its slot, nil for an insert.
  private func oldPath(of target: Target) -> IndexPath? {
    target.move >= 0 ? moves[target.move].from : nil
  }

  /// Returns a path's section and element when it names an element of the counts.
  private static func slot(_ path: IndexPath, in counts: [Int]) -> (Int, Int)? {
    guard path.count == 2, counts.indices.contains(path[0]), path[1] >= 0,
      path[1] < counts[path[0]]
    else { return nil }
    return (path[0], path[1])
  }
}

extension Array where Element == Int {
  /// In a sorted array of distinct indices, the number below `value`.
  fileprivate func countBelow(_ value: Int) -> Int { lowerBound(of: value) }

  /// In a sorted array of distinct taken indices, the `rank`-th index (from 0) not taken.
  fileprivate func freeSlot(rank: Int) -> Int {
    // Taken index i has (self[i] - i) free indices before it, which never decreases along the
    // array: the free slot passes every taken index with at most `rank` free ones before it.
    rank + partitionPointByPosition(where: { position, taken in taken - position > rank })
  }

  fileprivate func removingAdjacentRepeats() -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for value in self where result.last != value { result.append(value) }
    return result
  }
}

extension Array where Element == UpdateMapping.MovedElement {
  /// The number of moved elements below element `value`.
  fileprivate func countBelow(_ value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid].element < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Of runs of one element (sorted), keeps the last.
  fileprivate func keepingLastOfEachElement() -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for moved in self {
      if result.last?.element == moved.element {
        result[result.count - 1] = moved
      } else {
        result.append(moved)
      }
    }
    return result
  }
}

extension Array where Element == UpdateMapping.Target {
  /// Of runs of claims of one slot (sorted), keeps the last.
  fileprivate func keepingLastClaims() -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for target in self {
      if result.last?.index == target.index {
        result[result.count - 1] = target
      } else {
        result.append(target)
      }
    }
    return result
  }

  /// The number of targets below slot `value`.
  fileprivate func countBelow(_ value: Int) -> Int { partitionPoint { $0.index >= value } }

  /// The `rank`-th slot (from 0) that no target fills.
  fileprivate func freeSlot(rank: Int) -> Int {
    rank + partitionPointByPosition(where: { position, target in target.index - position > rank })
  }
}

extension BatchUpdate {
  /// Checks the section and element counts of a batch whose operations already passed the
  /// index checks, and builds the mapping (Rules.md R-valid-12, R-valid-13).
  ///
  /// The batch must have its reloads expanded, repeats removed, and operations inside deleted or
  /// inserted sections dropped.
  ///
  /// - Complexity: O(c log c + s) for c operations and s sections, whatever the element counts.
  package func mapping(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation)
    -> UpdateMapping
  {
    let oldSectionForNew = try sectionMapping(before: before, after: after, messages: messages)
    return UpdateMapping(
      before: before, after: after, oldSectionForNew: oldSectionForNew, deletes: elementDeletes,
      inserts: elementInserts, moves: elementMoves, reconfigured: elementReconfigures)
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
