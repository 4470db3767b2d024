import Testing

@testable import TableKit

/// A seeded, replayable stress test of ``TableKit``: random sequences of what an app and a user
/// do, checked after every step.
///
/// Each step is one of: a table set by the app (animated or not, an edit of the current table, a
/// new one or an empty one); arming a table set from inside a kit callback (a cell's configure
/// closure, `willDisplay`, `didEndDisplaying`, `didSelect`, `moves`, `didDelete`, an observer
/// of `table` or of `selection`); animations ending late (the next one, all, or a main-actor
/// turn); scrolls; taps; deletes (a swipe's Delete, sometimes after the app set a table
/// meanwhile, or the editing control); drags; selection sets; editing and empty-view toggles;
/// paging (a `nearEnd` subscriber starts loading or appends a page; pages arrive, fail, are
/// retried); settling; and now and then a new kit.
///
/// After every step: `kit.table.value` is the latest table the app set with the user's edits
/// applied (no table is lost), the view's counts agree with its data source, no batch was
/// rejected, every event names a row of the view's table at that moment, and observers of
/// `table` hear of a table once the view has it. Once nothing waits or animates: the cells show
/// exactly that table, display events match the cells on screen, the selection agrees with the
/// view, the paging footer and empty view follow, and the cells alive, configurations, displays,
/// row bags and prefetch work stay bounded by what is on screen or in the table.
///
/// Stress mode and replay, from the package root:
///
/// ```
/// TABLEKIT_STRESS_STEPS=1000000 swift test --filter TableKitStressTests
/// TABLEKIT_STRESS_SEED=random TABLEKIT_STRESS_STEPS=100000 swift test --filter Stress
/// TABLEKIT_STRESS_SEED=42 TABLEKIT_STRESS_STEPS=1234 TABLEKIT_STRESS_TRACE=1 \
///   swift test --filter TableKitStressTests
/// ```
///
/// A failure names its seed and step and prints the environment that replays it, with the
/// last steps taken; `TABLEKIT_STRESS_TRACE=1` prints every step.
@MainActor @Suite struct TableKitStressTests {
  @Test func randomSessionsKeepTheViewEqualToTheLatestTable() async {
    let options = StressOptions.fromEnvironment(defaultSeed: 15)
    print("TableKit stress: seed \(options.seed), \(options.steps) steps")
    let stress = TableKitStress(options: options)
    await stress.run()
    if let failure = stress.failure { Issue.record(Comment(rawValue: failure)) }
    print("TableKit stress: \(stress.counts), most cells alive \(stress.ledger.mostCells)")
  }
}
