import BatchRules
import Foundation
import HeadlessUIKit

/// A straightforward transcription of UIKit's batch checks, in their order (Rules.md
/// R-valid-1), with sets and dictionaries of whole paths and each operation checked against
/// the ones before it: what BatchRules' sorted checks must agree with, verdict and reason.
enum ReferenceBatchChecks {
  /// Returns the checked form as the sorted checks do: reloads expanded, repeats removed,
  /// operations in deleted or inserted sections dropped, deletes and inserts ascending.
  static func checkedForm(
    _ batch: BatchUpdate, before: [Int], after: [Int], messages: UpdateMessages
  ) throws(BatchRuleViolation) -> BatchUpdate {
    func fail(_ reason: String) -> BatchRuleViolation { BatchRuleViolation(reason: reason) }
    let reloadedDeletes = Set(batch.elementDeletes)
    for reload in batch.elementReloads where reloadedDeletes.contains(reload) {
      throw fail(
        "attempt to delete and reload the same index path (\(reload.exceptionDescription))")
    }
    let expanded = batch.expandingReloads()
    let movedFromSections = Set(expanded.sectionMoves.map(\.from))
    let movedToSections = Set(expanded.sectionMoves.map(\.to))
    let movedFrom = Set(expanded.elementMoves.map(\.from))
    let movedTo = Set(expanded.elementMoves.map(\.to))

    let sectionDeletes = firstOccurrences(expanded.sectionDeletes)
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
    let deletes = firstOccurrences(expanded.elementDeletes).filter {
      !deletedSections.contains($0.section)
    }
    for path in deletes {
      if movedFrom.contains(path) {
        throw fail(
          "attempt to perform a delete and a move from the same index path "
            + "(\(path.exceptionDescription))")
      }
      if path.section >= before.count {
        throw fail(
          "attempt to delete \(messages.element) \(path.row) from section \(path.section), but "
            + "there are only \(before.count) sections before the update")
      }
      if path.row >= before[path.section] {
        throw fail(
          "attempt to delete \(messages.element) \(path.row) from section \(path.section) which "
            + "only contains \(before[path.section]) \(messages.elements) before the update")
      }
    }

    let sectionInserts = firstOccurrences(expanded.sectionInserts)
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
    let inserts = firstOccurrences(expanded.elementInserts).filter {
      !insertedSections.contains($0.section)
    }
    for path in inserts {
      if movedTo.contains(path) {
        throw fail(
          "attempt to perform an insert and a move to the same index path "
            + "(\(path.exceptionDescription))")
      }
      if path.section >= after.count {
        throw fail(
          "attempt to insert \(messages.element) \(path.row) into section \(path.section), but "
            + "there are only \(after.count) sections after the update")
      }
      if path.row >= after[path.section] {
        throw fail(
          "attempt to insert \(messages.element) \(path.row) into section \(path.section), but "
            + "there are only \(after[path.section]) \(messages.elements) in section "
            + "\(path.section) after the update")
      }
    }

    var sectionTargets: [Int: Int] = [:]
    var sectionSources: [Int: Int] = [:]
    let sectionMoves = firstOccurrences(expanded.sectionMoves)
    for move in sectionMoves {
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
      if let other = sectionTargets[move.from] {
        throw fail(
          "attempt to move section \(move.from) to both section \(other) and section \(move.to)")
      }
      if let other = sectionSources[move.to] {
        throw fail(
          "attempt to move both section \(other) and section \(move.from) to section \(move.to)")
      }
      sectionTargets[move.from] = move.to
      sectionSources[move.to] = move.from
    }

    var targets: [IndexPath: IndexPath] = [:]
    var sources: [IndexPath: IndexPath] = [:]
    var moves: [BatchUpdate.ElementMove] = []
    for move in expanded.elementMoves {
      let (from, to) = (move.from.exceptionDescription, move.to.exceptionDescription)
      if move.from.section >= before.count {
        throw fail(
          "attempt to move index path (\(from)) from a section that does not exist - there are "
            + "only \(before.count) sections before the update")
      }
      if move.from.row >= before[move.from.section] {
        throw fail(
          "attempt to move index path (\(from)) that does not exist - there are only "
            + "\(before[move.from.section]) \(messages.elements) in section "
            + "\(move.from.section) before the update")
      }
      if move.to.section >= after.count {
        throw fail(
          "attempt to move index path (\(from)) to index path (\(to)) in section that does not "
            + "exist - there are only \(after.count) sections after the update")
      }
      if move.to.row >= after[move.to.section] {
        throw fail(
          "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there "
            + "are only \(after[move.to.section]) \(messages.elements) in section "
            + "\(move.to.section) after the update")
      }
      if let text = messages.moveFromDeletedSection, deletedSections.contains(move.from.section) {
        throw fail(text(move.from.section))
      }
      if let text = messages.moveIntoInsertedSection, insertedSections.contains(move.to.section) {
        throw fail(text(move.to.section))
      }
      if let other = targets[move.from] {
        if other == move.to { continue }
        throw fail(
          "attempt to move \(messages.element) at index path \(from) to both "
            + "\(other.exceptionDescription) and \(to)")
      }
      if let other = sources[move.to] {
        throw fail(
          "attempt to move both \(messages.element) at index path \(other.exceptionDescription) "
            + "and \(from) to \(to)")
      }
      targets[move.from] = move.to
      sources[move.to] = move.from
      moves.append(move)
    }
    return BatchUpdate(
      sectionInserts: sectionInserts.sorted(), sectionDeletes: sectionDeletes.sorted(),
      sectionMoves: sectionMoves, elementInserts: inserts.sorted(),
      elementDeletes: deletes.sorted(), elementMoves: moves,
      elementReconfigures: expanded.elementReconfigures)
  }

  private static func firstOccurrences<Element: Hashable>(_ elements: [Element]) -> [Element] {
    var seen = Set<Element>()
    return elements.filter { seen.insert($0).inserted }
  }
}
