import Signals
import Testing

// The snippet of Sources/Signals/Signals.docc/LifetimeManagement.md that uses main-actor
// cleanup, compiled and run; change both together.

@Suite struct LifetimeManagementTests {
  @Test @MainActor func mainActorCleanupRunsWhenTheBagIsDisposed() {
    let spinner = Spinner()
    let bag = DisposeBag()
    showProgress(on: spinner, in: bag)
    #expect(spinner.isAnimating)
    bag.dispose()
    #expect(!spinner.isAnimating)
  }
}

/// Main-actor state, as a view's.
@MainActor private final class Spinner {
  var isAnimating = false
}

@MainActor private func showProgress(on spinner: Spinner, in bag: DisposeBag) {
  spinner.isAnimating = true
  bag += Disposer.onMainActor { spinner.isAnimating = false }
}
