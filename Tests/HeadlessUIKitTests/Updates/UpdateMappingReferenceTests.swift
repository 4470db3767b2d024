import BatchRules
import Testing

@testable import HeadlessUIKit

/// The update mapping, held as its changes, against a reference that lays out every slot of
/// every section (the per-element implementation it replaced).
@Suite struct UpdateMappingReferenceTests {
  let messages = UpdateMessages.table(viewDescription: "<UITableView>")

  @Test func validBatchesMapLikeTheReferenceBothWaysAndByRuns() throws {
    for seed in UInt64(1)...400 {
      var generator = SeededGenerator(seed: seed)
      var nextID = 0
      let old = SectionedModel.random(
        using: &generator, maxSections: 5, maxRows: 12, nextID: &nextID)
      let change = old.randomChange(using: &generator, nextID: &nextID)
      let (before, after) = (old.counts, change.new.counts)
      let mapping = try change.batch.validatedRaising(
        before: before, after: after, messages: messages)
      let reference = ReferenceMapping(
        before: before, after: after, oldSectionForNew: mapping.oldSectionForNew,
        batch: change.batch.expandingReloads())
      expectSame(mapping, reference, seed: seed)
    }
  }

  @Test func rawOperationListsMapLikeTheReference() {
    // Unchecked lists: repeats, a move and an insert at one slot, paths outside the counts,
    // moves from outside the counts before, survivors that run out or are left over.
    for seed in UInt64(1)...400 {
      var generator = SeededGenerator(seed: seed)
      let before = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        Int.random(in: 0...10, using: &generator)
      }
      let after = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        Int.random(in: 0...10, using: &generator)
      }
      var unused = Array(before.indices).shuffled(using: &generator)
      let oldSectionForNew: [Int?] = after.map { _ in
        Bool.random(using: &generator) ? unused.popLast() : nil
      }
      func randomPath(in counts: [Int]) -> IndexPath {
        IndexPath(
          row: Int.random(in: -1...11, using: &generator),
          section: Int.random(in: -1...max(0, counts.count), using: &generator))
      }
      var batch = BatchUpdate()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        batch.elementDeletes.append(randomPath(in: before))
      }
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        batch.elementInserts.append(randomPath(in: after))
      }
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        batch.elementMoves.append(.init(from: randomPath(in: before), to: randomPath(in: after)))
      }
      let mapping = UpdateMapping(
        before: before, after: after, oldSectionForNew: oldSectionForNew,
        deletes: batch.elementDeletes, inserts: batch.elementInserts, moves: batch.elementMoves,
        reconfigured: [])
      let reference = ReferenceMapping(
        before: before, after: after, oldSectionForNew: oldSectionForNew, batch: batch)
      expectSame(mapping, reference, seed: seed)
    }
  }

  @Test func aBigTableWithFewChangesMapsInRuns() throws {
    var batch = BatchUpdate()
    batch.elementDeletes = [IndexPath(row: 10, section: 0), IndexPath(row: 5_000, section: 0)]
    batch.elementInserts = [IndexPath(row: 0, section: 0)]
    batch.elementMoves = [
      .init(from: IndexPath(row: 20, section: 0), to: IndexPath(row: 9_000, section: 0))
    ]
    let mapping = try batch.validatedRaising(
      before: [10_000], after: [9_999], messages: messages)
    #expect(
      mapping.segments(inNewSection: 0) == [
        .targeted(new: 0, old: nil), .carried(new: 1..<11, oldSection: 0, oldStart: 0),
        .carried(new: 11..<20, oldSection: 0, oldStart: 11),
        .carried(new: 20..<4_999, oldSection: 0, oldStart: 21),
        .carried(new: 4_999..<9_000, oldSection: 0, oldStart: 5_001),
        .targeted(new: 9_000, old: IndexPath(row: 20, section: 0)),
        .carried(new: 9_001..<9_999, oldSection: 0, oldStart: 9_002),
      ])
    #expect(
      mapping.newPath(for: IndexPath(row: 9_999, section: 0)) == IndexPath(row: 9_998, section: 0))
    #expect(
      mapping.oldPath(forNew: IndexPath(row: 4_999, section: 0))
        == IndexPath(row: 5_001, section: 0))
    #expect(mapping.survivorCount == 9_998)
  }

  private func expectSame(_ mapping: UpdateMapping, _ reference: ReferenceMapping, seed: UInt64) {
    #expect(mapping.allOldPaths == reference.oldPathForNew, "seed \(seed): old paths")
    #expect(mapping.oldPathsBySegments == reference.oldPathForNew, "seed \(seed): segments")
    for (section, count) in mapping.before.enumerated() {
      for element in 0..<count {
        let path = IndexPath(row: element, section: section)
        #expect(
          mapping.newPath(for: path) == reference.newPath(for: path), "seed \(seed): \(path)")
      }
    }
    for (stray, new) in reference.strayNewPaths {
      #expect(mapping.newPath(for: stray) == new, "seed \(seed): stray \(stray)")
    }
    #expect(mapping.survivorCount == reference.survivorCount, "seed \(seed): survivors")
    for section in -1...mapping.before.count {
      let expected = reference.oldSectionForNew.firstIndex { $0 == section }
      #expect(mapping.newSection(for: section) == expected, "seed \(seed): section \(section)")
    }
  }
}

