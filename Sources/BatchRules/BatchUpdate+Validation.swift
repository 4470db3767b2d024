import Foundation

extension BatchUpdate {
  /// Checks the batch against the counts before and after it, as UIKit's
  /// `_endCellAnimationsWithContext:` does, and returns how old positions map to new ones.
  ///
  /// The checks run in UIKit's order (Rules.md R-valid-1): reload against delete;
  /// deletes (sections, then elements, each against moves and the before-counts); inserts
  /// (against moves and the after-counts); section moves; element moves; the section count; the
  /// element count of every section that existed before. Reloads are first turned into a delete
  /// at the old path and an insert at the shifted new path (Rules.md R-batch-6). Elements deleted or inserted
  /// in a deleted or inserted section are dropped silently, and repeated operations are
  /// coalesced, as UIKit does.
  ///
  /// - Throws: ``BatchRuleViolation`` with UIKit's reason, worded by `messages`.
  /// - Complexity: O(n log n + s + e) for n operations, s sections and e elements.
  package func validated(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation)
    -> UpdateMapping
  {
    try checkedForm(before: before, after: after, messages: messages)
      .mapping(before: before, after: after, messages: messages)
  }

  /// Checks the batch exactly as ``validated(before:after:messages:)`` does, without building
  /// the element mapping: for a pre-check that only needs to know whether UIKit accepts it.
  ///
  /// - Throws: ``BatchRuleViolation`` with UIKit's reason, worded by `messages`.
  /// - Complexity: O(n log n + s) for n operations and s sections.
  package func check(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation)
  {
    _ = try checkedForm(before: before, after: after, messages: messages)
      .sectionMapping(before: before, after: after, messages: messages)
  }

  /// Runs every check but the counts, and returns the batch in the form the count checks and
  /// the mapping take: reloads expanded, repeats removed, operations inside deleted or inserted
  /// sections dropped.
  private func checkedForm(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation) -> BatchUpdate
  {
    let fail = messages.failure
    let deletes = elementReloads.isEmpty ? [] : Set(elementDeletes.map(ElementKey.init))
    for reload in elementReloads where deletes.contains(ElementKey(reload)) {
      throw fail(
        "attempt to delete and reload the same index path (\(reload.exceptionDescription))")
    }
    let expanded = expandingReloads()
    let movedFromSections = Set(expanded.sectionMoves.map(\.from))
    let movedToSections = Set(expanded.sectionMoves.map(\.to))
    var movedFrom = PathTable<Void>(counts: before)
    var movedTo = PathTable<Void>(counts: after)
    for move in expanded.elementMoves {
      _ = movedFrom.insert(move.from)
      _ = movedTo.insert(move.to)
    }

    let sectionDeletes = expanded.sectionDeletes.uniqued()
    for section in sectionDeletes {
      if movedFromSections.contains(section) {
        throw fail("attempt to perform a delete and a move from the same section (\(section))")
      }
      if section >= before.count {
        throw fail(
          "attempt to delete section \(section), but there are only \(before.count) sections "
            + "before the update")
      }
    }
    let deletedSections = Set(sectionDeletes)
    var seenDeletes = PathTable<Void>(counts: before)
    let elementDeletes = expanded.elementDeletes.filter {
      seenDeletes.insert($0) && !deletedSections.contains($0.sectionIndex)
    }
    for path in elementDeletes {
      if movedFrom.contains(path) {
        throw fail(
          "attempt to perform a delete and a move from the same index path "
            + "(\(path.exceptionDescription))")
      }
      if path.sectionIndex >= before.count {
        throw fail(
          "attempt to delete \(messages.element) \(path[1]) from section \(path.sectionIndex), but "
            + "there are only \(before.count) sections before the update")
      }
      if path[1] >= before[path.sectionIndex] {
        throw fail(
          "attempt to delete \(messages.element) \(path[1]) from section \(path.sectionIndex) which "
            + "only contains \(before[path.sectionIndex]) \(messages.elements) before the update")
      }
    }

    let sectionInserts = expanded.sectionInserts.uniqued()
    for section in sectionInserts {
      if movedToSections.contains(section) {
        throw fail("attempt to perform an insert and a move to the same section (\(section))")
      }
      if section >= after.count {
        throw fail(
          "attempt to insert section \(section) but there are only \(after.count) sections after "
            + "the update")
      }
    }
    let insertedSections = Set(sectionInserts)
    var seenInserts = PathTable<Void>(counts: after)
    let elementInserts = expanded.elementInserts.filter {
      seenInserts.insert($0) && !insertedSections.contains($0.sectionIndex)
    }
    for path in elementInserts {
      if movedTo.contains(path) {
        throw fail(
          "attempt to perform an insert and a move to the same index path "
            + "(\(path.exceptionDescription))")
      }
      if path.sectionIndex >= after.count {
        throw fail(
          "attempt to insert \(messages.element) \(path[1]) into section \(path.sectionIndex), but "
            + "there are only \(after.count) sections after the update")
      }
      if path[1] >= after[path.sectionIndex] {
        throw fail(
          "attempt to insert \(messages.element) \(path[1]) into section \(path.sectionIndex), but "
            + "there are only \(after[path.sectionIndex]) \(messages.elements) in section "
            + "\(path.sectionIndex) after the update")
      }
    }

    let sectionMoves = try expanded.checkedSectionMoves(before: before, after: after, fail: fail)
    let elementMoves = try expanded.checkedElementMoves(
      before: before, after: after, messages: messages,
      deletedSections: deletedSections, insertedSections: insertedSections)

    return BatchUpdate(
      sectionInserts: sectionInserts, sectionDeletes: sectionDeletes, sectionMoves: sectionMoves,
      elementInserts: elementInserts, elementDeletes: elementDeletes, elementMoves: elementMoves,
      elementReconfigures: elementReconfigures)
  }

