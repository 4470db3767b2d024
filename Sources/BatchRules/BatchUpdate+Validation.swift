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
  /// sections dropped, and the section and element deletes and inserts ascending.
  ///
  /// Each check finds the operation UIKit would stop at — the first in the order the batch
  /// lists them — by sorting keys of the paths and searching them, not by hashing every path.
  ///
  /// - Throws: ``BatchRuleViolation`` with UIKit's reason, worded by `messages`.
  /// - Complexity: O(n log n + s) for n operations and s sections; the deletes and inserts
  ///   cost O(n) when they come ascending (a kit's staged batch lists them so).
  package func checkedForm(before: [Int], after: [Int], messages: UpdateMessages)
    throws(BatchRuleViolation) -> BatchUpdate
  {
    let fail = messages.failure
    var keys = PathKeys()
    if !elementReloads.isEmpty {
      let deletes = elementDeletes.map { keys.key($0) }.sorted()
      for reload in elementReloads where deletes.sortedContains(keys.key(reload)) {
        throw fail(
          "attempt to delete and reload the same index path (\(reload.exceptionDescription))")
      }
    }
    let expanded = expandingReloads()
    let sectionSources = KeyGroups(expanded.sectionMoves.map(\.from))
    let sectionTargets = KeyGroups(expanded.sectionMoves.map(\.to))
    let sources = KeyGroups(expanded.elementMoves.map { keys.key($0.from) })
    let targets = KeyGroups(expanded.elementMoves.map { keys.key($0.to) })

    for section in expanded.sectionDeletes {
      if sectionSources.sorted.sortedContains(section) {
        throw fail("attempt to perform a delete and a move from the same section (\(section))")
      }
      if section >= before.count {
        throw fail(
          "attempt to delete section \(section), but there are only \(before.count) sections "
            + "before the update")
      }
    }
    let sectionDeletes = expanded.sectionDeletes.sortedUnique()
    let deletedSections = SectionFlags(sectionDeletes, count: before.count)
    let elementDeletes = try expanded.elementDeletes.checkedElements(
      keys: &keys, outside: deletedSections, sharingPathWith: sources.sorted
    ) { path, section, element, moved in
      if moved {
        return "attempt to perform a delete and a move from the same index path "
          + "(\(path.exceptionDescription))"
      }
      if section >= before.count {
        return "attempt to delete \(messages.element) \(element) from section \(section), but "
          + "there are only \(before.count) sections before the update"
      }
      if element >= before[section] {
        return "attempt to delete \(messages.element) \(element) from section \(section) which "
          + "only contains \(before[section]) \(messages.elements) before the update"
      }
      return nil
    }

    for section in expanded.sectionInserts {
      if sectionTargets.sorted.sortedContains(section) {
        throw fail("attempt to perform an insert and a move to the same section (\(section))")
      }
      if section >= after.count {
        throw fail(
          "attempt to insert section \(section) but there are only \(after.count) sections after "
            + "the update")
      }
    }
    let sectionInserts = expanded.sectionInserts.sortedUnique()
    let insertedSections = SectionFlags(sectionInserts, count: after.count)
    let elementInserts = try expanded.elementInserts.checkedElements(
      keys: &keys, outside: insertedSections, sharingPathWith: targets.sorted
    ) { path, section, element, moved in
      if moved {
        return "attempt to perform an insert and a move to the same index path "
          + "(\(path.exceptionDescription))"
      }
      if section >= after.count {
        return "attempt to insert \(messages.element) \(element) into section \(section), but "
          + "there are only \(after.count) sections after the update"
      }
      if element >= after[section] {
        return "attempt to insert \(messages.element) \(element) into section \(section), but "
          + "there are only \(after[section]) \(messages.elements) in section \(section) after "
          + "the update"
      }
      return nil
    }

    let sectionMoves = try expanded.checkedSectionMoves(
      before: before, after: after, sources: sectionSources, targets: sectionTargets, fail: fail)
    let elementMoves = try expanded.checkedElementMoves(
      before: before, after: after, messages: messages, sources: sources, targets: targets,
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
    guard !sectionReloads.isEmpty || !elementReloads.isEmpty else { return self }
    var result = self
    result.sectionReloads = []
    result.elementReloads = []
    let sortedSectionDeletes = sectionDeletes.sorted()
    let sortedSectionInserts = sectionInserts.sorted()
    func newSection(_ old: Int) -> Int {
      (old - sortedSectionDeletes.countNotAbove(old)).shifted(
        past: sortedSectionInserts.countNotAbove)
    }
    for section in sectionReloads {
      result.sectionDeletes.append(section)
      result.sectionInserts.append(newSection(section))
    }
    guard !elementReloads.isEmpty else { return result }
    let deletedRows = SectionRows(elementDeletes)
    let insertedRows = SectionRows(elementInserts)
    for path in elementReloads {
      let section = newSection(path.sectionIndex)
      let row = (path[1] - deletedRows.count(in: path.sectionIndex, notAbove: path[1]))
        .shifted { insertedRows.count(in: section, notAbove: $0) }
      result.elementDeletes.append(path)
      result.elementInserts.append(IndexPath(indexes: [section, row]))
    }
    return result
  }

  private func checkedSectionMoves(
    before: [Int], after: [Int], sources: KeyGroups, targets: KeyGroups,
    fail: (String) -> BatchRuleViolation
  ) throws(BatchRuleViolation) -> [SectionMove] {
    try sectionMoves.checkedMoves(
      sources: sources, targets: targets,
      failure: { move in
        if move.from >= before.count {
          return "attempt to move section \(move.from), but there are only \(before.count) "
            + "sections before the update"
        }
        if move.to >= after.count {
          return "attempt to to move section \(move.from) to section \(move.to), but there are "
            + "only \(after.count) sections after the update"
        }
        return nil
      },
      twoTargets: { first, move in
        "attempt to move section \(move.from) to both section \(first.to) and section \(move.to)"
      },
      twoSources: { first, move in
        "attempt to move both section \(first.from) and section \(move.from) to section \(move.to)"
      }, fail: fail)
  }

  private func checkedElementMoves(
    before: [Int], after: [Int], messages: UpdateMessages, sources: KeyGroups,
    targets: KeyGroups, deletedSections: SectionFlags, insertedSections: SectionFlags
  ) throws(BatchRuleViolation) -> [ElementMove] {
    try elementMoves.checkedMoves(
      sources: sources, targets: targets,
      failure: { move in
        // The paths' texts are made only for a message, not for every move.
        var from: String { move.from.exceptionDescription }
        var to: String { move.to.exceptionDescription }
        if move.from.sectionIndex >= before.count {
          return "attempt to move index path (\(from)) from a section that does not exist - "
            + "there are only \(before.count) sections before the update"
        }
        if move.from[1] >= before[move.from.sectionIndex] {
          return "attempt to move index path (\(from)) that does not exist - there are only "
            + "\(before[move.from.sectionIndex]) \(messages.elements) in section "
            + "\(move.from.sectionIndex) before the update"
        }
        if move.to.sectionIndex >= after.count {
          return "attempt to move index path (\(from)) to index path (\(to)) in section that "
            + "does not exist - there are only \(after.count) sections after the update"
        }
        if move.to[1] >= after[move.to.sectionIndex] {
          return "attempt to move index path (\(from)) to index path (\(to)) that does not "
            + "exist - there are only \(after[move.to.sectionIndex]) \(messages.elements) in "
            + "section \(move.to.sectionIndex) after the update"
        }
        if let text = messages.moveFromDeletedSection,
          deletedSections.contains(move.from.sectionIndex)
        {
          return text(move.from.sectionIndex)
        }
        if let text = messages.moveIntoInsertedSection,
          insertedSections.contains(move.to.sectionIndex)
        {
          return text(move.to.sectionIndex)
        }
        return nil
      },
      twoTargets: { first, move in
        "attempt to move \(messages.element) at index path \(move.from.exceptionDescription) to "
          + "both \(first.to.exceptionDescription) and \(move.to.exceptionDescription)"
      },
      twoSources: { first, move in
        "attempt to move both \(messages.element) at index path "
          + "\(first.from.exceptionDescription) and \(move.from.exceptionDescription) to "
          + "\(move.to.exceptionDescription)"
      }, fail: messages.failure)
  }
}

