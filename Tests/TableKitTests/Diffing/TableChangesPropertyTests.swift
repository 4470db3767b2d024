import Foundation
import TableKit
import Testing

/// Round trips, UIKit validity and minimality over seeded random pairs of tables.
///
/// `swift test` runs a few thousand cases; `TABLEKIT_STRESS=1` runs a million;
/// `TABLEKIT_SEED=<n>` replays one failing case.
@Suite struct TableChangesPropertyTests {
  static let environment = ProcessInfo.processInfo.environment

  static var seeds: [UInt64] {
    if let seed = environment["TABLEKIT_SEED"].flatMap(UInt64.init) { return [seed] }
    let count: UInt64 = environment["TABLEKIT_STRESS"] == "1" ? 1_000_000 : 3_000
    return Array(0..<count)
  }

  @Test func randomPairsRoundTripThroughValidMinimalBatches() {
    var failures = 0
    for seed in Self.seeds {
      var tables = RandomTables(seed: seed)
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
