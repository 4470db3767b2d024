import Dispatch
import Foundation
import Signals

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

/// Sends `0..<count` from each of four threads at once: the even ones to `first`, the odd ones
/// to `second`.
func sendOnFourThreads(_ count: Int, alternatingBetween first: Emitter<Int>, _ second: Emitter<Int>)
{
  onThreads(4) { thread in
    let target = thread.isMultiple(of: 2) ? first : second
    for value in 0..<count { target.send(value) }
  }
}

/// Lets other threads run while a test thread waits for one of them (no sleeping).
func yieldThread() {
  sched_yield()
}

/// A class instance whose deallocation tests observe through a weak reference.
final class Tracked: Sendable {
  init() {}
}
