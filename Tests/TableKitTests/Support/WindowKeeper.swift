import TableKit
import Testing

/// Keeps the windows one test makes (``inWindow(_:height:)``) until that test ends.
///
/// A view holds its window only weakly, as in UIKit, so something must keep each test's window
/// on screen while the test runs; once the test ends its windows, and with them its views and
/// kits, are released, so a run under the leak checker ends with nothing left over. Give every
/// suite that puts views in windows the ``Trait/keepsWindows`` trait.
final class WindowKeeper: @unchecked Sendable {
  // Unchecked: `windows` is touched only on the main actor (by the main-actor fixtures, and by
  // `release()`); the keeper crosses to the test's task only to be found there.
  private var windows: [UIWindow] = []

  /// The keeper of the test running in this task, if its suite has the trait.
  @TaskLocal static var current: WindowKeeper?

  /// Keeps the windows of tests whose suite lacks the trait: until the process exits, which the
  /// leak checker of the address-sanitizer gate reports.
  @MainActor static let unscoped = WindowKeeper()

  /// Keeps `window` until the test ends.
  @MainActor func keep(_ window: UIWindow) { windows.append(window) }

  /// Releases the windows, on the main actor where views live.
  @MainActor func release() { windows.removeAll() }
}

/// The trait behind ``Trait/keepsWindows``.
struct KeepsWindowsTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let keeper = WindowKeeper()
    do {
      try await WindowKeeper.$current.withValue(keeper) { try await function() }
    } catch {
      await keeper.release()
      throw error
    }
    await keeper.release()
  }
}

extension Trait where Self == KeepsWindowsTrait {
  /// Keeps each test's windows until the test ends (see ``WindowKeeper``).
  static var keepsWindows: Self { Self() }
}