  /// Returns the batch with every reload turned into a delete at its old index and an insert at
  /// its shifted new index (Rules.md R-batch-6).
  ///
  /// - Complexity: O((n + r) log n) for n deletes and inserts and r reloads.
  package func expandingReloads() -> BatchUpdate {
    var result = self
    result.sectionReloads = []
    result.elementReloads = []
    let sortedSectionDeletes = sectionDeletes.sorted()
    let sortedSectionInserts = sectionInserts.sorted()
    func newSection(_ old: Int) -> Int {
      (old - sortedSectionDeletes.countNotAbove(old)).shifted(past: sortedSectionInserts)
    }
    for section in sectionReloads {
      result.sectionDeletes.append(section)
      result.sectionInserts.append(newSection(section))
    }
    guard !elementReloads.isEmpty else { return result }
    let deletedRows = sortedRowsBySection(elementDeletes)
    let insertedRows = sortedRowsBySection(elementInserts)
    for path in elementReloads {
      let section = newSection(path.sectionIndex)
      let row =
        (path[1] - (deletedRows[path.sectionIndex]?.countNotAbove(path[1]) ?? 0))
        .shifted(past: insertedRows[section] ?? [])
      result.elementDeletes.append(path)
      result.elementInserts.append(IndexPath(indexes: [section, row]))
    }
    return result
  }

