import BatchRules
import Foundation
import Testing

@testable import HeadlessUIKit

/// BatchRules' checks, which sort and search keys of the paths, give the verdict, the reason
/// and the checked form that a straightforward transcription of UIKit's checks gives
/// (``ReferenceBatchChecks``), over seeded random batches: valid changes of a model with
/// repeats, conflicts, out-of-range paths, reloads and shuffled orders mixed in, worded as a
/// table view and as a collection view.
@Suite struct BatchUpdateCheckPropertyTests {
  /// The table view's wording, then the collection view's.
  private static func wording(_ index: Int) -> UpdateMessages {
    index == 0
      ? .table(viewDescription: "<UITableView>")
      : .collection(viewDescription: "<UICollectionView>")
  }

  @Test func sortedChecksAgreeWithTheReferenceOnRandomBatches() {
    let (accepted, reasons) = Self.compare(seeds: 1...3_000, maxRows: 6, faults: 0...3)
    // The batches reach both verdicts and most of UIKit's reasons, so the comparison can fail.
    #expect(accepted > 300)
    #expect(reasons.count >= 16, "\(reasons.sorted())")
  }

  /// Longer lists, often in ascending order as a diff gives them: the searches that go on from
  /// the last key and the sorts of many keys.
  @Test func sortedChecksAgreeWithTheReferenceOnLongAndAscendingBatches() {
    let (accepted, reasons) = Self.compare(seeds: 5_001...5_600, maxRows: 80, faults: 0...12)
    #expect(accepted > 30)
    #expect(reasons.count >= 10, "\(reasons.sorted())")
  }

  /// Compares the checks with the reference on a batch for each seed; returns how many
  /// batches both accepted, and the beginnings of the reasons both gave.
  private static func compare(
    seeds: ClosedRange<UInt64>, maxRows: Int, faults: ClosedRange<Int>
  ) -> (accepted: Int, reasons: Set<String>) {
    var accepted = 0
    var reasons = Set<String>()
    for seed in seeds {
      var generator = SeededGenerator(seed: seed)
      let (batch, before, after) = Self.randomBatch(
        using: &generator, maxRows: maxRows, faults: faults)
      // A reload in a deleted section expands to an insert before section 0, which both
      // implementations trap on, as they did before (UIKit's answer is not known).
      if batch.expandingReloads().elementInserts.contains(where: { $0.section < 0 }) { continue }
      let messages = Self.wording(Int(seed % 2))
      let context = "seed \(seed)"
      let expected: Result<BatchUpdate, BatchRuleViolation>
      do {
        expected = .success(
          try ReferenceBatchChecks.checkedForm(
            batch, before: before, after: after, messages: messages))
      } catch {
        expected = .failure(error)
      }
      let got: Result<BatchUpdate, BatchRuleViolation>
      do {
        got = .success(try batch.checkedForm(before: before, after: after, messages: messages))
      } catch {
        got = .failure(error)
      }
      switch (expected, got) {
      case (.failure(let expected), .failure(let got)):
        #expect(got.reason == expected.reason, "\(context)")
        reasons.insert(String(expected.reason.prefix(40)))
      case (.success(let expected), .success(let got)):
        Self.expectSameForm(got, expected, context)
        accepted += 1
      case (.failure(let expected), .success):
        Issue.record("\(context): accepted; the reference rejects it: \(expected.reason)")
      case (.success, .failure(let got)):
        Issue.record("\(context): rejected (\(got.reason)); the reference accepts it")
      }
      Self.expectSameCountChecks(batch, before: before, after: after, messages, context)
    }
    return (accepted, reasons)
  }

  /// The full validation (with the mapping) and the pre-check (without it) agree with the
  /// reference's checked form put through the same count checks and mapping.
  private static func expectSameCountChecks(
    _ batch: BatchUpdate, before: [Int], after: [Int], _ messages: UpdateMessages,
    _ context: String
  ) {
    let expected: Result<UpdateMapping, BatchRuleViolation>
    do {
      let form = try ReferenceBatchChecks.checkedForm(
        batch, before: before, after: after, messages: messages)
      expected = .success(try form.mapping(before: before, after: after, messages: messages))
    } catch {
      expected = .failure(error)
    }
    var checkReason: String?
    do {
      try batch.check(before: before, after: after, messages: messages)
    } catch {
      checkReason = error.reason
    }
    do {
      let mapping = try batch.validated(before: before, after: after, messages: messages)
      guard case .success(let reference) = expected else {
        Issue.record("\(context): validated; the reference rejects it")
        return
      }
      #expect(checkReason == nil, "\(context)")
      #expect(mapping.oldSectionForNew == reference.oldSectionForNew, "\(context)")
      #expect(mapping.allOldPaths == reference.allOldPaths, "\(context)")
      #expect(mapping.allNewPaths == reference.allNewPaths, "\(context)")
      #expect(mapping.survivorCount == reference.survivorCount, "\(context)")
      #expect(mapping.reconfigured == reference.reconfigured, "\(context)")
    } catch {
      guard case .failure(let reference) = expected else {
        Issue.record("\(context): rejected (\(error.reason)); the reference validates it")
        return
      }
      #expect(error.reason == reference.reason, "\(context)")
      #expect(checkReason == reference.reason, "\(context)")
    }
  }

