import Dispatch

/// Runs `body` on `count` threads at once and returns when all are done.
func onThreads(_ count: Int, _ body: @Sendable (_ thread: Int) -> Void) {
  DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
