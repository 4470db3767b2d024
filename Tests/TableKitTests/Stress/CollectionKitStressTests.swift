import Testing

@testable import TableKit

/// A seeded, replayable stress test of ``CollectionKit``, the collection-view counterpart of
/// ``TableKitStressTests``: random sequences of table sets (some from inside the kit's
/// callbacks: configure, `willDisplay`, `didEndDisplaying`, `didSelect`, `didMove`, observers
/// of `table` and `selection`), animations ending late, scrolls, taps, drags, selection sets,
/// empty-view toggles and paging (`nearEnd` starts loading or appends a page), checked after
/// every step as the table test is: the kit's table is the latest the app set with the user's
/// moves, no batch is rejected, events name rows of the view's table, and once settled the
/// cells, display events, selection, empty view and the work held agree with it.
///
/// Stress mode and replay take the same environment variables, from the package root:
///
/// ```
/// TABLEKIT_STRESS_STEPS=1000000 swift test --filter CollectionKitStressTests
/// TABLEKIT_STRESS_SEED=42 TABLEKIT_STRESS_STEPS=1234 TABLEKIT_STRESS_TRACE=1 \
///   swift test --filter CollectionKitStressTests
/// ```
@MainActor @Suite struct CollectionKitStressTests {
  @Test func randomSessionsKeepTheViewEqualToTheLatestTable() async {
    let options = StressOptions.fromEnvironment(defaultSeed: 16)
    print("CollectionKit stress: seed \(options.seed), \(options.steps) steps")
    let stress = CollectionKitStress(options: options)
    await stress.run()
    if let failure = stress.failure { Issue.record(Comment(rawValue: failure)) }
    print("CollectionKit stress: \(stress.counts), most cells alive \(stress.ledger.mostCells)")
  }
}