extension Array {
  /// Checks moves in order as UIKit does and returns them without repeats: each move passes
  /// `failure`'s checks, then is compared with the first move from its source (the same
  /// destination is a repeat, dropped; another is `twoTargets`) and with the first move to its
  /// destination (another source is `twoSources`).
  ///
  /// - Parameters:
  ///   - sources: The moves' source keys, grouped.
  ///   - targets: The moves' destination keys, grouped.
  ///   - failure: Returns why a move alone is rejected, or nil.
  ///   - twoTargets: The reason for a move from the source of an earlier move (first) to
  ///     another destination.
  ///   - twoSources: The reason for a move to the destination of an earlier move (first) from
  ///     another source.
  /// - Complexity: O(n), with the keys grouped.
  fileprivate func checkedMoves(
    sources: KeyGroups, targets: KeyGroups, failure: (Element) -> String?,
    twoTargets: (Element, Element) -> String, twoSources: (Element, Element) -> String,
    fail: (String) -> BatchRuleViolation
  ) throws(BatchRuleViolation) -> [Element] {
    // Only a batch with repeats is copied.
    var kept: [Element]?
    for (position, move) in enumerated() {
      if let reason = failure(move) { throw fail(reason) }
      let firstFromSource = sources.first(position)
      if firstFromSource != position {
        if targets.keys[firstFromSource] == targets.keys[position] {
          if kept == nil { kept = Array(self[..<position]) }
          continue
        }
        throw fail(twoTargets(self[firstFromSource], move))
      }
      let firstToTarget = targets.first(position)
      if firstToTarget != position { throw fail(twoSources(self[firstToTarget], move)) }
      kept?.append(move)
    }
    return kept ?? self
  }
}

