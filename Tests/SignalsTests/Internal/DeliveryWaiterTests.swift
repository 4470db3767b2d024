import Foundation
import Synchronization
import Testing

@testable import Signals

/// A sender waiting for its turn gets what it was given whether the turn arrives while it
/// still checks for it or after it has gone to sleep.
@Suite struct DeliveryWaiterTests {
  @Test func aWaiterWokenBeforeItWaitsTakesTheTurnWithoutSleeping() {
    let waiter = DeliveryWaiter(thread: currentThreadID())
    waiter.wake()
    #expect(waiter.wait())
  }

  @Test func aWaiterReleasedBeforeItWaitsGoesOnWithoutTheTurn() {
    let waiter = DeliveryWaiter(thread: currentThreadID())
    waiter.release()
    #expect(!waiter.wait())
  }

  @Test func aWaiterWokenLongAfterItBeganWaitingStillTakesTheTurn() {
    let tookTheTurn = outcome(of: { $0.wake() }, after: 0.02)
    #expect(tookTheTurn)
  }

  @Test func aWaiterReleasedLongAfterItBeganWaitingGoesOnWithoutTheTurn() {
    let tookTheTurn = outcome(of: { $0.release() }, after: 0.02)
    #expect(!tookTheTurn)
  }

  /// Waits on a waiter on one thread while another thread, once the waiter is waiting and
  /// `delay` seconds later (well past its checks, so it sleeps), calls `end` on it; returns
  /// what the wait returned.
  private func outcome(
    of end: @escaping @Sendable (DeliveryWaiter) -> Void, after delay: TimeInterval
  ) -> Bool {
    let waiter = DeliveryWaiter(thread: 1)
    let waiting = Atomic(false)
    let result = Atomic(false)
    onSeparateThreads(2) { thread in
      if thread == 0 {
        waiting.store(true, ordering: .releasing)
        result.store(waiter.wait(), ordering: .releasing)
      } else {
        while !waiting.load(ordering: .acquiring) { yieldThread() }
        Thread.sleep(forTimeInterval: delay)
        end(waiter)
      }
    }
    return result.load(ordering: .acquiring)
  }
}