  private static func expectSameForm(
    _ got: BatchUpdate, _ expected: BatchUpdate, _ context: String
  ) {
    #expect(got.sectionDeletes == expected.sectionDeletes, "\(context)")
    #expect(got.sectionInserts == expected.sectionInserts, "\(context)")
    #expect(got.sectionMoves == expected.sectionMoves, "\(context)")
    #expect(got.sectionReloads.isEmpty && got.elementReloads.isEmpty, "\(context)")
    // Paths with a negative index (a reload shifted past repeated deletes) sort apart from the
    // others: compare the sets.
    #expect(got.elementDeletes.sorted() == expected.elementDeletes, "\(context)")
    #expect(got.elementInserts.sorted() == expected.elementInserts, "\(context)")
    #expect(got.elementMoves == expected.elementMoves, "\(context)")
    #expect(got.elementReconfigures == expected.elementReconfigures, "\(context)")
  }

  /// Returns a valid change of a random model with faults or repeats mixed in, and the counts
  /// before and after it; the operations are sorted one time in two.
  private static func randomBatch(
    using generator: inout SeededGenerator, maxRows: Int, faults: ClosedRange<Int>
  ) -> (BatchUpdate, before: [Int], after: [Int]) {
    var nextID = 0
    let old = SectionedModel.random(using: &generator, maxRows: maxRows, nextID: &nextID)
    let change = old.randomChange(using: &generator, nextID: &nextID)
    var batch = change.batch
    let before = old.counts
    var after = change.new.counts
    func randomPath(in counts: [Int]) -> IndexPath {
      let section = Int.random(in: 0...counts.count, using: &generator)
      let rows = section < counts.count ? counts[section] : 2
      return IndexPath(row: Int.random(in: 0...rows, using: &generator), section: section)
    }
    func randomSection(in counts: [Int]) -> Int {
      Int.random(in: 0...counts.count, using: &generator)
    }
    for _ in 0..<Int.random(in: faults, using: &generator) {
      switch Int.random(in: 0..<14, using: &generator) {
      case 0: batch.elementDeletes.append(randomPath(in: before))
      case 1: batch.elementInserts.append(randomPath(in: after))
      case 2:
        batch.elementMoves.append(.init(from: randomPath(in: before), to: randomPath(in: after)))
      case 3: batch.elementReloads.append(randomPath(in: before))
      case 4: batch.sectionDeletes.append(randomSection(in: before))
      case 5: batch.sectionInserts.append(randomSection(in: after))
      case 6:
        batch.sectionMoves.append(
          .init(from: randomSection(in: before), to: randomSection(in: after)))
      case 7: batch.sectionReloads.append(randomSection(in: before))
      case 8:
        // A repeat of an operation already there.
        if let delete = batch.elementDeletes.randomElement(using: &generator) {
          batch.elementDeletes.append(delete)
        }
        if let move = batch.elementMoves.randomElement(using: &generator) {
          batch.elementMoves.insert(
            move, at: Int.random(in: 0...batch.elementMoves.count, using: &generator))
        }
      case 9:
        // A second move from a source, or to a destination, already moved.
        guard let move = batch.elementMoves.randomElement(using: &generator) else { continue }
        batch.elementMoves.append(
          Bool.random(using: &generator)
            ? .init(from: move.from, to: randomPath(in: after))
            : .init(from: randomPath(in: before), to: move.to))
      case 10:
        // A delete or insert where a move already is.
        guard let move = batch.elementMoves.randomElement(using: &generator) else { continue }
        if Bool.random(using: &generator) {
          batch.elementDeletes.append(move.from)
        } else {
          batch.elementInserts.append(move.to)
        }
      case 11:
        // A reload of a deleted path.
        if let delete = batch.elementDeletes.randomElement(using: &generator) {
          batch.elementReloads.append(delete)
        }
      case 12:
        if !after.isEmpty {
          after[Int.random(in: after.indices, using: &generator)] +=
            Bool.random(using: &generator)
            ? 1 : -1
          after = after.map { max($0, 0) }
        }
      default:
        batch.elementMoves.shuffle(using: &generator)
        batch.sectionMoves.shuffle(using: &generator)
        batch.elementInserts.shuffle(using: &generator)
      }
    }
    if Bool.random(using: &generator), !batch.elementDeletes.isEmpty {
      batch.elementReconfigures = [batch.elementDeletes[0]]
    }
    if Bool.random(using: &generator) {
      batch.elementDeletes.sort()
      batch.elementInserts.sort()
      batch.elementMoves.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    }
    return (batch, before, after)
  }
}