extension Array where Element == IndexPath {
  /// Checks element deletes or inserts in order and returns them ascending, without repeats,
  /// leaving out those in the sections `covered` marks.
  ///
  /// - Parameters:
  ///   - keys: The batch's path keys.
  ///   - covered: The sections whose elements the section operations cover.
  ///   - moved: The keys, ascending, of the move paths on the same side (sources for deletes,
  ///     destinations for inserts).
  ///   - failure: Returns why an element is rejected, given its path, section and second
  ///     index, and whether a move shares its path.
  /// - Complexity: O(n + m) for m moved paths when the paths come ascending, else O(n log m);
  ///   O(n log n) more to sort them unless ascending.
  fileprivate func checkedElements(
    keys: inout PathKeys, outside covered: SectionFlags, sharingPathWith moved: [Int],
    failure: (IndexPath, Int, Int, Bool) -> String?
  ) throws(BatchRuleViolation) -> [IndexPath] {
    var kept: [Int] = []
    kept.reserveCapacity(count)
    var isAscending = true
    // Where the last key was searched for among the moved ones: ascending keys search on
    // from there.
    var cursor = 0
    for path in self {
      let section = path[0]
      if covered.contains(section) { continue }
      let element = path[1]
      let key = keys.key(path, section: section, element: element)
      if let last = kept.last, key <= last {
        isAscending = false
        cursor = 0
      }
      cursor = moved.lowerBound(of: key, from: cursor)
      let isMoved = cursor < moved.count && moved[cursor] == key
      if let reason = failure(path, section, element, isMoved) {
        throw BatchRuleViolation(reason: reason)
      }
      kept.append(key)
    }
    if isAscending, kept.count == count { return self }
    return kept.sortedUnique().map { keys.path($0) }
  }
}

/// Which sections of one side of an update a section operation covers.
private struct SectionFlags {
  private var flags: [Bool]

  /// Marks these sections among `count`.
  init(_ sections: [Int], count: Int) {
    flags = [Bool](repeating: false, count: count)
    for section in sections where flags.indices.contains(section) { flags[section] = true }
  }

  /// Whether the section is marked.
  func contains(_ section: Int) -> Bool { flags.indices.contains(section) && flags[section] }
}

/// The second indices of paths by section, for counting, repeats kept.
private struct SectionRows {
  /// The sections and second indices, ascending.
  private let rows: [(section: Int, row: Int)]

  init(_ paths: [IndexPath]) {
    rows = paths.map { ($0.sectionIndex, $0[1]) }.sorted { $0 < $1 }
  }

  /// Returns how many paths of `section` have a second index at most `row`.
  ///
  /// - Complexity: O(log n).
  func count(in section: Int, notAbove row: Int) -> Int {
    rows.partitionPoint { $0 > (section, row) } - rows.partitionPoint { $0.section >= section }
  }
}

extension Int {
  /// Returns the index after inserting at ascending indices one by one: each inserted index at
  /// or before the index so far pushes it down by one.
  ///
  /// - Parameter countNotAbove: Returns how many of the inserted indices are at most a value.
  /// - Complexity: O(k) calls of `countNotAbove` for k jumps (at most the inserted indices).
  fileprivate func shifted(past countNotAbove: (Int) -> Int) -> Int {
    var index = self
    var passed = 0
    while true {
      let reached = countNotAbove(index)
      guard reached > passed else { return index }
      index += reached - passed
      passed = reached
    }
  }
}
