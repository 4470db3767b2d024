import Foundation
import TableKit
import Testing

/// Round trips, UIKit validity and minimality over seeded random pairs of tables.
///
/// `swift test` runs a few thousand cases; `TABLEKIT_STRESS=1` runs a million;
/// `TABLEKIT_SEED=<n>` replays one failing case; `TABLEKIT_TRACE=1` prints each seed before
/// its case runs, to find the seed of a case that traps.
@Suite struct TableChangesPropertyTests {
  static let environment = ProcessInfo.processInfo.environment

  static var seeds: [UInt64] {
    if let seed = environment["TABLEKIT_SEED"].flatMap(UInt64.init) { return [seed] }
    let count: UInt64 = environment["TABLEKIT_STRESS"] == "1" ? 1_000_000 : 3_000
    return Array(0..<count)
  }

  @Test func randomPairsRoundTripThroughValidMinimalBatches() {
    check(seeds: Self.seeds, scale: 1)
  }

  /// Fewer, larger tables (tens of sections, hundreds of rows): long runs to keep in order.
  @Test func largerRandomPairsRoundTripThroughValidMinimalBatches() {
    check(seeds: Array(Self.seeds.prefix(Self.seeds.count / 100 + 1)), scale: 6)
  }

  /// Tables of tens of thousands of rows, which the differ pairs through hash partitions.
  @Test func largeRandomPairsRoundTripThroughValidMinimalBatches() throws {
    var large = 0
    for seed in Self.seeds.prefix(3) {
      var tables = RandomTables(seed: seed, scale: 80)
      let (old, new) = tables.pair()
      guard old.count + new.count >= 1 << 16 else { continue }  // the partitioning threshold
      large += 1
      let problems = changesProblems(from: old, to: new, old.testChanges(to: new))
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "\n"))")
    }
    #expect(large > 0 || Self.seeds.count == 1, "no seed made tables large enough to partition")
  }

  func check(seeds: [UInt64], scale: Int) {
    var failures = 0
    let traces = Self.environment["TABLEKIT_TRACE"] == "1"
    for seed in seeds {
      if traces {  // unbuffered, so that the last seed survives a trap
        FileHandle.standardError.write(Data("TableChangesPropertyTests seed \(seed)\n".utf8))
      }
      var tables = RandomTables(seed: seed, scale: scale)
      let (old, new) = tables.pair()
      let problems = changesProblems(from: old, to: new, old.testChanges(to: new))
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        Failing seed \(seed) (replay: TABLEKIT_SEED=\(seed) swift test --filter \
        TableChangesPropertyTests)
        old:
        \(old)
        new:
        \(new)
        \(problems.joined(separator: "\n"))
        """)
      if failures == 3 { break }
    }
  }
}