extension UpdateMapping {
  /// For each element after the update, the path it had before: every slot, one lookup each.
  var allOldPaths: [[IndexPath?]] {
    after.enumerated().map { section, count in
      (0..<count).map { oldPath(forNew: IndexPath(row: $0, section: section)) }
    }
  }

  /// For each element before the update, the path it has after it: every element, one lookup
  /// each.
  var allNewPaths: [[IndexPath?]] {
    before.enumerated().map { section, count in
      (0..<count).map { newPath(for: IndexPath(row: $0, section: section)) }
    }
  }

  /// The same, expanded from the runs of ``segments(inNewSection:)``.
  var oldPathsBySegments: [[IndexPath?]] {
    after.indices.map { section in
      segments(inNewSection: section).flatMap { segment -> [IndexPath?] in
        switch segment {
        case .carried(let new, let oldSection, let oldStart):
          new.map { IndexPath(row: oldStart + $0 - new.lowerBound, section: oldSection) }
        case .targeted(_, let old): [old]
        case .unfilled(let new): new.map { _ in nil }
        }
      }
    }
  }
}

/// The mapping laid out slot by slot with arrays indexed by section and element: every new
/// section's slots in order, a slot an insert or a move targets taking that target (a move wins
/// over an insert), every other slot the next element of its old section that was neither
/// deleted nor moved away, or nil when none is left.
private struct ReferenceMapping {
  private enum Target {
    case survivor
    case inserted
    case moved(from: IndexPath)
  }

  let before: [Int]
  let oldSectionForNew: [Int?]
  private var leaving: [[Bool]]
  private var targets: [[Target]]
  private(set) var oldPathForNew: [[IndexPath?]] = []
  private(set) var newPathForOld: [[IndexPath?]]
  private(set) var strayNewPaths: [IndexPath: IndexPath] = [:]
  private(set) var survivorCount = 0

  init(before: [Int], after: [Int], oldSectionForNew: [Int?], batch: BatchUpdate) {
    self.before = before
    self.oldSectionForNew = oldSectionForNew
    leaving = before.map { [Bool](repeating: false, count: $0) }
    newPathForOld = before.map { [IndexPath?](repeating: nil, count: $0) }
    targets = after.map { [Target](repeating: .survivor, count: $0) }
    for path in batch.elementDeletes { markLeaving(path) }
    for move in batch.elementMoves { markLeaving(move.from) }
    for path in batch.elementInserts { target(path, from: nil) }
    for move in batch.elementMoves { target(move.to, from: move.from) }
    for (section, oldSection) in oldSectionForNew.enumerated() {
      fill(section: section, survivorsFrom: oldSection)
    }
  }

  func newPath(for oldPath: IndexPath) -> IndexPath? {
    if let (section, element) = Self.slot(oldPath, in: before) {
      return newPathForOld[section][element]
    }
    return strayNewPaths[oldPath]
  }

  private mutating func markLeaving(_ path: IndexPath) {
    guard let (section, element) = Self.slot(path, in: before) else { return }
    leaving[section][element] = true
  }

  private mutating func target(_ path: IndexPath, from source: IndexPath?) {
    guard path.count == 2, targets.indices.contains(path[0]),
      targets[path[0]].indices.contains(path[1])
    else { return }
    targets[path[0]][path[1]] = source.map { .moved(from: $0) } ?? .inserted
  }

  private mutating func fill(section: Int, survivorsFrom oldSection: Int?) {
    let candidates = oldSection.map { leaving[$0] } ?? []
    var next = 0
    var column: [IndexPath?] = []
    for (element, slot) in targets[section].enumerated() {
      var old: IndexPath?
      switch slot {
      case .inserted: old = nil
      case .moved(let source): old = source
      case .survivor:
        while next < candidates.count, candidates[next] { next += 1 }
        if let oldSection, next < candidates.count {
          old = IndexPath(row: next, section: oldSection)
          next += 1
        }
      }
      if let old { record(old, movingTo: IndexPath(row: element, section: section)) }
      column.append(old)
    }
    oldPathForNew.append(column)
  }

  private mutating func record(_ old: IndexPath, movingTo new: IndexPath) {
    if let (section, element) = Self.slot(old, in: before) {
      if newPathForOld[section][element] == nil { survivorCount += 1 }
      newPathForOld[section][element] = new
    } else if strayNewPaths.updateValue(new, forKey: old) == nil {
      survivorCount += 1
    }
  }

  private static func slot(_ path: IndexPath, in counts: [Int]) -> (Int, Int)? {
    guard path.count == 2, counts.indices.contains(path[0]), path[1] >= 0,
      path[1] < counts[path[0]]
    else { return nil }
    return (path[0], path[1])
  }
}
