import Dispatch
import Synchronization

/// A diff of a large table to run off the main actor, with what it reads: two table values
/// and the kit's identity and equality functions.
///
/// `@unchecked Sendable`: the tables are immutable values that nothing mutates (a copy is
/// made before any edit), and the kit's identity and equality functions are documented to run
/// off the main actor for large tables (UpdatePipeline.md); the diff reads nothing else.
struct OffMainDiff: @unchecked Sendable {
  /// The number of rows (in the larger of the two tables) from which a set table is diffed
  /// off the main actor; smaller tables are diffed on it, at once.
  static let rowThreshold = 20_000

  /// Runs the diff (and stages and pre-checks its batch); returns nil when it stopped because
  /// it was cancelled.
  let run: () -> KnownChanges?
}

/// Where an off-main diff leaves its changes for the main actor.
final class OffMainDiffResult: Sendable {
  /// The changes, once found; nil before, after a cancelled diff, and once taken.
  private let changes = Mutex<KnownChanges?>(nil)
  /// Signalled once the diff has finished, found or not.
  private let done = DispatchSemaphore(value: 0)

  /// Leaves the diff's changes (nil when it was cancelled) and says the diff has finished.
  func finish(_ found: KnownChanges?) {
    changes.withLock { $0 = found }
    done.signal()
  }

  /// Takes the changes, leaving none.
  func take() -> KnownChanges? {
    changes.withLock { changes in
      defer { changes = nil }
      return changes
    }
  }

  /// Blocks the calling thread until the diff has finished.
  func wait() {
    done.wait()
    done.signal()  // a later wait returns at once
  }
}
