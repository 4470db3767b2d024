import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on `count` threads at once and returns when all are done.
func onThreads(_ count: Int, _ body: @Sendable (_ thread: Int) -> Void) {
  DispatchQueue.concurrentPerform(iterations: count, execute: body)
}

/// Runs `body` on `count` threads of their own, started together, and returns when all are
/// done: for tests whose threads wait for one another, which a shared pool might run one after
/// the other.
func onSeparateThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
  let finished = DispatchSemaphore(value: 0)
  for index in 0..<count {
    let thread = Thread {
      body(index)
      finished.signal()
    }
    thread.start()
  }
  for _ in 0..<count { finished.wait() }
}

/// Lets other threads run while a test thread waits for one of them (no sleeping).
func yieldThread() {
  sched_yield()
}

/// A class instance whose deallocation tests observe through a weak reference.
final class Tracked: Sendable {
  init() {}
}