  /// Returns the second indices of paths by their section, each list sorted, repeats kept.
  private func sortedRowsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
    var rows: [Int: [Int]] = [:]
    for path in paths { rows[path.sectionIndex, default: []].append(path[1]) }
    return rows.mapValues { $0.sorted() }
  }

  private func checkedSectionMoves(
    before: [Int], after: [Int], fail: (String) -> BatchRuleViolation
  ) throws(BatchRuleViolation) -> [SectionMove] {
    let moves = sectionMoves.uniqued()
    var targetBySource: [Int: Int] = [:]
    var sourceByTarget: [Int: Int] = [:]
    for move in moves {
      if move.from >= before.count {
        throw fail(
          "attempt to move section \(move.from), but there are only \(before.count) sections "
            + "before the update")
      }
      if move.to >= after.count {
        throw fail(
          "attempt to to move section \(move.from) to section \(move.to), but there are only "
            + "\(after.count) sections after the update")
      }
      if let other = targetBySource[move.from] {
        throw fail(
          "attempt to move section \(move.from) to both section \(other) and section \(move.to)")
      }
      if let other = sourceByTarget[move.to] {
        throw fail(
          "attempt to move both section \(other) and section \(move.from) to section \(move.to)")
      }
      targetBySource[move.from] = move.to
      sourceByTarget[move.to] = move.from
    }
    return moves
  }

  private func checkedElementMoves(
    before: [Int], after: [Int], messages: UpdateMessages,
    deletedSections: Set<Int>, insertedSections: Set<Int>
  ) throws(BatchRuleViolation) -> [ElementMove] {
    let fail = messages.failure
    // A repeated move is coalesced, as UIKit does; the path tables find repeats without hashing
    // every move.
    var moves: [ElementMove] = []
    moves.reserveCapacity(elementMoves.count)
    var targetBySource = PathTable<IndexPath>(counts: before)
    var sourceByTarget = PathTable<IndexPath>(counts: after)
    for move in elementMoves {
      // The paths' texts are made only for a message, not for every move.
      var from: String { move.from.exceptionDescription }
      var to: String { move.to.exceptionDescription }
      if move.from.sectionIndex >= before.count {
        throw fail(
          "attempt to move index path (\(from)) from a section that does not exist - there are "
            + "only \(before.count) sections before the update")
      }
      if move.from[1] >= before[move.from.sectionIndex] {
        throw fail(
          "attempt to move index path (\(from)) that does not exist - there are only "
            + "\(before[move.from.sectionIndex]) \(messages.elements) in section "
            + "\(move.from.sectionIndex) before the update")
      }
      if move.to.sectionIndex >= after.count {
        throw fail(
          "attempt to move index path (\(from)) to index path (\(to)) in section that does not "
            + "exist - there are only \(after.count) sections after the update")
      }
      if move.to[1] >= after[move.to.sectionIndex] {
        throw fail(
          "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there "
            + "are only \(after[move.to.sectionIndex]) \(messages.elements) in section "
            + "\(move.to.sectionIndex) after the update")
      }
      if let text = messages.moveFromDeletedSection,
        deletedSections.contains(move.from.sectionIndex)
      {
        throw fail(text(move.from.sectionIndex))
      }
      if let text = messages.moveIntoInsertedSection,
        insertedSections.contains(move.to.sectionIndex)
      {
        throw fail(text(move.to.sectionIndex))
      }
      if let other = targetBySource[move.from] {
        if other == move.to { continue }
        throw fail(
          "attempt to move \(messages.element) at index path \(from) to both "
            + "\(other.exceptionDescription) and \(to)")
      }
      if let other = sourceByTarget[move.to] {
        throw fail(
          "attempt to move both \(messages.element) at index path \(other.exceptionDescription) "
            + "and \(from) to \(to)")
      }
      targetBySource[move.from] = move.to
      sourceByTarget[move.to] = move.from
      moves.append(move)
    }
    return moves
  }
}

extension Array where Element: Hashable {
  /// Returns the elements without repeats, keeping each first occurrence in order.
  ///
  /// - Complexity: O(n).
  package func uniqued() -> [Element] {
    uniqued { $0 }
  }
}

extension Array {
  /// Returns the elements without repeats, two elements being repeats when their keys are
  /// equal, keeping each first occurrence in order.
  ///
  /// - Complexity: O(n).
  package func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
    var seen = Set<Key>()
    seen.reserveCapacity(count)
    return filter { seen.insert(key($0)).inserted }
  }
}

extension Array where Element == Int {
  /// Returns how many elements of this ascending array are at most `value`.
  ///
  /// - Complexity: O(log n).
  fileprivate func countNotAbove(_ value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] <= value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

extension Int {
  /// Returns the index after inserting at the ascending `indices` one by one: each inserted
  /// index at or before the index so far pushes it down by one.
  ///
  /// - Complexity: O(k log n) for n indices and k jumps (at most the indices passed).
  fileprivate func shifted(past indices: [Int]) -> Int {
    var index = self
    var passed = 0
    while true {
      let reached = indices.countNotAbove(index)
      guard reached > passed else { return index }
      index += reached - passed
      passed = reached
    }
  }
}
