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

  @Test func nilDisposerDoesNothing() {
    NilDisposer().dispose()
  }
}
