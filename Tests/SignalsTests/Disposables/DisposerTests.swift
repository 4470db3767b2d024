import Dispatch
import Signals
import Synchronization
import Testing

@Suite struct DisposerTests {
  @Test func runsItsClosureOnFirstDispose() {
    let count = Mutex(0)
    let disposer = Disposer { count.withLock { $0 += 1 } }
    #expect(!disposer.isDisposed)
    disposer.dispose()
    disposer.dispose()
    #expect(disposer.isDisposed)
    #expect(count.withLock { $0 } == 1)
  }

  @Test func disposingFromInsideItsClosureReturns() {
    let count = Mutex(0)
    let holder = Mutex<Disposer?>(nil)
    let disposer = Disposer {
      count.withLock { $0 += 1 }
      holder.withLock { $0 }?.dispose()
    }
    holder.withLock { $0 = disposer }
    disposer.dispose()
    #expect(count.withLock { $0 } == 1)
  }

  @Test @MainActor func mainActorDisposerRunsAtOnceWhenDisposedOnTheMainActor() {
    let view = FakeView()
    let disposer = Disposer.onMainActor { view.isAnimating = false }
    disposer.dispose()
    #expect(!view.isAnimating)
    view.isAnimating = true
    disposer.dispose()
    #expect(view.isAnimating)
  }

  @Test @MainActor func mainActorDisposerDisposedOffTheMainActorRunsOnItOnce() async {
    let view = FakeView()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let disposer = Disposer.onMainActor {
        view.isAnimating = false
        view.stops += 1
        continuation.resume()
      }
      DispatchQueue.global().async {
        disposer.dispose()
        disposer.dispose()
      }
    }
    #expect(!view.isAnimating)
    #expect(view.stops == 1)
  }

  @Test func nilDisposerDoesNothing() {
    NilDisposer().dispose()
  }
}

/// Main-actor state a cleanup touches, as a view's would be.
@MainActor private final class FakeView {
  var isAnimating = true
  var stops = 0
}
